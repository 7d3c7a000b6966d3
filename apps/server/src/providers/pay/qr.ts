// The QR the membership dialog shows (spec 01 §7: newPresetOrder answers `qrcode`, a picture of the
// provider's pay URL, at the client's qrWidth; §9: 300).
//
// `qrcode` computes the module matrix (≈1-5 ms); the PNG is written here as 1-bit greyscale and
// compressed by zlib on libuv's thread pool. qrcode's own PNG renderer draws 32-bit RGBA and deflates
// it synchronously: ≈40 ms of event loop per 300 px code, on every order and every tab switch.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import QRCode from 'qrcode';

export const DEFAULT_QR_WIDTH = 300;
export const MIN_QR_WIDTH = 64;
export const MAX_QR_WIDTH = 1024;
/// Quiet zone in modules around the code.
const MARGIN = 2;

const deflateAsync = promisify(deflate);

/// A PNG data URL (`data:image/png;base64,…`) of `payUrl`, `width` pixels square, black on white.
/// Error correction M and a two-module quiet zone: what phone cameras read reliably from a screen.
/// Throws RangeError for a width outside 64-1024 or an empty or over-long URL.
export async function qrDataUrl(payUrl: string, width: number = DEFAULT_QR_WIDTH): Promise<string> {
  if (!Number.isInteger(width) || width < MIN_QR_WIDTH || width > MAX_QR_WIDTH) throw new RangeError(`QR width must be an integer between ${MIN_QR_WIDTH} and ${MAX_QR_WIDTH}: ${width}`);
  if (!payUrl || payUrl.length > 2048) throw new RangeError('pay URL must be 1-2048 characters');
  const { modules } = QRCode.create(payUrl, { errorCorrectionLevel: 'M' });
  const png = await encodePng(modules.size, (x, y) => modules.get(y, x) === 1, width);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/// A `width`² 1-bit greyscale PNG of a `size`² module matrix plus the quiet zone, each pixel taking
/// the module under its centre (so any width works, as qrcode's own `width` option does).
async function encodePng(size: number, dark: (x: number, y: number) => boolean, width: number): Promise<Buffer> {
  const total = size + 2 * MARGIN;
  const moduleAt = (pixel: number) => Math.floor(((pixel + 0.5) * total) / width) - MARGIN;
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * width);
  const columns = Array.from({ length: width }, (_, x) => moduleAt(x));
  let previous: Buffer | null = null;
  let previousModule = Number.NaN;
  for (let y = 0; y < width; y++) {
    const offset = y * (rowBytes + 1);
    // raw[offset] = 0: filter "None".
    const my = moduleAt(y);
    if (my === previousModule && previous) {
      previous.copy(raw, offset + 1, 0, rowBytes);
      continue;
    }
    for (let x = 0; x < width; x++) {
      const mx = columns[x]!;
      const isDark = mx >= 0 && mx < size && my >= 0 && my < size && dark(mx, my);
      // Greyscale bit depth 1: 1 is white.
      if (!isDark) raw[offset + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
    previous = raw.subarray(offset + 1, offset + 1 + rowBytes);
    previousModule = my;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // colour type: greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', await deflateAsync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
