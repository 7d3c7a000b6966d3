// ffmpeg (libmp3lame) encodes MP3 and decodes uploads, in its own processes, so encoding overlaps
// synthesis on other cores. Chosen over pure-JS lamejs by measurement (README "Speech engines and
// audio"). Which ffmpeg: see `chooseFfmpeg`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pcm } from '../providers/tts/types.ts';
import { spawnProgram } from './spawner.ts';
import { AudioDecodeError, parseWav, toInt16 } from './wav.ts';

let bundledPath: string | null = null;
const bundled = () => (bundledPath ??= (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path);

/// The ffmpeg for encoding tasks and decoding uploads: `FFMPEG_PATH` when set; else the system's
/// `ffmpeg` (first on PATH) when it has libmp3lame; else the static build from npm, so a fresh
/// machine needs nothing installed. The system's is preferred because it encodes much faster:
/// Debian 12's encodes 1153 s of 24 kHz speech in 2.2 CPU seconds, the 2018 static build in 5.5
/// (same LAME 3.100, same settings, same size out), and MP3 encoding is most of a task's CPU
/// after the engine.
export function chooseFfmpeg(env: NodeJS.ProcessEnv = process.env): { path: string; source: 'FFMPEG_PATH' | 'system' | 'bundled' } {
  if (env.FFMPEG_PATH) return { path: env.FFMPEG_PATH, source: 'FFMPEG_PATH' };
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'ffmpeg');
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const probe = spawnSync(candidate, ['-hide_banner', '-encoders'], { encoding: 'utf8', timeout: 10_000 });
    if (probe.status === 0 && /\blibmp3lame\b/.test(probe.stdout)) return { path: candidate, source: 'system' };
    break;
  }
  return { path: bundled(), source: 'bundled' };
}

let chosen: ReturnType<typeof chooseFfmpeg> | null = null;
/// The ffmpeg for tasks and uploads (chosen once per process).
export function ffmpegInUse(): ReturnType<typeof chooseFfmpeg> {
  chosen ??= chooseFfmpeg();
  return chosen;
}
export const ffmpegPath = (): string => ffmpegInUse().path;

/// The ffmpeg for auditions, where the first frame counts: the static build starts in ≈ 15 ms, a
/// dynamically linked system build in ≈ 110 ms (it loads some hundred libraries).
export const quickStartFfmpegPath = (): string => process.env.FFMPEG_PATH || bundled();

/// MP3 sample rates; anything else is encoded at the nearest one above.
export const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
export const mp3Rate = (rate: number) => MP3_RATES.find((r) => r >= rate) ?? 48000;
/// Mono bitrates: speech at 24 kHz sounds clean at 64 kbit/s; the 48 kHz HD file gets 160.
export const mp3Bitrate = (rate: number) => (rate >= 44100 ? 160 : rate >= 32000 ? 96 : rate >= 22050 ? 64 : 48);

export function pcmBytes(samples: Float32Array): Buffer {
  const s16 = toInt16(samples);
  return Buffer.from(s16.buffer, s16.byteOffset, s16.byteLength);
}

/// A running MP3 encoder: write PCM (at `rate`) as it is produced, read MP3 bytes as they come.
export class Mp3Encoder {
  private readonly child;
  private readonly chunks: Buffer[] = [];
  private waiting: (() => void) | null = null;
  private done = false;
  private failure: Error | null = null;
  private stderr = '';

  /// `headers: false` writes bare frames (no ID3 tag, no Xing frame): a stream that continues
  /// another one (see Mp3Parts). `quickStart`: someone is listening, so starting fast matters more
  /// than encoding fast. (Task encoders at a lower priority were tried: auditions during a task
  /// got no faster and tasks ended up to 15 % over the CPU floor instead of 4 %.)
  constructor(
    readonly rate: number,
    signal?: AbortSignal,
    { headers = true, quickStart = false }: { headers?: boolean; quickStart?: boolean } = {},
  ) {
    // started by the spawn helper: a fork of the server itself would stall its request thread (spawner.ts)
    this.child = spawnProgram(
      quickStart ? quickStartFfmpegPath() : ffmpegPath(),
      // -compression_level 7: lame's fast mode, ≈2× faster than the default for the same bitrate
      // (7, 8 and 9 are the same in lame). Raw PCM needs no probing: without
      // -probesize/-analyzeduration ffmpeg reads seconds of input before it writes the first frame,
      // which would hold back a streamed audition.
      [
        ...['-hide_banner', '-loglevel', 'error', '-probesize', '32', '-analyzeduration', '0', '-f', 's16le', '-ar', String(rate), '-ac', '1', '-i', 'pipe:0'],
        ...['-c:a', 'libmp3lame', '-b:a', `${mp3Bitrate(rate)}k`, '-compression_level', '7', '-flush_packets', '1'],
        ...(headers ? [] : ['-id3v2_version', '0', '-write_xing', '0']),
        ...['-f', 'mp3', 'pipe:1'],
      ],
      { signal },
    );
    this.child.stdout.on('data', (d: Buffer) => {
      this.chunks.push(d);
      this.wake();
    });
    this.child.stderr.on('data', (d: Buffer) => (this.stderr += d.toString()));
    this.child.stdin.on('error', () => {});
    this.child.on('error', (error) => {
      this.failure = error;
      this.wake();
    });
    this.child.on('close', (code) => {
      if (code !== 0 && !this.failure) this.failure = new Error(`ffmpeg exited ${code}: ${this.stderr.trim().slice(0, 300)}`);
      this.done = true;
      this.wake();
    });
  }

  private wake() {
    const w = this.waiting;
    this.waiting = null;
    w?.();
  }

  write(samples: Float32Array): void {
    if (samples.length) this.child.stdin.write(pcmBytes(samples));
  }

  /// Writes PCM already in the encoder's input format (16-bit little-endian mono, see `pcmBytes`).
  writeBytes(bytes: Buffer): void {
    if (bytes.length) this.child.stdin.write(bytes);
  }

  end(): void {
    this.child.stdin.end();
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  /// MP3 bytes as ffmpeg writes them, until it exits.
  async *output(): AsyncGenerator<Buffer> {
    for (;;) {
      if (this.chunks.length) {
        yield Buffer.concat(this.chunks.splice(0));
        continue;
      }
      if (this.failure) throw this.failure;
      if (this.done) return;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }
}

/// Encodes mono PCM to MP3 at the PCM's rate.
export async function encodeMp3(pcm: Pcm, signal?: AbortSignal): Promise<Buffer> {
  const encoder = new Mp3Encoder(pcm.sampleRate, signal);
  const out: Buffer[] = [];
  const reading = (async () => {
    for await (const chunk of encoder.output()) out.push(chunk);
  })();
  encoder.write(pcm.samples);
  encoder.end();
  await reading;
  return Buffer.concat(out);
}

/// The sample rate of ffmpeg's first output stream, from its log ("Output #0 … Stream #0:0: Audio: pcm_f32le,
/// 24000 Hz, mono"). The log repeats the input's metadata (titles a user wrote), so every pattern here is
/// linear: the digits are matched from the start of their run only.
function outputRate(log: string): number | null {
  const output = log.indexOf('Output #0');
  const audio = output < 0 ? -1 : log.indexOf('Audio:', output);
  if (audio < 0) return null;
  const lineEnd = log.indexOf('\n', audio);
  const m = /(?<!\d)(\d+) Hz/.exec(log.slice(audio, lineEnd < 0 ? undefined : lineEnd));
  return m ? Number(m[1]) : null;
}

/// What an uploaded audio file is, read from its bytes: ffmpeg's name for its container and first audio
/// codec, its rate, and how long it plays (decoded, not the header's claim), up to `maxSeconds` and a bit.
export interface AudioInspection {
  /// ffmpeg's demuxer name: `mp3`, `wav`, `flac`, `mov,mp4,m4a,3gp,3g2,mj2`…
  container: string;
  /// The first audio stream's codec: `mp3`, `pcm_s16le`, `flac`…
  codec: string;
  /// The input's sample rate (Hz).
  sampleRate: number;
  /// Seconds of audio decoded; more than `maxSeconds` means "longer than allowed" (decoding stopped there).
  seconds: number;
}

/// The first `name, ` field after `marker` in ffmpeg's log, read with indexOf only (the log repeats
/// metadata a user wrote, so no pattern runs over it).
function fieldAfter(log: string, marker: string, from = 0): { value: string; at: number } | null {
  const at = log.indexOf(marker, from);
  if (at < 0) return null;
  const start = at + marker.length;
  let end = start;
  while (end < log.length && log[end] !== ',' && log[end] !== '\n' && log[end] !== ' ' && log[end] !== '(') end++;
  return { value: log.slice(start, end), at: end };
}

/// Reads what the bytes really are without keeping the decoded audio: ffmpeg decodes the first audio stream
/// at a low rate into a counter (constant memory; issue 14 §1: a 555 KB FLAC of an hour at 96 kHz decoded
/// whole into 4 GB), and stops after `maxSeconds + 1` seconds of it, so a bomb costs a bounded time too.
/// Rejects with AudioDecodeError when there is no audio stream.
export async function inspectAudio(buf: Buffer, maxSeconds: number, signal?: AbortSignal): Promise<AudioInspection> {
  const rate = 8000;
  const args = ['-hide_banner', '-nostdin', '-i', 'pipe:0', '-map', '0:a:0', '-t', String(maxSeconds + 1), '-ac', '1', '-ar', String(rate), '-f', 'f32le', 'pipe:1'];
  return new Promise<AudioInspection>((resolve, reject) => {
    const child = spawnProgram(ffmpegPath(), args, { signal });
    let bytes = 0;
    let log = '';
    child.stdout.on('data', (d: Buffer) => (bytes += d.length));
    child.stderr.on('data', (d: Buffer) => {
      // the part that names the input comes first; the rest is progress lines
      if (log.length < 64 * 1024) log += d.toString();
    });
    child.stdin.on('error', () => {});
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      const container = fieldAfter(log, 'Input #0, ');
      const input = log.indexOf('Input #0');
      const output = log.indexOf('Output #0');
      const audio = fieldAfter(log.slice(0, output < 0 ? undefined : output), 'Audio: ', input < 0 ? 0 : input);
      // "Audio: mp3, 44100 Hz, stereo, fltp": the digits before the first " Hz" of that line
      const lineEnd = audio ? log.indexOf('\n', audio.at) : -1;
      const line = audio ? log.slice(audio.at, lineEnd < 0 ? undefined : lineEnd) : '';
      const hzAt = line.indexOf(' Hz');
      let digits = hzAt;
      while (digits > 0 && line[digits - 1]! >= '0' && line[digits - 1]! <= '9') digits--;
      const sampleRate = hzAt > 0 ? Number(line.slice(digits, hzAt)) : NaN;
      if (code !== 0 || !container || !audio || !(sampleRate > 0) || bytes < 4) {
        reject(new AudioDecodeError('not a readable audio file'));
        return;
      }
      resolve({ container: container.value, codec: audio.value, sampleRate, seconds: bytes / 4 / rate });
    });
    child.stdin.end(buf);
  });
}

/// Decodes MP3 or WAV (anything ffmpeg reads) to mono PCM at its own rate. Rejects with an
/// AudioDecodeError when the bytes are not audio (used to validate uploaded BGM).
export async function decodeAudio(buf: Buffer, signal?: AbortSignal): Promise<Pcm> {
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WAVE') {
    try {
      return parseWav(buf);
    } catch {
      // Compressed WAV (ADPCM, µ-law…): let ffmpeg read it.
    }
  }
  return new Promise<Pcm>((resolve, reject) => {
    const child = spawnProgram(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', 'pipe:0', '-vn', '-ac', '1', '-f', 'f32le', 'pipe:1'], { signal });
    const out: Buffer[] = [];
    let log = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.stdin.on('error', () => {});
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      const data = Buffer.concat(out);
      // The output stream's rate, e.g. "Stream #0:0: Audio: pcm_f32le, 24000 Hz, mono".
      const rate = outputRate(log);
      if (code !== 0 || !rate || data.length < 4) {
        reject(new AudioDecodeError('not a readable audio file'));
        return;
      }
      const samples = new Float32Array(data.buffer.slice(data.byteOffset, data.byteOffset + (data.length - (data.length % 4))));
      resolve({ samples, sampleRate: rate });
    });
    child.stdin.end(buf);
  });
}
