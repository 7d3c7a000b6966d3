// The uploaded file as ffmpeg sees it: a local copy (storage may be a bucket) and its real duration, counted
// by decoding it, with a deadline and no shell.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { measureAudio } from '../../providers/asr/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { ASR_LIMITS, DURATION_SLACK_MS } from './rules.ts';

export interface LocalCopy {
  file: string;
  remove(): Promise<void>;
}

/// Copies a stored object into a fresh temp folder (ffmpeg seeks in MP4 and MOV files: a pipe would not do).
export async function localCopy(storage: ObjectStorage, key: string, signal?: AbortSignal): Promise<LocalCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'peiyin-asr-'));
  const file = path.join(dir, `input${path.extname(key) || '.bin'}`);
  try {
    await pipeline(storage.read(key), createWriteStream(file), ...(signal ? [{ signal }] : []));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface MediaProbe {
  /// Milliseconds of sound decoded (past the limit means too long: decoding stopped there).
  durationMs: number;
  /// Whether ffmpeg found and decoded an audio stream at all.
  hasAudio: boolean;
}

/// The uploaded file's real length, by decoding it (`measureAudio`): a header's duration is only a claim.
export async function probeMedia(ffmpegPath: string, file: string, signal?: AbortSignal): Promise<MediaProbe> {
  return measureAudio(ffmpegPath, file, { maxMs: ASR_LIMITS.maxMs + DURATION_SLACK_MS, signal });
}
