/** Small illustrations for the home feature cards (spec 01 §2), one per card, 96 × 96. */

/** Voice synthesis: a speech bubble turning into a waveform. */
export function FeatureArtVoice() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden focusable="false">
      <rect x="8" y="8" width="80" height="80" rx="24" fill="#efedff" />
      <path d="M24 30a8 8 0 0 1 8-8h32a8 8 0 0 1 8 8v22a8 8 0 0 1-8 8H44l-12 10v-10h0a8 8 0 0 1-8-8z" fill="#5b4cf0" />
      <path d="M36 41v0M42 35v12M48 31v20M54 35v12M60 41v0" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Multi-anchor scenes: two overlapping people with a small dialogue mark. */
export function FeatureArtMulti() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden focusable="false">
      <rect x="8" y="8" width="80" height="80" rx="24" fill="#e2f6f3" />
      <circle cx="38" cy="40" r="11" fill="#15a39a" />
      <path d="M20 70c2-11 9-17 18-17s16 6 18 17z" fill="#15a39a" />
      <circle cx="60" cy="44" r="9" fill="#7fd8cc" />
      <path d="M46 72c2-9 7-14 14-14s12 5 14 14z" fill="#7fd8cc" />
      <rect x="56" y="18" width="24" height="15" rx="6" fill="#fff" stroke="#15a39a" strokeWidth="2.5" />
      <path d="M62 26h12" stroke="#15a39a" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Smart tools: a toolbox with a sparkle. */
export function FeatureArtTools() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden focusable="false">
      <rect x="8" y="8" width="80" height="80" rx="24" fill="#fff1e2" />
      <rect x="22" y="40" width="52" height="32" rx="7" fill="#f08c3a" />
      <path d="M38 40v-6a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v6" fill="none" stroke="#f08c3a" strokeWidth="4" />
      <rect x="22" y="50" width="52" height="5" fill="#d9741f" />
      <rect x="43" y="48" width="10" height="10" rx="3" fill="#ffe0bf" />
      <path d="M70 18l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="#f6b24a" />
    </svg>
  );
}
