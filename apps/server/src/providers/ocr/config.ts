// OCR settings from the environment (README "Smart tools"). Read once at start; a bad value stops the
// start with a message naming the variable.
import os from 'node:os';
import { OCR_MAX_BYTES, OCR_PROVIDER_IDS, type OcrLimits, type OcrProviderId } from './types.ts';

export interface OcrConfig {
  /// OCR_PROVIDER: `tesseract` (default, offline) or `none` (the tool answers that OCR is off).
  provider: OcrProviderId;
  /// OCR_WORKERS: worker threads at most; default 1 on a machine with 1-2 cores, else 2.
  workers: number;
  /// OCR_QUEUE: jobs that may wait for a worker before requests are refused as busy; default 8.
  queue: number;
  /// OCR_TIMEOUT_MS: deadline of one recognition, waiting included; default 60 s.
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
    workers: int('OCR_WORKERS', os.availableParallelism() <= 2 ? 1 : 2, 1),
    queue: int('OCR_QUEUE', 8, 0),
    timeoutMs: int('OCR_TIMEOUT_MS', 60_000, 1),
    idleMs: int('OCR_IDLE_MS', 5 * 60_000, 1),
    limits: {
      maxBytes: OCR_MAX_BYTES,
      // a 48-megapixel phone photo fits; Tesseract needs ≈4 bytes a pixel for its copies of the image
      maxPixels: int('OCR_MAX_PIXELS', 50_000_000, 1),
      maxSide: 12_000,
    },
  };
}
