/** Illustration for empty lists: an open box with a sound wave floating out of it. */
export function EmptyArt({ width = 120 }: { width?: number }) {
  return (
    <svg width={width} height={(width * 84) / 120} viewBox="0 0 120 84" aria-hidden focusable="false">
      <ellipse cx="60" cy="76" rx="44" ry="6" fill="#eef0f6" />
      <path d="M26 40l34-12 34 12-34 12z" fill="#e4e1ff" />
      <path d="M26 40v24l34 12V52z" fill="#d6d1ff" />
      <path d="M94 40v24L60 76V52z" fill="#c5bdfd" />
      <path d="M26 40l-8 10 34 12 8-10zM94 40l8 10-34 12-8-10z" fill="#ece9ff" />
      <g stroke="#8f80fb" strokeWidth="3" strokeLinecap="round">
        <path d="M48 22v8M54 14v24M60 8v30M66 14v24M72 22v8" />
      </g>
    </svg>
  );
}
