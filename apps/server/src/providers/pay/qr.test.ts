// The QR picture must scan back to the pay URL at the width the dialog asks for.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDataUrl } from './qr.ts';

function decode(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  return { width: png.width, height: png.height, text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data };
}

describe('qrDataUrl', () => {
  it('draws a PNG of the width asked that scans back to the pay URL', async () => {
    const url = 'weixin://wxpay/bizpayurl?pr=aBc1234';
    const qr = decode(await qrDataUrl(url, 300));
    expect(qr).toEqual({ width: 300, height: 300, text: url });
  });

  it('draws black modules on white with a quiet zone, in a small 1-bit PNG', async () => {
    const dataUrl = await qrDataUrl('https://qr.alipay.com/bax09876543210', 300);
    const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));
    const pixel = (x: number, y: number) => png.data.readUInt32BE((y * png.width + x) * 4);
    const colours = new Set<number>();
    for (let i = 0; i < png.width * png.height; i++) colours.add(png.data.readUInt32BE(i * 4));
    expect([...colours].sort()).toEqual([0x000000ff, 0xffffffff]);
    // Corners are the quiet zone; just inside it starts the top-left finder pattern.
    expect(pixel(0, 0)).toBe(0xffffffff);
    expect(pixel(299, 299)).toBe(0xffffffff);
    const moduleSize = 300 / (QRCode.create('https://qr.alipay.com/bax09876543210', { errorCorrectionLevel: 'M' }).modules.size + 4);
    expect(pixel(Math.ceil(2 * moduleSize + 1), Math.ceil(2 * moduleSize + 1))).toBe(0x000000ff);
    // A screenful of QR in well under a kilobyte of base64.
    expect(dataUrl.length).toBeLessThan(2000);
  });

  it('keeps a long sandbox cashier URL readable at a small width', async () => {
    const url = `http://192.168.1.20:8080/pay/sandbox?orderNo=P20240101123456789012&t=${'A'.repeat(120)}.${'b'.repeat(22)}`;
    expect(decode(await qrDataUrl(url, 200)).text).toBe(url);
  });

  it('refuses widths outside 64-1024 and empty URLs', async () => {
    await expect(qrDataUrl('https://qr.alipay.com/x', 20)).rejects.toThrow(RangeError);
    await expect(qrDataUrl('https://qr.alipay.com/x', 5000)).rejects.toThrow(RangeError);
    await expect(qrDataUrl('https://qr.alipay.com/x', 300.5)).rejects.toThrow(RangeError);
    await expect(qrDataUrl('', 300)).rejects.toThrow(RangeError);
  });
});
