// OCR benchmark (issue 16, tool 1). Run: `pnpm bench ocr`.
// Renders Chinese paragraphs in Chromium (bench/ocr/samples.ts: Noto Sans / Serif / Mono CJK at
// 13-40 px, colours, spacing, JPEG, and photographed-looking paper with skew, noise and uneven light),
// then reads each with the server's OCR provider exactly as the tool will (one worker, type 0 通用 and
// type 1 手写), printing character accuracy (1 − edit distance ÷ length, whitespace ignored) and the
// time per image. Handwriting stand-ins (LXGW WenKai with jitter on ruled paper) are added when the
// font is installed (`apt-get install fonts-lxgw-wenkai`).
// OCR_BENCH_VARIANTS=1 also runs each threshold alone, which is how the two-pass choice was made.
// It prints numbers; it is not a timed test and never fails a build.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { characterAccuracy } from '../apps/server/src/providers/ocr/accuracy.ts';
import { loadOcrConfig } from '../apps/server/src/providers/ocr/config.ts';
import { TesseractOcr, TYPE_PASSES, type PassSettings } from '../apps/server/src/providers/ocr/tesseract.ts';
import type { OcrType } from '../apps/server/src/providers/ocr/types.ts';
import { launch, renderSamples, type RenderedSample } from './ocr/render.ts';
import { HANDWRITING_SAMPLES, SAMPLES } from './ocr/samples.ts';

function hasFont(family: string): boolean {
  try {
    return execFileSync('fc-list', [family, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

const withHandwriting = hasFont('LXGW WenKai');
let t = performance.now();
const browser = await launch();
let images: RenderedSample[];
try {
  images = await renderSamples(browser, withHandwriting ? [...SAMPLES, ...HANDWRITING_SAMPLES] : SAMPLES);
} finally {
  await browser.close();
}
console.log(`${images.length} images rendered in ${((performance.now() - t) / 1000).toFixed(1)} s${withHandwriting ? '' : ' (no handwriting stand-ins: fonts-lxgw-wenkai is not installed)'}`);

const config = loadOcrConfig({ OCR_WORKERS: '1', OCR_TIMEOUT_MS: '300000' });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

interface Row {
  image: RenderedSample;
  accuracy: Record<OcrType, number>;
  errors: Record<OcrType, number>;
  ms: Record<OcrType, number>;
}

async function measure(passes: Record<OcrType, readonly [PassSettings, PassSettings?]>, print: boolean): Promise<Row[]> {
  const ocr = new TesseractOcr({ ...config, passes });
  t = performance.now();
  await ocr.warmUp();
  if (print) console.log(`worker start ${(performance.now() - t).toFixed(0)} ms on ${os.availableParallelism()} core(s), load average ${os.loadavg()[0]!.toFixed(1)}`);
  const rows: Row[] = [];
  try {
    if (print) console.log(`\n${'image'.padEnd(16)} ${'what'.padEnd(30)} ${'size'.padStart(9)} chars │ 通用 acc    ms │ 手写 acc    ms`);
    for (const image of images) {
      const row: Row = { image, accuracy: { 0: 0, 1: 0 }, errors: { 0: 0, 1: 0 }, ms: { 0: 0, 1: 0 } };
      for (const type of [0, 1] as const) {
        const result = await ocr.recognize({ image: image.bytes, type });
        const score = characterAccuracy(result.text, image.sample.text);
        row.accuracy[type] = score.accuracy;
        row.errors[type] = score.errors;
        row.ms[type] = result.ms;
      }
      rows.push(row);
      if (print) {
        const s = image.sample;
        const size = `${image.width}×${image.height}`;
        console.log(
          `${s.id.padEnd(16)} ${s.label.padEnd(30 - [...s.label].filter((c) => c.charCodeAt(0) > 0x2e80).length)} ${size.padStart(9)} ${String([...s.text].length).padStart(5)} │ ${pct(row.accuracy[0]).padStart(6)} ${String(row.ms[0]).padStart(5)} │ ${pct(row.accuracy[1]).padStart(6)} ${String(row.ms[1]).padStart(5)}`,
        );
      }
    }
  } finally {
    await ocr.close();
  }
  return rows;
}

function summary(name: string, rows: Row[]) {
  if (!rows.length) return;
  const chars = rows.reduce((n, r) => n + [...r.image.sample.text].length, 0);
  const line = (type: OcrType) => {
    const errors = rows.reduce((n, r) => n + r.errors[type], 0);
    const worst = Math.min(...rows.map((r) => r.accuracy[type]));
    return `${pct(1 - errors / chars)} (worst ${pct(worst)}), median ${median(rows.map((r) => r.ms[type]))} ms`;
  };
  console.log(`${name.padEnd(22)} ${String(rows.length).padStart(2)} images, ${chars} chars │ 通用 ${line(0)} │ 手写 ${line(1)}`);
}

function summaries(rows: Row[]) {
  const printed = rows.filter((r) => SAMPLES.includes(r.image.sample));
  summary('all printed', printed);
  summary('  clean (not photos)', printed.filter((r) => !r.image.sample.photo));
  summary('  photographed', printed.filter((r) => r.image.sample.photo));
  summary('handwriting stand-ins', rows.filter((r) => HANDWRITING_SAMPLES.includes(r.image.sample)));
}

const rows = await measure(TYPE_PASSES, true);
console.log('\ncharacter accuracy (chars-weighted), per type:');
summaries(rows);

if (process.env.OCR_BENCH_VARIANTS) {
  const otsu: PassSettings = {};
  const sauvola: PassSettings = { thresholding_method: '2' };
  for (const [name, pass] of [['global threshold only', otsu], ['local threshold only', sauvola]] as const) {
    console.log(`\n${name}:`);
    summaries(await measure({ 0: [pass], 1: [pass] }, false));
  }
}
