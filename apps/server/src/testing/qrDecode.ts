// Reads the QR a PNG data URL shows, as a phone camera would (jsQR), so tests follow the pay URL the user
// would scan rather than one handed to them. Decodes the greyscale PNGs providers/pay/qr.ts writes (and any
// 8-bit greyscale or RGB(A) PNG without interlacing).
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

export function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let colour = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      depth = data[8]!;
      colour = data[9]!;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const channels = colour === 0 ? 1 : colour === 2 ? 3 : colour === 6 ? 4 : 0;
  if (!channels) throw new Error(`unsupported PNG colour type ${colour}`);
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const bpp = Math.max(1, Math.ceil((channels * depth) / 8));
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(rowBytes);
  for (let y = 0; y < height; y++) {
    const start = y * (rowBytes + 1);
    const filter = raw[start]!;
    const row = Buffer.from(raw.subarray(start + 1, start + 1 + rowBytes));
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? row[i - bpp]! : 0;
      const up = previous[i]!;
      const upLeft = i >= bpp ? previous[i - bpp]! : 0;
      if (filter === 1) row[i] = (row[i]! + left) & 0xff;
      else if (filter === 2) row[i] = (row[i]! + up) & 0xff;
      else if (filter === 3) row[i] = (row[i]! + ((left + up) >> 1)) & 0xff;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        row[i] = (row[i]! + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)) & 0xff;
      }
    }
    rows.push(row);
    previous = row;
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v: number[];
      if (colour === 0) {
        const bit = depth === 1 ? (rows[y]![x >> 3]! >> (7 - (x & 7))) & 1 : rows[y]![x]!;
        const grey = depth === 1 ? bit * 255 : bit;
        v = [grey, grey, grey, 255];
      } else {
        const at = x * channels;
        const r = rows[y]!;
        v = [r[at]!, r[at + 1]!, r[at + 2]!, channels === 4 ? r[at + 3]! : 255];
      }
      rgba.set(v, (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}

/// The text the QR of a `data:image/png;base64,…` URL encodes.
export function readQr(dataUrl: string): string {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error('not a PNG data URL');
  const { width, height, rgba } = decodePng(Buffer.from(match[1]!, 'base64'));
  const code = jsQR(rgba, width, height);
  if (!code) throw new Error('no QR code found in the picture');
  return code.data;
}
