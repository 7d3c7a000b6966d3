// Pictures in and out of the adapters, through sharp (libvips, on libuv's thread pool: off the event loop).
import sharp from 'sharp';
import { DrawError, drawMessages } from './types.ts';

/// A provider's picture is decoded only up to this many pixels (a 2048 × 2048 answer is 4.2 MP), so a
/// hostile or broken answer cannot make libvips allocate gigabytes.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
  format: string;
}

export async function imageSize(bytes: Buffer): Promise<ImageSize> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height || !meta.format) throw new Error('no dimensions');
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch (error) {
    throw new DrawError('bad_response', drawMessages.badResponse, `not a picture: ${(error as Error).message}`, { cause: error });
  }
}

/// Exactly `width` × `height`, PNG: a picture of another size is scaled to cover the frame and
/// centre-cropped (never stretched, never letterboxed), which is what a cover or an illustration wants.
/// A PNG already of the right size passes unchanged.
export async function toExactPng(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  const size = await imageSize(bytes);
  if (size.format === 'png' && size.width === width && size.height === height) return bytes;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch (error) {
    throw new DrawError('bad_response', drawMessages.badResponse, `picture not convertible: ${(error as Error).message}`, { cause: error });
  }
}

/// A reference picture framed like the output (cover + centre crop), as PNG: edits APIs want the
/// reference in the size they draw.
export async function frameReference(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(width, height, { fit: 'cover', position: 'centre' }).png().toBuffer();
  } catch (error) {
    throw new DrawError('invalid_request', drawMessages.badReference, `reference not decodable: ${(error as Error).message}`, { cause: error });
  }
}
