// The embedded OCR: tesseract.js 7 (Tesseract 5 compiled to WebAssembly, one worker thread per
// instance) with the simplified-Chinese model shipped in the npm package `@tesseract.js-data/chi_sim`.
// Nothing is downloaded at run time and nothing is cached to disk: the model is read from the
// package's folder.
//
// Measured on the bench images (bench/ocr.bench.ts), which decided the choices below:
// - the package's `4.0.0_best_int` build (LSTM only, ≈1.7 MB) read the first test page with fewer
//   errors than its `4.0.0` build (legacy + LSTM, ≈20 MB) and about twice as fast;
// - chi_sim alone reads the Latin words and digits of mixed text correctly; adding the `eng` model
//   (`eng+chi_sim`) made Chinese worse (81 % against 93 %) and recognition 2.5× slower, and
//   `chi_sim+eng` silently fails to load the second model in tesseract.js 7 — so no `eng`;
// - Tesseract's default global (Otsu) threshold is best on screenshots and light-on-dark text;
//   Sauvola's local threshold is far better on photographed paper with uneven light (e.g. 67 → 95 %)
//   and on handwriting stand-ins on ruled paper (0 → 100 %). Tesseract's mean confidence follows the
//   accuracy, so a second pass with the other threshold runs only when the first is unsure, and the
//   more confident text wins;
// - automatic deskew (`rotateAuto`) and upscaling small photos made results worse;
// - big text reads worse and slower: Chinese characters of 20-40 px read best, while a phone photo or
//   a high-density screenshot has characters of 60-300 px (a page rendered 4× larger: 95 % against
//   100 %; a photographed one 85 % against 94 %). A layout pass (no recognition) measures the
//   characters first, and a picture whose text is too tall is scaled down (sharp) before reading.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import sharp from 'sharp';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { inspectImage, type ImageInfo } from './image.ts';
import { WorkerPool } from './pool.ts';
import { tidyOcrText } from './text.ts';
import { OCR_MESSAGES, OcrError, type OcrInput, type OcrLimits, type OcrProvider, type OcrResult, type OcrType } from './types.ts';

const require = createRequire(import.meta.url);

/// The folder holding `chi_sim.traineddata.gz` (gzip-compressed, as the package ships it).
export function chiSimModelFolder(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/chi_sim/package.json')), '4.0.0_best_int');
}

/// Tesseract settings for one recognition pass (they apply to that pass only).
export type PassSettings = Readonly<Record<string, string>>;

const GLOBAL_THRESHOLD: PassSettings = {};
const LOCAL_THRESHOLD: PassSettings = { thresholding_method: '2' }; // Sauvola

/// Passes per recognise type (spec 02 §5: 0 通用, 1 手写): the first always runs, the second only when
/// the first's confidence is below `SECOND_PASS_BELOW`, and the more confident one is kept.
/// Tesseract has no handwriting model (types.ts HANDWRITING_NOTE says so to the user): type 1 starts
/// with the local threshold, which separates pen strokes from ruled lines and shadows.
export const TYPE_PASSES: Record<OcrType, readonly [PassSettings, PassSettings?]> = {
  0: [GLOBAL_THRESHOLD, LOCAL_THRESHOLD],
  1: [LOCAL_THRESHOLD, GLOBAL_THRESHOLD],
};

/// Clean text scores 82-92 on the bench, photographs 43-76.
export const SECOND_PASS_BELOW = 80;

/// Character height (px) as Tesseract's layout analysis measures it: above TEXT_TOO_TALL the picture
/// is scaled so that it is TEXT_TARGET (tried: 36/28, 40/24 and 44/36 did worse on the photographs).
/// A picture whose shorter side is under LAYOUT_MIN_SIDE skips the measuring pass (≈0.1-0.5 s): its
/// text is small or it is a single line.
export const TEXT_TOO_TALL = 40;
export const TEXT_TARGET = 30;
const LAYOUT_MIN_SIDE = 400;
/// Pictures above this are scaled down before recognition: Tesseract needs ≈4 bytes a pixel, and a page's
/// characters are still 30-150 px tall at this size in a 48-megapixel photo (then fitTextSize scales again).
export const RECOGNISED_MAX_PIXELS = 16_000_000;

interface LayoutBlock {
  paragraphs?: { lines?: { words?: { bbox: { y0: number; y1: number } }[] }[] }[];
}

/// A skewed page makes a run of characters' box taller than the characters, never shorter, and
/// punctuation makes small boxes: the lower quartile errs towards scaling too little, which costs
/// less than scaling too much (the median flipped one 4× photo between 89 % and 65 %).
const lowerQuartile = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 4)];

export interface TesseractOptions {
  workers: number;
  queue: number;
  /// Longest wait for a worker (then: busy); default `timeoutMs`.
  waitMs?: number;
  timeoutMs: number;
  idleMs: number;
  limits: OcrLimits;
  /// Passes per type; default TYPE_PASSES (the bench compares variants).
  passes?: Record<OcrType, readonly [PassSettings, PassSettings?]>;
}

type NodeTesseractWorker = TesseractWorker & { worker?: NodeWorker };

export class TesseractOcr implements OcrProvider {
  readonly id = 'tesseract' as const;
  readonly limits: OcrLimits;
  private readonly pool: WorkerPool<NodeTesseractWorker>;
  private readonly passes: Record<OcrType, readonly [PassSettings, PassSettings?]>;

  constructor(private readonly options: TesseractOptions) {
    this.limits = options.limits;
    this.passes = options.passes ?? TYPE_PASSES;
    this.pool = new WorkerPool({
      size: options.workers,
      maxQueue: options.queue,
      perOwnerQueue: 1,
      idleMs: options.idleMs,
      create: () => startWorker(),
      destroy: (w) => w.terminate().then(() => undefined),
    });
  }

  async recognize({ image, type, owner, signal }: OcrInput): Promise<OcrResult> {
    const info = inspectImage(image, this.limits);
    const passes = this.passes[type];
    // tesseract.js copies what it is given into the worker thread
    const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    return this.pool.run(
      async (worker) => this.read(worker, await this.normalise(bytes, info), info, passes),
      { timeoutMs: this.options.timeoutMs, waitMs: this.options.waitMs, owner, signal },
    );
  }

  /// What Tesseract reads: the picture as it came, unless it is deeper than 8 bits a sample or larger than
  /// RECOGNISED_MAX_PIXELS; then sharp (libvips, off the event loop, bounded by the pixel cap) makes it an
  /// 8-bit grey picture of at most that size, so Leptonica never holds a 16-bit or 50-megapixel copy.
  private async normalise(bytes: Buffer, info: ImageInfo): Promise<Buffer> {
    if (info.bitDepth <= 8 && info.width * info.height <= RECOGNISED_MAX_PIXELS) return bytes;
    const scale = Math.min(1, Math.sqrt(RECOGNISED_MAX_PIXELS / (info.width * info.height)));
    try {
      return await sharp(bytes, { limitInputPixels: this.limits.maxPixels })
        .rotate() // EXIF orientation, as Tesseract would apply it
        .greyscale()
        .resize({ width: Math.max(1, Math.floor(info.width * scale)), height: Math.max(1, Math.floor(info.height * scale)), fit: 'inside', kernel: 'lanczos3' })
        .toColourspace('b-w')
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (error) {
      throw new OcrError('corrupt', OCR_MESSAGES.corrupt, { cause: error });
    }
  }

  /// One recognition on a worker: measure the text (big pictures), then the type's passes.
  private async read(worker: TesseractWorker, bytes: Buffer, info: { width: number; height: number }, passes: readonly [PassSettings, PassSettings?]): Promise<OcrResult> {
    const started = performance.now();
    try {
      const picture = Math.min(info.width, info.height) >= LAYOUT_MIN_SIDE ? await this.fitTextSize(worker, bytes) : bytes;
      const [first, second] = passes;
      let best = (await worker.recognize(picture, first)).data;
      if (second && best.confidence < SECOND_PASS_BELOW) {
        const other = (await worker.recognize(picture, second)).data;
        if (other.confidence > best.confidence) best = other;
      }
      return {
        text: tidyOcrText(best.text),
        confidence: Math.round(best.confidence),
        width: info.width,
        height: info.height,
        ms: Math.round(performance.now() - started),
      };
    } catch (error) {
      // Leptonica could not decode a picture whose header looked right (truncated, corrupt)
      if (String(error).includes('Error attempting to read image')) throw new OcrError('corrupt', OCR_MESSAGES.corrupt, { cause: error });
      throw error;
    }
  }

  /// The picture, scaled down when its text lines are taller than Tesseract reads well.
  private async fitTextSize(worker: TesseractWorker, bytes: Buffer): Promise<Buffer> {
    const { data } = await worker.recognize(bytes, {}, { text: false, layoutBlocks: true });
    const blocks = ((data as unknown as { layoutBlocks?: LayoutBlock[] | null }).layoutBlocks ?? []) as LayoutBlock[];
    // a "word" of Chinese text is a run of characters: its height is the characters' (a whole
    // line's box also holds the spacing and, when the page is skewed, the slope); specks are ignored
    const heights = blocks.flatMap((b) => (b.paragraphs ?? []).flatMap((p) => (p.lines ?? []).flatMap((l) => (l.words ?? []).map((w) => w.bbox.y1 - w.bbox.y0)))).filter((h) => h >= 8);
    const textHeight = lowerQuartile(heights);
    if (textHeight === undefined || textHeight <= TEXT_TOO_TALL) return bytes;
    const factor = TEXT_TARGET / textHeight;
    try {
      const image = sharp(bytes, { limitInputPixels: this.limits.maxPixels }).rotate(); // EXIF orientation, as Tesseract applied it
      const { width = 0 } = await image.clone().metadata().then((m) => ((m.orientation ?? 1) >= 5 ? { width: m.height } : { width: m.width }));
      return await image.resize({ width: Math.max(1, Math.round(width * factor)), kernel: 'lanczos3' }).png({ compressionLevel: 1 }).toBuffer();
    } catch (error) {
      // the header was fine but the picture does not decode (truncated, corrupt)
      throw new OcrError('corrupt', OCR_MESSAGES.corrupt, { cause: error });
    }
  }

  warmUp(): Promise<void> {
    return this.pool.warmUp();
  }

  stats() {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

async function startWorker(): Promise<NodeTesseractWorker> {
  const worker: NodeTesseractWorker = await createWorker('chi_sim', OEM.LSTM_ONLY, {
    langPath: chiSimModelFolder(),
    gzip: true,
    // never write `chi_sim.traineddata` into the working directory (tesseract.js's default cache)
    cacheMethod: 'none',
    // without a handler tesseract.js rethrows a failed job inside its message listener, which would
    // be an uncaught exception in the server; the job's promise rejects either way
    errorHandler: () => {},
  });
  // an uncaught error inside the thread is emitted on the Worker, and an 'error' event nobody listens
  // to would crash the server; the pool's deadline fails the job and replaces the worker
  worker.worker?.on('error', () => {});
  // Tesseract's diagnostics ("Estimating resolution as 203") would go to the server's stdout
  await worker.setParameters({ debug_file: '/dev/null' });
  return worker;
}
