/**
 * The Peiyin mark: a rounded square in the brand gradient holding a microphone whose sound waves
 * form the "声" rhythm of three bars. Used by the `wechat` flavour header and the about block.
 */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} focusable="false">
      {title ? <title>{title}</title> : null}
      <defs>
        <linearGradient id="pyLogoBg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6c5cff" />
          <stop offset="1" stopColor="#a35cf0" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#pyLogoBg)" />
      <rect x="14.5" y="8" width="11" height="17" rx="5.5" fill="#fff" />
      <path d="M10.5 19.5a9.5 9.5 0 0 0 19 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M20 29v4" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M17.8 13.5v6M20 11.8v9.4M22.2 13.5v6" stroke="#8b6cff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
