// The QR the membership dialog shows (spec 01 §7: newPresetOrder answers `qrcode`, a picture of the
// provider's pay URL, at the client's qrWidth; §9: 300).
import QRCode from 'qrcode';

export const DEFAULT_QR_WIDTH = 300;
export const MIN_QR_WIDTH = 64;
export const MAX_QR_WIDTH = 1024;

/// A PNG data URL (`data:image/png;base64,…`) of `payUrl`, `width` pixels square. Error correction M
/// and a two-module quiet zone: what phone cameras read reliably from a screen. Throws RangeError for a
/// width outside 64-1024 or an empty or over-long URL (the route validates qrWidth before).
export async function qrDataUrl(payUrl: string, width: number = DEFAULT_QR_WIDTH): Promise<string> {
  if (!Number.isInteger(width) || width < MIN_QR_WIDTH || width > MAX_QR_WIDTH) throw new RangeError(`QR width must be an integer between ${MIN_QR_WIDTH} and ${MAX_QR_WIDTH}: ${width}`);
  if (!payUrl || payUrl.length > 2048) throw new RangeError('pay URL must be 1-2048 characters');
  return QRCode.toDataURL(payUrl, { type: 'image/png', width, margin: 2, errorCorrectionLevel: 'M' });
}
