/** Illustration for "即将上线": a studio microphone on a stand with building blocks and a sparkle. */
export function ComingSoonArt({ width = 200 }: { width?: number }) {
  return (
    <svg width={width} height={(width * 150) / 200} viewBox="0 0 200 150" aria-hidden focusable="false">
      <ellipse cx="100" cy="138" rx="78" ry="8" fill="#eef0f6" />
      <rect x="34" y="96" width="36" height="36" rx="6" fill="#ffe6cc" />
      <rect x="46" y="66" width="30" height="30" rx="6" fill="#d9f3ee" />
      <rect x="130" y="104" width="30" height="28" rx="6" fill="#ffdbe7" />
      <path d="M100 96v36M84 132h32" stroke="#c5bdfd" strokeWidth="6" strokeLinecap="round" />
      <rect x="84" y="20" width="32" height="56" rx="16" fill="#5b4cf0" />
      <path d="M92 36h16M92 46h16M92 56h16" stroke="#a79bff" strokeWidth="3" strokeLinecap="round" />
      <path d="M74 58a26 26 0 0 0 52 0" fill="none" stroke="#8f80fb" strokeWidth="5" strokeLinecap="round" />
      <path d="M150 30l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#f6b24a" />
      <path d="M40 30l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#a79bff" />
      <circle cx="160" cy="76" r="4" fill="#7fd8cc" />
    </svg>
  );
}
