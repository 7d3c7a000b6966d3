/**
 * The login panel's artwork, drawn here so it is ours and scales crisply: a studio microphone
 * whose voice turns into a waveform and a script card, with two anchor avatars around it.
 */
export function LoginIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 280 190" width="280" height="190" aria-hidden focusable="false">
      <defs>
        <linearGradient id="pyLoginCard" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.98" />
          <stop offset="1" stopColor="#f1eeff" stopOpacity="0.92" />
        </linearGradient>
        <linearGradient id="pyLoginMic" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd98a" />
          <stop offset="1" stopColor="#f3a93b" />
        </linearGradient>
        <linearGradient id="pyLoginWave" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7c6cff" />
          <stop offset="1" stopColor="#c07cf5" />
        </linearGradient>
        <filter id="pyLoginShadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="8" stdDeviation="8" floodColor="#2a1c7a" floodOpacity="0.25" />
        </filter>
      </defs>

      {/* soft halos */}
      <circle cx="70" cy="96" r="64" fill="#ffffff" opacity="0.10" />
      <circle cx="214" cy="52" r="38" fill="#ffffff" opacity="0.08" />

      {/* script card */}
      <g filter="url(#pyLoginShadow)">
        <rect x="96" y="34" width="164" height="118" rx="14" fill="url(#pyLoginCard)" />
      </g>
      <rect x="112" y="50" width="58" height="8" rx="4" fill="#5b4cf0" opacity="0.85" />
      <rect x="176" y="50" width="26" height="8" rx="4" fill="#f3a93b" opacity="0.9" />
      <rect x="112" y="66" width="132" height="6" rx="3" fill="#d9d4ff" />
      <rect x="112" y="78" width="104" height="6" rx="3" fill="#d9d4ff" />
      <rect x="220" y="76" width="24" height="10" rx="5" fill="#e5f7ef" />
      <rect x="112" y="90" width="120" height="6" rx="3" fill="#d9d4ff" />

      {/* waveform strip */}
      <rect x="112" y="108" width="132" height="30" rx="8" fill="#f4f2ff" />
      {[6, 12, 18, 10, 22, 14, 8, 16, 24, 12, 6, 14, 20, 10, 16, 8, 12, 6].map((h, i) => (
        <rect key={i} x={119 + i * 7} y={123 - h / 2} width="3.4" height={h} rx="1.7" fill="url(#pyLoginWave)" />
      ))}

      {/* microphone */}
      <g filter="url(#pyLoginShadow)">
        <circle cx="66" cy="100" r="40" fill="#ffffff" opacity="0.95" />
      </g>
      <rect x="55" y="72" width="22" height="36" rx="11" fill="url(#pyLoginMic)" />
      <path d="M48 98c0 10 8 18 18 18s18-8 18-18" fill="none" stroke="#5b4cf0" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M66 116v9M58 126h16" stroke="#5b4cf0" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M60 82h12M60 89h12M60 96h12" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" opacity="0.8" />

      {/* sound arcs from the mic to the card */}
      <path d="M96 86c5 4 5 12 0 16" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" opacity="0.9" />
      <path d="M103 80c9 7 9 21 0 28" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" opacity="0.55" />

      {/* anchor avatars */}
      <g>
        <circle cx="232" cy="30" r="17" fill="#ffe8d6" stroke="#ffffff" strokeWidth="3" />
        <path d="M220 38c2-6 7-9 12-9s10 3 12 9" fill="#5b4cf0" />
        <circle cx="232" cy="25" r="6.5" fill="#f5b98f" />
        <path d="M225 24c1-6 13-7 14 0-3-2-10-2-14 0z" fill="#3b2f6b" />
      </g>
      <g>
        <circle cx="36" cy="158" r="15" fill="#e0f4ff" stroke="#ffffff" strokeWidth="3" />
        <path d="M25 165c2-5 6-8 11-8s9 3 11 8" fill="#16a06a" />
        <circle cx="36" cy="153" r="5.6" fill="#f2c29b" />
        <path d="M30 151c0-5 12-6 12 0-3-1.5-9-1.5-12 0z" fill="#2c2340" />
      </g>

      {/* sparkles */}
      <path d="M262 118l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#ffd98a" />
      <path d="M24 58l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" fill="#ffffff" opacity="0.85" />
      <circle cx="142" cy="170" r="3" fill="#ffffff" opacity="0.6" />
      <circle cx="252" cy="168" r="2" fill="#ffffff" opacity="0.5" />
    </svg>
  );
}
