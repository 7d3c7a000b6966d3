// The QR picture must scan back to the pay URL at the width the dialog asks for.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
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
