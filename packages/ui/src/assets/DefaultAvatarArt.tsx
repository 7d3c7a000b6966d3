/** Default avatar for visitors and people without a picture: a soft figure on brand tints. */
export function DefaultAvatarArt({ size = '100%' }: { size?: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <defs>
        <linearGradient id="pyDefaultAvatarBg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ece9ff" />
          <stop offset="1" stopColor="#d9d3ff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" fill="url(#pyDefaultAvatarBg)" />
      <circle cx="32" cy="25" r="11" fill="#a79bff" />
      <path d="M12 60c2-11 10-18 20-18s18 7 20 18z" fill="#8f80fb" />
    </svg>
  );
}
