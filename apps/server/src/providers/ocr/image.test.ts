import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { manyScanJpeg } from '../../testing/pictures.ts';
import { loadOcrConfig } from './config.ts';
import { inspectImage } from './image.ts';
import { OCR_MESSAGES, OcrError } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const { limits } = loadOcrConfig({});

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

/// A valid 1-bit greyscale PNG of width × height white pixels: rows of zero bytes compress ~1000:1,
/// so 20000 × 20000 pixels (400 megapixels) fit in a file of a few dozen kilobytes. With other depths and
/// colour types only the header is right (enough for a check that reads headers).
function bombPng(width: number, height: number, bitDepth = 1, colourType = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  const row = Math.ceil(width / 8) + 1; // filter byte + packed pixels
  const raw = Buffer.alloc(bitDepth === 1 && colourType === 0 ? row * height : row);
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array())]);
}

function refusal(bytes: Uint8Array): OcrError {
  try {
    inspectImage(bytes, limits);
  } catch (error) {
    if (error instanceof OcrError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('inspectImage', () => {
  it('reads the format and pixel size of PNG and JPEG from their headers', () => {
    expect(inspectImage(fixture('sans-20.png'), limits)).toMatchObject({ format: 'png', width: 616, height: 144, bitDepth: 8, scans: 1 });
    expect(inspectImage(fixture('photo-skew-3.jpg'), limits)).toMatchObject({ format: 'jpeg', width: 728, height: 301, bitDepth: 8, scans: 1 });
  });

  it('goes by content, not by name: other formats and text are refused with the spec message', () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const webp = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'binary'), Buffer.alloc(32)]);
    const bmp = Buffer.concat([Buffer.from('BM', 'ascii'), Buffer.alloc(60)]);
    const text = Buffer.from('this is a file called picture.png');
    for (const bytes of [gif, webp, bmp, text, Buffer.alloc(0)]) {
      const error = refusal(bytes);
      expect(error.kind).toBe('format');
      expect(error.message).toBe('图片格式仅支持 jpg/png');
    }
  });

  it('refuses a PNG signature without its header chunk, and a JPEG without a frame header', () => {
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(30).fill(0)])).kind).toBe('format');
    const jpegNoFrame = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]);
    expect(refusal(jpegNoFrame).kind).toBe('format');
    // a frame header whose height is 0 (deferred to a DNL marker)
    const jpegZero = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x00, 0x01, 0x00, 0x01, 0x01, 0x11, 0x00]);
    expect(refusal(jpegZero).kind).toBe('format');
  });

  it('refuses more than 10 MB with the spec message', () => {
    const big = Buffer.concat([fixture('sans-20.png'), Buffer.alloc(limits.maxBytes)]);
    const error = refusal(big);
    expect(error.kind).toBe('size');
    expect(error.message).toBe('图片文件大小不超过10M');
  });

  it('refuses a decompression bomb from its header, before any pixel is decoded', () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const error = refusal(bomb);
    expect(error.kind).toBe('dimensions');
    expect(error.message).toBe(OCR_MESSAGES.dimensions(limits));
    expect(error.message).toContain('图片尺寸过大');
    // one very long side is refused too
    expect(refusal(bombPng(20_000, 8)).kind).toBe('dimensions');
    // and a 48-megapixel phone photo is not
    expect(inspectImage(bombPng(8000, 6000), limits)).toMatchObject({ format: 'png', width: 8000, height: 6000 });
    expect(inspectImage(bombPng(8000, 6000, 8, 2), limits)).toMatchObject({ channels: 3, bitDepth: 8 });
  });

  it('counts the bytes a picture decodes to, channels and depth included: a 16-bit 7071×7071 PNG is refused (issue 26 §3)', () => {
    // just under the pixel cap, as the probe's 402 KB picture was: 7071² × 3 channels × 2 bytes = 300 MB decoded
    const deep = refusal(bombPng(7071, 7071, 16, 2));
    expect(deep.kind).toBe('dimensions');
    expect(deep.message).toBe(OCR_MESSAGES.decoded(limits));
    expect(deep.message).toContain('150MB');
    expect(refusal(bombPng(7071, 7071, 16, 6)).kind).toBe('dimensions');
    // the same size in 16-bit grey (100 MB) or 8-bit RGB (150 MB) is within the bound
    expect(inspectImage(bombPng(7071, 7071, 16, 0), limits)).toMatchObject({ channels: 1, bitDepth: 16 });
    expect(inspectImage(bombPng(7071, 7071, 8, 2), limits)).toMatchObject({ channels: 3 });
  });

  it('counts a JPEG’s scans: a progressive picture passes, one of thousands of scans is refused before decoding', async () => {
    const progressive = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).jpeg({ progressive: true }).toBuffer();
    const info = inspectImage(progressive, limits);
    expect(info.scans).toBeGreaterThan(1);
    expect(info.scans).toBeLessThan(20);
    const many = await manyScanJpeg(5000);
    const error = refusal(many);
    expect(error.kind).toBe('dimensions');
    expect(error.message).toBe(OCR_MESSAGES.scans);
    // a stuffed FF 00 and restart markers inside scan data are not markers
    expect(inspectImage(await sharp(progressive).jpeg({ progressive: false }).toBuffer(), limits).scans).toBe(1);
  });
});
