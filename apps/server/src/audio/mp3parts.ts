// A long voice track encoded as consecutive MP3 streams, several at once. libmp3lame is
// single-threaded and, on a small server, slower than the espeak pool that feeds it (≈210 s of
// 24 kHz speech per CPU second against ≈150 s from two espeak workers), so one encoder for a whole
// task leaves the other cores idle once the speech is synthesised. Cutting the track inside its
// pauses lets each part be its own encoder process, and the parts join back without a seam:
//
// - a stream of n samples decodes to ceil((n + TAIL) / frame) frames, the input starting
//   MP3_DELAY samples in (encoder + decoder delay) and the rest padding (measured for every MP3
//   rate; mp3parts.test.ts keeps it true for this ffmpeg);
// - so a part that starts at sample S (a frame multiple) and is cut at E (another one) gets the
//   input [S, E - TAIL): it decodes to exactly (E - S) / frame frames, and every later sample keeps
//   its place. The TAIL samples left out are silence the first part's padding and the next part's
//   delay play instead; a frame of silence on either side keeps the transforms' overlap quiet too.
//
// Each part after the first has no ID3 tag and no Xing frame, so the parts concatenate into one
// valid file whose frames all sit where a single stream's would.
import os from 'node:os';
import { Mp3Encoder } from './ffmpeg.ts';

/// Samples before a stream's first input sample in its decoded output.
export const MP3_DELAY = 1105;
/// A stream of n input samples ends after ceil((n + TAIL) / frame) frames.
export const MP3_TAIL = 1152;
/// Samples per frame: MPEG-1 (32 kHz and up) 1152, MPEG-2 and 2.5 576.
export const mp3FrameSamples = (rate: number) => (rate >= 32000 ? 1152 : 576);

export interface Mp3PartsOptions {
  signal?: AbortSignal;
  /// Someone is waiting for this file (a sample played in the catalogue): encoders that start fast.
  /// Otherwise (tasks) the ffmpeg that encodes fastest.
  urgent?: boolean;
  /// Encoders running at once (default: the cores).
  workers?: number;
  /// A part is cut at the first pause after this much audio (default 180 s: ≈ 0.4-0.9 s of
  /// encoding, against ≈ 0.1 s of CPU to start a dynamically linked ffmpeg and ≈ 25 ms of the main
  /// thread's time to spawn it).
  partSeconds?: number;
  /// PCM waiting for an encoder above which `ready()` holds the producer back (default 32 MiB).
  maxWaitingBytes?: number;
}

interface Part {
  index: number;
  encoder: Mp3Encoder | null;
  /// 16-bit PCM written before the part had an encoder.
  waiting: Buffer[];
  ended: boolean;
  out: Buffer[];
  finished: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class Mp3Parts {
  readonly frame: number;
  private readonly parts: Part[] = [];
  private readonly workers: number;
  private readonly minPart: number;
  private readonly maxWaiting: number;
  /// Samples written, on the track's timeline (the samples left out at cuts count).
  private position = 0;
  private partStart = 0;
  private started = 0;
  private running = 0;
  private waitingBytes = 0;
  private failure: unknown = null;
  private wakeProducer: (() => void) | null = null;

  constructor(
    readonly rate: number,
    private readonly options: Mp3PartsOptions = {},
  ) {
    this.frame = mp3FrameSamples(rate);
    this.workers = Math.max(1, options.workers ?? os.availableParallelism());
    this.minPart = Math.round((options.partSeconds ?? 180) * rate);
    this.maxWaiting = options.maxWaitingBytes ?? 32 * 1024 * 1024;
    this.open();
  }

  /// Parts so far (for tests and logs).
  get count(): number {
    return this.parts.length;
  }

  /// The largest magnitude written, after gain and clipping.
  peak = 0;

  /// Appends samples × `gain` (clipped to [-1, 1]) to the track. `silent`: they are digital
  /// silence, so the track may be cut inside them.
  write(samples: Float32Array, silent = false, gain = 1): void {
    if (this.failure) throw this.failure;
    if (silent && this.position - this.partStart >= this.minPart) {
      const f = this.frame;
      const cut = Math.ceil((this.position + MP3_TAIL + f) / f) * f;
      if (cut + f <= this.position + samples.length) {
        this.push(samples.subarray(0, cut - MP3_TAIL - this.position), gain);
        this.close();
        samples = samples.subarray(cut - this.position);
        this.position = cut;
        this.partStart = cut;
        this.open();
      }
    }
    this.push(samples, gain);
    this.position += samples.length;
  }

  /// Resolves when the PCM waiting for an encoder is under the limit.
  async ready(): Promise<void> {
    while (this.waitingBytes > this.maxWaiting && !this.failure) await new Promise<void>((resolve) => (this.wakeProducer = resolve));
    if (this.failure) throw this.failure;
  }

  /// Ends the track and returns the whole MP3.
  async finish(): Promise<Buffer> {
    this.close();
    try {
      await Promise.all(this.parts.map((p) => p.finished));
    } catch (error) {
      this.kill();
      throw error;
    }
    return Buffer.concat(this.parts.flatMap((p) => p.out));
  }

  kill(): void {
    for (const p of this.parts) p.encoder?.kill();
  }

  private get current(): Part {
    return this.parts[this.parts.length - 1]!;
  }

  private open(): void {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const finished = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    finished.catch(() => {});
    this.parts.push({ index: this.parts.length, encoder: null, waiting: [], ended: false, out: [], finished, resolve, reject });
    this.startNext();
  }

  /// Gain, clipping, peak and 16-bit conversion in one pass (this runs over every sample of a task).
  private push(samples: Float32Array, gain: number): void {
    if (!samples.length) return;
    const part = this.current;
    const pcm = new Int16Array(samples.length);
    let peak = this.peak;
    for (let i = 0; i < samples.length; i++) {
      let v = samples[i]! * gain;
      if (v > 1) v = 1;
      else if (v < -1) v = -1;
      if (v > peak) peak = v;
      else if (-v > peak) peak = -v;
      // Int16Array stores truncate toward zero: ±0.5 rounds to the nearest step.
      pcm[i] = v * 32767 + (v < 0 ? -0.5 : 0.5);
    }
    this.peak = peak;
    const bytes = Buffer.from(pcm.buffer, 0, pcm.byteLength);
    if (part.encoder) part.encoder.writeBytes(bytes);
    else {
      part.waiting.push(bytes);
      this.waitingBytes += bytes.length;
    }
  }

  private close(): void {
    const part = this.current;
    if (part.ended) return;
    part.ended = true;
    part.encoder?.end();
  }

  private startNext(): void {
    while (this.running < this.workers && this.started < this.parts.length && !this.failure) {
      const part = this.parts[this.started++]!;
      this.running++;
      const encoder = new Mp3Encoder(this.rate, this.options.signal, { headers: part.index === 0, quickStart: this.options.urgent === true });
      part.encoder = encoder;
      for (const bytes of part.waiting) {
        encoder.writeBytes(bytes);
        this.waitingBytes -= bytes.length;
      }
      part.waiting = [];
      if (part.ended) encoder.end();
      void (async () => {
        try {
          for await (const chunk of encoder.output()) part.out.push(chunk);
          part.resolve();
        } catch (error) {
          this.failure ??= error;
          part.reject(error);
          this.kill();
        } finally {
          this.running--;
          this.startNext();
          const wake = this.wakeProducer;
          this.wakeProducer = null;
          wake?.();
        }
      })();
    }
  }
}
