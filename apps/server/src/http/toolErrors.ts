// Provider errors as envelope answers: the provider's Chinese message, with a status that says whose fault
// it was (the user's input 4xx, a busy or missing service 429/503, the upstream 502/504).
import { toolsMessages } from '@peiyin/api-client';
import { AppError } from './errors.ts';
import { OcrError, type OcrErrorKind } from '../providers/ocr/types.ts';
import { StorageError, UploadRefusedError } from '../providers/storage/types.ts';
import { VideoError, type VideoErrorKind } from '../providers/video/types.ts';

const ocrStatus: Record<OcrErrorKind, number> = {
  format: 415,
  size: 413,
  dimensions: 400,
  corrupt: 400,
  // issue 26 §3: a bound answers 4xx and a full service 503 with its Chinese message, never a gateway's 504
  busy: 503,
  timeout: 422,
  unavailable: 503,
  failed: 500,
  aborted: 400,
};

const videoStatus: Record<VideoErrorKind, number> = {
  empty: 400,
  'too-long': 400,
  'no-link': 400,
  'bad-link': 400,
  'private-address': 400,
  'not-installed': 503,
  unsupported: 422,
  unreachable: 422,
  gone: 422,
  forbidden: 502,
  geo: 422,
  'extract-failed': 502,
  timeout: 504,
  busy: 429,
  'too-large': 413,
  'not-media': 415,
  'http-status': 502,
  aborted: 400,
  failed: 500,
};

/// Turns what a tool's provider or the storage threw into the AppError the envelope carries; anything else is
/// rethrown (the errors plugin answers 500 without a stack).
export function toolError(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof OcrError) throw new AppError(ocrStatus[error.kind], error.message);
  if (error instanceof VideoError) throw new AppError(videoStatus[error.kind], error.message);
  if (error instanceof UploadRefusedError) throw new AppError(error.status, error.message);
  if (error instanceof StorageError && (error.code === 'not_found' || error.code === 'invalid_key')) throw new AppError(400, toolsMessages.uploadKeyInvalid);
  throw error;
}
