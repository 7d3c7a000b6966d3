/** The two step illustrations of the home 3-step bar (spec 01 §2), 480 × 220 each. */
const font = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

/** Steps 1-2: an editor with the chosen anchor and script lines, some marked. */
export function StepArtEditor() {
  const anchors = ['#ffb86b', '#7fd8cc', '#a79bff', '#ff9cbc'];
  return (
    <svg viewBox="0 0 480 220" width="100%" height="100%" aria-hidden focusable="false">
      <rect x="0" y="0" width="480" height="220" rx="16" fill="#f7f6ff" />
      <rect x="20" y="20" width="120" height="180" rx="12" fill="#ffffff" />
      {anchors.map((colour, index) => (
        <g key={colour} transform={`translate(32 ${34 + index * 40})`}>
          <rect x="-4" y="-4" width="104" height="36" rx="8" fill={index === 2 ? '#efedff' : 'transparent'} />
          <circle cx="14" cy="14" r="12" fill={colour} />
          <rect x="34" y="8" width={index === 2 ? 50 : 42} height="6" rx="3" fill={index === 2 ? '#5b4cf0' : '#d3d6e2'} />
          <rect x="34" y="18" width="30" height="5" rx="2.5" fill="#e6e8f0" />
        </g>
      ))}
      <rect x="156" y="20" width="304" height="180" rx="12" fill="#ffffff" />
      <g transform="translate(174 38)">
        <rect width="26" height="16" rx="4" fill="#e2ddff" />
        <rect x="32" width="26" height="16" rx="4" fill="#ffe6cc" />
        <rect x="64" width="26" height="16" rx="4" fill="#d9f3ee" />
        <rect x="96" width="26" height="16" rx="4" fill="#ffdbe7" />
      </g>
      <g fill="#d3d6e2">
        <rect x="174" y="72" width="250" height="7" rx="3.5" />
        <rect x="174" y="92" width="180" height="7" rx="3.5" />
        <rect x="360" y="88" width="58" height="15" rx="7.5" fill="#ffe6cc" />
        <rect x="174" y="116" width="266" height="7" rx="3.5" />
        <rect x="174" y="136" width="120" height="7" rx="3.5" />
        <rect x="300" y="132" width="50" height="15" rx="7.5" fill="#e2ddff" />
        <rect x="174" y="160" width="210" height="7" rx="3.5" />
      </g>
      <text x="366" y="99" fontFamily={font} fontSize="10" fill="#c2700e">停顿 0.5s</text>
      <text x="307" y="143" fontFamily={font} fontSize="10" fill="#5b4cf0">多音字</text>
    </svg>
  );
}

/** Step 3: the synthesised audio with a play button, waveform and download. */
export function StepArtAudio() {
  const bars = [18, 30, 46, 36, 58, 42, 70, 52, 34, 62, 48, 28, 54, 40, 66, 44, 30, 50, 38, 24, 42, 56, 32, 20];
  return (
    <svg viewBox="0 0 480 220" width="100%" height="100%" aria-hidden focusable="false">
      <rect x="0" y="0" width="480" height="220" rx="16" fill="#f7f6ff" />
      <rect x="20" y="36" width="440" height="148" rx="14" fill="#ffffff" />
      <circle cx="66" cy="110" r="26" fill="#5b4cf0" />
      <path d="M60 97v26l20-13z" fill="#ffffff" />
      {bars.map((height, index) => (
        <rect key={index} x={110 + index * 12} y={110 - height / 2} width="6" height={height} rx="3" fill={index < 11 ? '#5b4cf0' : '#d6d1ff'} />
      ))}
      <g transform="translate(410 96)">
        <circle cx="14" cy="14" r="18" fill="#efedff" />
        <path d="M14 6v14M8 15l6 6 6-6" fill="none" stroke="#5b4cf0" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <text x="110" y="162" fontFamily={font} fontSize="12" fill="#8b90a3">00:12 / 00:28</text>
      <rect x="330" y="150" width="60" height="18" rx="9" fill="#fff6e2" />
      <text x="360" y="163" fontFamily={font} fontSize="11" fill="#8a5a0b" textAnchor="middle">48k</text>
    </svg>
  );
}
