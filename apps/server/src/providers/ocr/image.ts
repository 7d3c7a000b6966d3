// What an uploaded picture is, read from its bytes (spec 02 §5: jpg or png only, under 10 MB): the
// format by its signature, never by the file name, and the pixel size from its header, so that a
// small file that would decode to a huge bitmap (a "decompression bomb") is refused before any decoder
// allocates it. Only headers are read: no pixel is decoded here.
import { OCR_MESSAGES, OcrError, type OcrLimits } from './types.ts';

export interface ImageInfo {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngInfo(b: Uint8Array): ImageInfo | null {
  // signature, then the IHDR chunk: length 13, type "IHDR", width, height (big-endian)
  if (b.length < 33) return null;
  if (b[12] !== 0x49 || b[13] !== 0x48 || b[14] !== 0x44 || b[15] !== 0x52) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

/// Start-of-frame markers carry the frame size: C0-CF except C4 (Huffman tables), C8 (reserved) and
/// CC (arithmetic coding conditioning).
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegInfo(b: Uint8Array): ImageInfo | null {
  // walk the marker segments after SOI (FF D8) until a start-of-frame; each segment names its length
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
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (length < 2) return null;
    if (isSof(marker)) {
      if (i + 8 >= b.length) return null;
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      return { format: 'jpeg', width, height };
    }
    i += 2 + length;
  }
  return null;
}

/// Reads the format and pixel size, or throws the OcrError a user should see.
export function inspectImage(bytes: Uint8Array, limits: OcrLimits): ImageInfo {
  if (bytes.length > limits.maxBytes) throw new OcrError('size', OCR_MESSAGES.size);
  let info: ImageInfo | null = null;
  if (bytes.length >= 8 && PNG_SIGNATURE.every((v, k) => bytes[k] === v)) info = pngInfo(bytes);
  else if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) info = jpegInfo(bytes);
  if (!info) throw new OcrError('format', OCR_MESSAGES.format);
  // a JPEG may defer its height to a DNL marker (height 0); we refuse rather than guess
  if (info.width === 0 || info.height === 0) throw new OcrError('format', OCR_MESSAGES.format);
  if (info.width > limits.maxSide || info.height > limits.maxSide || info.width * info.height > limits.maxPixels) {
    throw new OcrError('dimensions', OCR_MESSAGES.dimensions(limits));
  }
  return info;
}
