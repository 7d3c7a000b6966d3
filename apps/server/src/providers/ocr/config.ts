// OCR settings from the environment (README "Smart tools"). Read once at start; a bad value stops the
// start with a message naming the variable.
import { OCR_MAX_BYTES, OCR_PROVIDER_IDS, type OcrLimits, type OcrProviderId } from './types.ts';

export interface OcrConfig {
  /// OCR_PROVIDER: `tesseract` (default, offline) or `none` (the tool answers that OCR is off).
  provider: OcrProviderId;
  /// OCR_WORKERS: worker threads at most; default 2, so that while one account's picture runs (an account
  /// runs one at a time) another's has a worker (issue 26 §3).
  workers: number;
  /// OCR_QUEUE: jobs that may wait for a worker before requests are refused as busy; default 8.
  queue: number;
  /// OCR_WAIT_MS: how long a recognition may wait for a worker before it is refused as busy; default 20 s.
  waitMs: number;
  /// OCR_TIMEOUT_MS: deadline of one recognition on its worker; default 40 s.
  timeoutMs: number;
  /// OCR_IDLE_MS: an idle worker is terminated after this; default 5 minutes.
  idleMs: number;
  limits: OcrLimits;
}

export function loadOcrConfig(env: Record<string, string | undefined> = process.env): OcrConfig {
  const provider = (env.OCR_PROVIDER || 'tesseract').trim() as OcrProviderId;
  if (!OCR_PROVIDER_IDS.includes(provider)) throw new Error(`OCR_PROVIDER must be one of ${OCR_PROVIDER_IDS.join(', ')} (got ${provider})`);
  const int = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min} (got ${raw})`);
    return n;
  };
  return {
    provider,
    workers: int('OCR_WORKERS', 2, 1),
    queue: int('OCR_QUEUE', 8, 0),
    waitMs: int('OCR_WAIT_MS', 20_000, 1),
    timeoutMs: int('OCR_TIMEOUT_MS', 40_000, 1),
    idleMs: int('OCR_IDLE_MS', 5 * 60_000, 1),
    limits: {
      maxBytes: OCR_MAX_BYTES,
      // a 48-megapixel phone photo fits; Tesseract needs ≈4 bytes a pixel for its copies of the image
      maxPixels: int('OCR_MAX_PIXELS', 50_000_000, 1),
      maxSide: 12_000,
      // a 48-megapixel RGB photo decodes to 144 MB; a 16-bit RGB picture of 50 megapixels to 300 MB
      maxDecodedBytes: int('OCR_MAX_DECODED_MB', 150, 1) * 1024 * 1024,
      maxScans: 100,
    },
  };
}
