// Pictures that cost a decoder far more than their size (issue 26 §3), made at test time.
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/// A real 16-bit RGB PNG of width × height white pixels (the probe's was 7071 × 7071 in 402 KB: 300 MB once
/// decoded). The rows are deflated as they are made, so making it holds one row, not the picture.
export async function deepPng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 16; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 6, 0xff);
  row[0] = 0; // filter: none
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const finished = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(out)), chunk('IEND', new Uint8Array())]);
}

/// A progressive JPEG whose last scan is repeated `extra` times (the probe's had 183 719 scans in 9.8 MB):
/// a decoder goes over the whole picture once per scan.
export async function manyScanJpeg(extra: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).jpeg({ progressive: true }).toBuffer();
  const lastScan = jpeg.lastIndexOf(Buffer.from([0xff, 0xda]));
  const end = jpeg.length - 2; // FF D9
  const scan = jpeg.subarray(lastScan, end);
  return Buffer.concat([jpeg.subarray(0, end), ...Array.from({ length: extra }, () => scan), jpeg.subarray(end)]);
}
