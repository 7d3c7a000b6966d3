// The uploaded file as ffmpeg sees it: a local copy (storage may be a bucket) and its real duration, read
// from ffmpeg's banner the way ffprobe reports it, with a deadline and no shell.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseDuration } from '../../providers/asr/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

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
  /// null when the container does not say.
  durationMs: number | null;
  /// Whether ffmpeg found an audio stream at all.
  hasAudio: boolean;
}

const STDERR_KEPT = 32_768;

/// `ffmpeg -i <file>` without an output prints the input's streams and duration, then exits 1: that is the
/// probe (ffprobe is not in the static build the studio falls back to).
export function probeMedia(ffmpegPath: string, file: string, timeoutMs = 20_000): Promise<MediaProbe> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => {
      if (stderr.length < STDERR_KEPT) stderr += d.slice(0, STDERR_KEPT - stderr.length);
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal) return reject(new Error(`ffmpeg probe ended by ${signal}`));
      // "Stream #0:1[0x2](und): Audio: aac (LC) …" — one line per stream
      const hasAudio = stderr.split('\n').some((line) => line.includes('Stream #') && line.includes(': Audio:'));
      resolve({ durationMs: parseDuration(stderr), hasAudio });
    });
  });
}
