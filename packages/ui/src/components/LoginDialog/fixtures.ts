// Story fixtures for the WeChat tab: a stand-in QR page (like the server's sandbox page) as a
// data: URL, with a QR-looking picture drawn from a fixed seed so screenshots are stable.

function qrSvg(seed = 7, cells = 25, size = 200): string {
  const unit = size / cells;
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const finder = (x: number, y: number) => x < 8 && y < 8;
  const inFinder = (x: number, y: number) => finder(x, y) || finder(cells - 1 - x, y) || finder(x, cells - 1 - y);
  let rects = '';
  for (let y = 0; y < cells; y += 1) {
    for (let x = 0; x < cells; x += 1) {
      if (!inFinder(x, y) && random() > 0.52) rects += `<rect x="${x * unit}" y="${y * unit}" width="${unit}" height="${unit}"/>`;
    }
  }
  // finder patterns: dark 7×7, light 5×5, dark 3×3
  const eye = (x: number, y: number) =>
    `<rect x="${x * unit}" y="${y * unit}" width="${7 * unit}" height="${7 * unit}" rx="${unit * 1.2}"/>` +
    `<rect x="${(x + 1) * unit}" y="${(y + 1) * unit}" width="${5 * unit}" height="${5 * unit}" rx="${unit * 0.6}" fill="#fff"/>` +
    `<rect x="${(x + 2) * unit}" y="${(y + 2) * unit}" width="${3 * unit}" height="${3 * unit}" rx="${unit * 0.5}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><g fill="#1d2130">${rects}${eye(0, 0)}${eye(cells - 7, 0)}${eye(0, cells - 7)}</g></svg>`;
}

/** A QR page for the frame: centred code, nothing else (the dialog prints the hint). */
export function wxSandboxUrl(): string {
  const html = `<!doctype html><html><body style="margin:0;display:flex;align-items:center;justify-content:center;height:100vh;background:#fff">${qrSvg()}</body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
