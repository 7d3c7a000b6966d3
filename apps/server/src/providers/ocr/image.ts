// What an uploaded picture is, read from its bytes (spec 02 §5: jpg or png only, under 10 MB): the
// format by its signature, never by the file name, and the pixel size from its header, so that a
// small file that would decode to a huge bitmap (a "decompression bomb") is refused before any decoder
// allocates it. Only headers and markers are read: no pixel is decoded here.
//
// Issue 26 §3: the pixel count alone does not bound the work. A 402 KB 16-bit 7071×7071 PNG (just under
// the pixel cap) took 57 s and 1 GB, and a 9.8 MB progressive JPEG of 183 719 scans held a worker for the
// whole deadline (a decoder goes over the picture once per scan). So the decoded size counts the channels
// and the bytes per sample, and a JPEG's scans are counted (walking its markers, linear in the file).
import { OCR_MESSAGES, OcrError, type OcrLimits } from './types.ts';

export interface ImageInfo {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  /// Samples per pixel once decoded (a palette decodes to RGB or RGBA: counted as 4).
  channels: number;
  /// Bits per sample: 1-16 (PNG), 8 or 12 (JPEG).
  bitDepth: number;
  /// JPEG scans (a baseline picture has one, a progressive one about ten); 1 for PNG.
  scans: number;
}

/// Bytes the decoded picture takes: width × height × channels × bytes per sample.
export const decodedBytes = (info: ImageInfo) => info.width * info.height * info.channels * (info.bitDepth > 8 ? 2 : 1);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngInfo(b: Uint8Array): ImageInfo | null {
  // signature, then the IHDR chunk: length 13, type "IHDR", width, height (big-endian)
  if (b.length < 33) return null;
  if (b[12] !== 0x49 || b[13] !== 0x48 || b[14] !== 0x44 || b[15] !== 0x52) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA
  const channels = ({ 0: 1, 2: 3, 3: 4, 4: 2, 6: 4 } as Record<number, number>)[b[25]!];
  if (channels === undefined) return null;
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20), channels, bitDepth: b[24]!, scans: 1 };
}

/// Start-of-frame markers carry the frame size: C0-CF except C4 (Huffman tables), C8 (reserved) and
/// CC (arithmetic coding conditioning).
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegInfo(b: Uint8Array, maxScans: number): ImageInfo | null {
  // walk the marker segments after SOI (FF D8); each segment names its length; after a start of scan
  // (FF DA) its entropy-coded data runs to the next marker that is not a stuffed FF 00 or a restart
  let frame: Omit<ImageInfo, 'scans'> | null = null;
  let scans = 0;
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9) break; // end of image
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (length < 2) return null;
    if (isSof(marker)) {
      if (frame || i + 9 >= b.length) return null; // one frame per picture
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      frame = { format: 'jpeg', width, height, channels: b[i + 9]!, bitDepth: b[i + 4]! };
    }
    i += 2 + length;
    if (marker === 0xda) {
      if (!frame) return null; // scan data before any frame header
      if (++scans > maxScans) return { ...frame, scans };
      // (indexOf runs natively: a 10 MB picture is walked in a few milliseconds)
      for (;;) {
        const at = b.indexOf(0xff, i);
        if (at < 0 || at + 1 >= b.length) return { ...frame, scans };
        const next = b[at + 1]!;
        i = at;
        if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        i = at + 1;
      }
    }
  }
  return frame && scans > 0 ? { ...frame, scans } : frame ? { ...frame, scans: 1 } : null;
}

/// Reads the format, pixel size and decoding work, or throws the OcrError a user should see.
export function inspectImage(bytes: Uint8Array, limits: OcrLimits): ImageInfo {
  if (bytes.length > limits.maxBytes) throw new OcrError('size', OCR_MESSAGES.size);
  let info: ImageInfo | null = null;
  if (bytes.length >= 8 && PNG_SIGNATURE.every((v, k) => bytes[k] === v)) info = pngInfo(bytes);
  else if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) info = jpegInfo(bytes, limits.maxScans);
  if (!info) throw new OcrError('format', OCR_MESSAGES.format);
  // a JPEG may defer its height to a DNL marker (height 0); we refuse rather than guess
  if (info.width === 0 || info.height === 0 || info.channels === 0) throw new OcrError('format', OCR_MESSAGES.format);
  if (info.width > limits.maxSide || info.height > limits.maxSide || info.width * info.height > limits.maxPixels) {
    throw new OcrError('dimensions', OCR_MESSAGES.dimensions(limits));
  }
  if (decodedBytes(info) > limits.maxDecodedBytes) throw new OcrError('dimensions', OCR_MESSAGES.decoded(limits));
  if (info.scans > limits.maxScans) throw new OcrError('dimensions', OCR_MESSAGES.scans);
  return info;
}
