// Real OCR: tesseract.js with the chi_sim model from npm, on pictures rendered by the bench's renderer
// (bench/ocr/render.ts; refresh with `node --import tsx bench/ocr/render.ts
// apps/server/src/providers/ocr/fixtures sans-20 mixed-20 photo-skew-3 hand-loose`). The accuracy
// floors are below what was measured (bench: 100 %, 100 %, 95 %, 100 %) so that a different CPU's
// WebAssembly SIMD path cannot flip them, and far above what a broken pipeline gives.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { characterAccuracy } from './accuracy.ts';
import { createOcr, loadOcrConfig, OcrError, type OcrProvider } from './index.ts';
import { OCR_MESSAGES } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const truth: Record<string, { text: string }> = JSON.parse(readFileSync(new URL('./fixtures/truth.json', import.meta.url), 'utf8'));

const providers: OcrProvider[] = [];
function provider(env: Record<string, string> = {}): OcrProvider {
  const p = createOcr(loadOcrConfig({ OCR_WORKERS: '1', ...env }));
  providers.push(p);
  return p;
}
afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
});

const kindOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof OcrError ? e.kind : String(e)));

describe('tesseract OCR', () => {
  const ocr = provider();

  it('reads a Chinese screenshot as its paragraph, without spaces between characters', { timeout: 120_000 }, async () => {
    const result = await ocr.recognize({ image: fixture('sans-20.png'), type: 0 });
    expect(characterAccuracy(result.text, truth['sans-20.png']!.text).accuracy).toBeGreaterThanOrEqual(0.97);
    // the picture wraps its one paragraph in 4 lines: they come back joined (issue 28)
    expect(result.text.split('\n')).toHaveLength(1);
    expect(result.text).not.toMatch(/[\u4e00-\u9fff] [\u4e00-\u9fff]/);
    expect(result.text).toContain('，');
    expect(result.confidence).toBeGreaterThan(80);
    expect([result.width, result.height]).toEqual([616, 144]);
  });

  it('keeps the English words of mixed text', { timeout: 60_000 }, async () => {
    const result = await ocr.recognize({ image: fixture('mixed-20.png'), type: 0 });
    expect(characterAccuracy(result.text, truth['mixed-20.png']!.text).accuracy).toBeGreaterThanOrEqual(0.95);
    expect(result.text).toContain('Python');
    expect(result.text).toContain('JPEG');
  });

  it('reads a photographed, skewed, noisy page (JPEG) with the second pass', { timeout: 60_000 }, async () => {
    const result = await ocr.recognize({ image: fixture('photo-skew-3.jpg'), type: 0 });
    // one global-threshold pass reads ≈67 % of it; the local-threshold pass ≈95 %
    expect(characterAccuracy(result.text, truth['photo-skew-3.jpg']!.text).accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('scales a high-density screenshot (characters ≈80 px) down to the size Tesseract reads best', { timeout: 60_000 }, async () => {
    const result = await ocr.recognize({ image: fixture('sans-20@4.png'), type: 0 });
    // read as it is: ≈95 %; scaled: 100 %
    expect(characterAccuracy(result.text, truth['sans-20@4.png']!.text).accuracy).toBeGreaterThanOrEqual(0.98);
    expect([result.width, result.height]).toEqual([2464, 576]);
  });

  it('says a picture that does not decode is damaged, and keeps its worker', { timeout: 60_000 }, async () => {
    const whole = fixture('sans-20.png');
    const truncated = whole.subarray(0, 200);
    const error = await ocr.recognize({ image: truncated, type: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrError);
    expect((error as OcrError).kind).toBe('corrupt');
    expect((error as OcrError).message).toBe('图片无法读取，文件可能已损坏');
    expect(ocr.stats().workers).toBe(1);
  });

  it('reads handwriting-like text on ruled paper as type 1 手写', { timeout: 60_000 }, async () => {
    const result = await ocr.recognize({ image: fixture('hand-loose.png'), type: 1 });
    // a global threshold alone reads nothing of this picture (ruled lines); type 1 starts locally
    expect(characterAccuracy(result.text, truth['hand-loose.png']!.text).accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('refuses a wrong file before it reaches a worker', async () => {
    const fresh = provider();
    await expect(fresh.recognize({ image: Buffer.from('GIF89a....'), type: 0 })).rejects.toThrow('图片格式仅支持 jpg/png');
    expect(fresh.stats().workers).toBe(0);
  });
});

describe('tesseract OCR of deep or large pictures (issue 26 §3)', () => {
  const ocr = provider();

  it('reads a 16-bit picture through an 8-bit grey copy', { timeout: 60_000 }, async () => {
    const deep = await sharp(fixture('sans-20.png')).toColourspace('grey16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const result = await ocr.recognize({ image: deep, type: 0 });
    expect(characterAccuracy(result.text, truth['sans-20.png']!.text).accuracy).toBeGreaterThanOrEqual(0.97);
    expect([result.width, result.height]).toEqual([616, 144]);
  });

  it('scales a picture over 16 megapixels down before recognition, and still reads it', { timeout: 120_000 }, async () => {
    // the screenshot on a white 4400×4000 page (17.6 megapixels)
    const page = await sharp({ create: { width: 4400, height: 4000, channels: 3, background: '#ffffff' } })
      .composite([{ input: fixture('sans-20@4.png'), top: 200, left: 200 }])
      .png()
      .toBuffer();
    const result = await ocr.recognize({ image: page, type: 0 });
    expect(characterAccuracy(result.text, truth['sans-20@4.png']!.text).accuracy).toBeGreaterThanOrEqual(0.95);
    expect([result.width, result.height]).toEqual([4400, 4000]);
  });
});

describe('tesseract OCR under load', () => {
  it('answers busy when the one worker is taken and the queue is full', { timeout: 60_000 }, async () => {
    const ocr = provider({ OCR_QUEUE: '0' });
    const first = ocr.recognize({ image: fixture('sans-20.png'), type: 0 });
    const second = ocr.recognize({ image: fixture('sans-20.png'), type: 0 });
    expect(await kindOf(second)).toBe('busy');
    await expect(second).rejects.toThrow('图片文字识别繁忙，请稍后再试');
    expect((await first).text).toContain('交通安全');
  });

  it('terminates a recognition that runs past its deadline', { timeout: 120_000 }, async () => {
    const hurried = provider({ OCR_TIMEOUT_MS: '50' });
    await hurried.warmUp(); // the worker is ready: the 50 ms are recognition time alone
    expect(hurried.stats().workers).toBe(1);
    const late = hurried.recognize({ image: fixture('photo-skew-3.jpg'), type: 0 });
    expect(await kindOf(late)).toBe('timeout');
    await expect(late).rejects.toThrow('图片文字识别超时');
    // Tesseract cannot be interrupted: its worker thread was terminated (pool.test.ts: the next job
    // gets a fresh one)
    expect(hurried.stats()).toEqual({ workers: 0, running: 0, queued: 0 });
  });
});

describe('OCR_PROVIDER=none', () => {
  it('checks the file, then says OCR is switched off', async () => {
    const off = provider({ OCR_PROVIDER: 'none' });
    await expect(off.recognize({ image: Buffer.from('not a picture'), type: 0 })).rejects.toThrow('图片格式仅支持 jpg/png');
    const error = await off.recognize({ image: fixture('sans-20.png'), type: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrError);
    expect((error as OcrError).kind).toBe('unavailable');
    expect((error as OcrError).message).toBe(OCR_MESSAGES.unavailable);
  });
});

describe('loadOcrConfig', () => {
  it('defaults to tesseract with a small pool, and names a bad variable', () => {
    const config = loadOcrConfig({});
    expect(config.provider).toBe('tesseract');
    // two, whatever the cores: one account runs one recognition at a time, and another's gets the other worker
    expect(config.workers).toBe(2);
    expect(config.waitMs).toBe(20_000);
    expect(config.limits).toMatchObject({ maxDecodedBytes: 150 * 1024 * 1024, maxScans: 100 });
    expect(config.limits.maxBytes).toBe(10 * 1024 * 1024);
    expect(() => loadOcrConfig({ OCR_PROVIDER: 'paddle' })).toThrow('OCR_PROVIDER');
    expect(() => loadOcrConfig({ OCR_WORKERS: '0' })).toThrow('OCR_WORKERS');
    expect(() => loadOcrConfig({ OCR_TIMEOUT_MS: 'soon' })).toThrow('OCR_TIMEOUT_MS');
  });
});
