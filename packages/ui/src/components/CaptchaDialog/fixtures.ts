// Story fixtures: a captcha picture in the style svg-captcha produces (coloured glyphs over noise
// lines), drawn here so stories need no server.
export function captchaSvg(text: string, hue = 250): string {
  const glyphs = [...text]
    .map((ch, i) => {
      const x = 14 + i * 24;
      const rotate = (i % 2 === 0 ? -1 : 1) * (8 + i * 3);
      return `<text x="${x}" y="29" font-family="Georgia, serif" font-size="26" font-weight="700" fill="hsl(${hue + i * 35},55%,45%)" transform="rotate(${rotate} ${x + 8} 20)">${ch}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f4f2ff"/><path d="M4 30 C 30 6, 60 38, 116 12" stroke="hsl(${hue},40%,70%)" stroke-width="1.6" fill="none"/><path d="M2 14 C 40 30, 80 4, 118 28" stroke="hsl(${hue + 60},40%,72%)" stroke-width="1.2" fill="none"/>${glyphs}</svg>`;
}
