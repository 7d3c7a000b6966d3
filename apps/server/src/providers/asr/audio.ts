// ffmpeg reads the audio track of whatever was uploaded (mp3, wav, m4a, mp4, mov…) into what an
// adapter sends on: raw 16 kHz mono float samples for sherpa, a 16 kHz mono MP3 or WAV file for
// a transcription server. Recognisers work at 16 kHz mono; anything more is bytes for nothing.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { childEnv } from '../../audio/children.ts';
import { AsrError } from './types.ts';

export const ASR_SAMPLE_RATE = 16_000;
const STDERR_KEPT = 16_384;

/// The input's duration from ffmpeg's banner (`Duration: 00:01:02.34`), in ms; null when the
/// container does not say (`Duration: N/A`).
export function parseDuration(stderr: string): number | null {
  const m = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!m) return null;
  return Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 1000);
}

const inputArgs = (file: string) => ['-hide_banner', '-nostdin', '-nostats', '-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(ASR_SAMPLE_RATE)];

function run(ffmpegPath: string, args: string[], signal: AbortSignal | undefined): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL', env: childEnv() });
}

/// Collects ffmpeg's stderr (the last 16 KB) and turns its exit into the adapter's error; the
/// duration is known as soon as ffmpeg has printed the input's banner.
function watch(child: ChildProcessByStdio<null, Readable, Readable>, signal: AbortSignal | undefined): { done: Promise<{ durationMs: number | null }>; durationMs: () => number | null } {
  let stderr = '';
  let head = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    // The banner with the duration comes first; keep it apart from the rolling tail.
    if (head.length < STDERR_KEPT) head += d.slice(0, STDERR_KEPT - head.length);
    stderr = (stderr + d).slice(-STDERR_KEPT);
  });
  const done = new Promise<{ durationMs: number | null }>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (signal?.aborted) reject(new AsrError('aborted'));
      else reject(new AsrError('unavailable', { detail: `ffmpeg could not start: ${error.message}`, cause: error }));
    });
    child.once('close', (code) => {
      if (signal?.aborted) return reject(new AsrError('aborted'));
      if (code !== 0) return reject(new AsrError('audio_invalid', { detail: `ffmpeg exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}` }));
      resolve({ durationMs: parseDuration(head) });
    });
  });
  return { done, durationMs: () => parseDuration(head) };
}

/// Decodes the audio track to 16 kHz mono 32-bit float samples on `stdout`, as it goes: a
/// 20-minute file is never held whole (it would be 77 MB of samples).
export function decodePcm(ffmpegPath: string, file: string, signal?: AbortSignal): { stdout: Readable; done: Promise<{ durationMs: number | null }>; durationMs: () => number | null } {
  const child = run(ffmpegPath, [...inputArgs(file), '-f', 'f32le', 'pipe:1'], signal);
  return { stdout: child.stdout, ...watch(child, signal) };
}

/// Writes the audio track as a 16 kHz mono MP3 (32 kbit/s) or WAV file at `output`.
export async function transcode(ffmpegPath: string, file: string, output: string, format: 'mp3' | 'wav', signal?: AbortSignal): Promise<{ durationMs: number | null }> {
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'] : ['-c:a', 'pcm_s16le', '-f', 'wav'];
  const child = run(ffmpegPath, [...inputArgs(file), ...codec, '-y', output], signal);
  child.stdout.resume();
  return watch(child, signal).done;
}
