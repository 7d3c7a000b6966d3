// ffmpeg reads the audio track of whatever was uploaded (mp3, wav, m4a, mp4, mov…) into what an
// adapter sends on: raw 16 kHz mono float samples for sherpa, a 16 kHz mono MP3 or WAV file for
// a transcription server. Recognisers work at 16 kHz mono; anything more is bytes for nothing.
import type { Readable } from 'node:stream';
import { spawnProgram, type HelperProcess } from '../../audio/spawner.ts';
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

/// The audio track at `rate` Hz mono, ending after `maxMs` of *decoded* sound. A container's duration and
/// timestamps are whatever its writer claimed (issue 26 §1: an MP3 of two hours whose Xing header says 8 000
/// frames passed as 9:36, and the provider then received all two hours), so the timestamps are rewritten
/// from the count of samples decoded (`asetpts=N/SR/TB`) before ffmpeg's own `-t` cuts the output.
const trackArgs = (file: string, rate: number, maxMs: number | undefined) => [
  '-hide_banner', '-nostdin', '-nostats', '-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(rate),
  '-af', 'asetpts=N/SR/TB',
  ...(maxMs === undefined ? [] : ['-t', (maxMs / 1000).toFixed(3)]),
];

/// Started by the spawn helper (audio/spawner.ts), so the server's request thread never waits for a fork.
function run(ffmpegPath: string, args: string[], signal: AbortSignal | undefined): HelperProcess {
  const child = spawnProgram(ffmpegPath, args, { signal, killSignal: 'SIGKILL' });
  child.stdin.end();
  return child;
}

/// Collects ffmpeg's stderr (the last 16 KB) and turns its exit into the adapter's error; the
/// duration is known as soon as ffmpeg has printed the input's banner.
function watch(child: HelperProcess, signal: AbortSignal | undefined): { done: Promise<{ durationMs: number | null }>; durationMs: () => number | null } {
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
/// At most `maxMs` of it, counted in decoded samples.
export function decodePcm(ffmpegPath: string, file: string, signal?: AbortSignal, maxMs?: number): { stdout: Readable; done: Promise<{ durationMs: number | null }>; durationMs: () => number | null } {
  const child = run(ffmpegPath, [...trackArgs(file, ASR_SAMPLE_RATE, maxMs), '-f', 'f32le', 'pipe:1'], signal);
  return { stdout: child.stdout, ...watch(child, signal) };
}

/// Writes the audio track as a 16 kHz mono MP3 (32 kbit/s) or WAV file at `output`, at most `maxMs` of it
/// (counted in decoded samples); answers how long the written audio is: ffmpeg's progress report of what it
/// wrote, or the input's header when the two agree (the header is exact where an MP3's frames round up).
export async function transcode(ffmpegPath: string, file: string, output: string, format: 'mp3' | 'wav', signal?: AbortSignal, maxMs?: number): Promise<{ durationMs: number | null }> {
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'] : ['-c:a', 'pcm_s16le', '-f', 'wav'];
  const child = run(ffmpegPath, ['-progress', 'pipe:1', ...trackArgs(file, ASR_SAMPLE_RATE, maxMs), ...codec, '-y', output], signal);
  let written: number | null = null;
  let progress = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (d: string) => {
    // `out_time_ms=<microseconds>` lines (misnamed by ffmpeg, in every version); keep only the last line's tail
    progress = (progress + d).slice(-4096);
    for (;;) {
      const end = progress.indexOf('\n');
      if (end < 0) break;
      const line = progress.slice(0, end);
      progress = progress.slice(end + 1);
      if (line.startsWith('out_time_ms=')) {
        const us = Number(line.slice('out_time_ms='.length));
        if (Number.isFinite(us) && us >= 0) written = Math.round(us / 1000);
      }
    }
  });
  const { durationMs: claimed } = await watch(child, signal).done;
  if (written === null) return { durationMs: null };
  return { durationMs: claimed !== null && Math.abs(claimed - written) <= WRITTEN_SLACK_MS ? claimed : written };
}

/// 音频提取 (issue 28 §5): the audio track of `file` written to `output` as MP3 (LAME, 128 kbit/s) or M4A (AAC in
/// an MP4 container, 128 kbit/s), at its own sample rate, mono or stereo (more channels are mixed down), at most
/// `maxMs` of decoded sound. Rejects with AsrError('audio_invalid') when ffmpeg cannot read or write it.
export async function extractTrack(ffmpegPath: string, file: string, output: string, format: 'mp3' | 'm4a', signal?: AbortSignal, maxMs?: number): Promise<void> {
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'] : ['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'ipod'];
  const child = run(
    ffmpegPath,
    [
      '-hide_banner', '-nostdin', '-nostats', '-i', file, '-map', '0:a:0', '-vn', '-map_metadata', '-1',
      '-af', 'asetpts=N/SR/TB,aformat=channel_layouts=stereo|mono',
      ...(maxMs === undefined ? [] : ['-t', (maxMs / 1000).toFixed(3)]),
      ...codec, '-y', output,
    ],
    signal,
  );
  child.stdout.resume();
  await watch(child, signal).done;
}

/// An MP3's last frames (576 samples each at 16 kHz) and the encoder's delay round what was written up by
/// about a tenth of a second.
const WRITTEN_SLACK_MS = 250;

export interface AudioMeasure {
  /// False when the file has no audio stream ffmpeg can decode.
  hasAudio: boolean;
  /// Milliseconds of sound decoded; past `maxMs` means "longer than allowed" (decoding stopped there).
  durationMs: number;
}

const MEASURE_RATE = 8000;

/// How long the audio track really plays: decoded at 8 kHz mono into a counter (constant memory), never read
/// from the container's header. Decoding stops a second past `maxMs`, so a long or lying file costs a bounded
/// time (20 minutes of MP3 ≈ 1 CPU second); `timeoutMs` bounds the rest.
export function measureAudio(ffmpegPath: string, file: string, options: { maxMs: number; timeoutMs?: number; signal?: AbortSignal }): Promise<AudioMeasure> {
  const limitMs = options.maxMs + 1000;
  const limitBytes = Math.ceil((limitMs / 1000) * MEASURE_RATE) * 2;
  return new Promise((resolve, reject) => {
    const child = spawnProgram(ffmpegPath, [...trackArgs(file, MEASURE_RATE, limitMs), '-f', 's16le', 'pipe:1'], {
      signal: options.signal,
      timeout: options.timeoutMs ?? 60_000,
      killSignal: 'SIGKILL',
    });
    child.stdin.end();
    child.stderr.resume();
    let bytes = 0;
    let over = false;
    child.stdout.on('data', (d: Buffer) => {
      bytes += d.length;
      // `-t` already stops it; the count is what is trusted
      if (bytes > limitBytes && !over) {
        over = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code, signal) => {
      if (signal && !over) return reject(new AsrError('audio_invalid', { detail: `ffmpeg measure ended by ${signal}` }));
      const durationMs = Math.round((bytes / 2 / MEASURE_RATE) * 1000);
      resolve({ hasAudio: (code === 0 || over) && bytes > 0, durationMs });
    });
  });
}
