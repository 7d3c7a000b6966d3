// The embedded OCR: tesseract.js 7 (Tesseract 5 compiled to WebAssembly, one worker thread per
// instance) with the simplified-Chinese model shipped in the npm package `@tesseract.js-data/chi_sim`.
// Nothing is downloaded at run time and nothing is cached to disk: the model is read from the
// package's folder.
//
// Measured on the bench images (bench/ocr.bench.ts), which decided the choices below:
// - the package's `4.0.0_best_int` build (LSTM only, ≈1.7 MB) beats its `4.0.0` build (legacy + LSTM,
//   ≈20 MB) in accuracy and is about twice as fast;
// - chi_sim alone reads the Latin words and digits of mixed text correctly; adding the `eng` model
//   (`eng+chi_sim`) made Chinese worse (81 % against 93 %) and recognition 2.5× slower, and
//   `chi_sim+eng` silently fails to load the second model in tesseract.js 7 — so no `eng`;
// - Tesseract's default global (Otsu) threshold is best on screenshots and light-on-dark text;
//   Sauvola's local threshold is far better on photographed paper with uneven light (e.g. 67 → 95 %)
//   and on handwriting stand-ins on ruled paper (0 → 100 %). Tesseract's mean confidence follows the
//   accuracy, so a second pass with the other threshold runs only when the first is unsure, and the
//   more confident text wins;
// - automatic deskew (`rotateAuto`) and upscaling small photos made results worse.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { inspectImage } from './image.ts';
import { WorkerPool } from './pool.ts';
import { tidyOcrText } from './text.ts';
import type { OcrInput, OcrLimits, OcrProvider, OcrResult, OcrType } from './types.ts';

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
/// the first's confidence is below `SECOND_PASS_BELOW`, and the more confident one is kept. Tesseract has no handwriting model (types.ts
/// HANDWRITING_NOTE says so to the user): type 1 starts with the local threshold, which separates pen
/// strokes from ruled lines and shadows.
export const TYPE_PASSES: Record<OcrType, readonly [PassSettings, PassSettings?]> = {
  0: [GLOBAL_THRESHOLD, LOCAL_THRESHOLD],
  1: [LOCAL_THRESHOLD, GLOBAL_THRESHOLD],
};

/// Clean text scores 82-92 on the bench, photographs 43-76.
export const SECOND_PASS_BELOW = 80;

export interface TesseractOptions {
  workers: number;
  queue: number;
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
      idleMs: options.idleMs,
      create: () => startWorker(),
      destroy: (w) => w.terminate().then(() => undefined),
    });
  }

  async recognize({ image, type, signal }: OcrInput): Promise<OcrResult> {
    const info = inspectImage(image, this.limits);
    const passes = this.passes[type];
    // tesseract.js copies what it is given into the worker thread
    const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
    return this.pool.run(
      async (worker) => {
        const started = performance.now();
        const [first, second] = passes;
        let best = (await worker.recognize(bytes, first)).data;
        if (second && best.confidence < SECOND_PASS_BELOW) {
          const other = (await worker.recognize(bytes, second)).data;
          if (other.confidence > best.confidence) best = other;
        }
        return {
          text: tidyOcrText(best.text),
          confidence: Math.round(best.confidence),
          width: info.width,
          height: info.height,
          ms: Math.round(performance.now() - started),
        };
      },
      { timeoutMs: this.options.timeoutMs, signal },
    );
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
