// The segmenter on signals made here: sine tones stand for speech (a level the segmenter cannot tell
// from speech), seeded white noise for a noise bed. Bursts start on 20 ms frame boundaries, so where a
// piece begins and ends is known to the frame: leadMs before a burst, tailMs after it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEGMENT_SETTINGS, Segmenter, type Piece } from './whisperSegments.mjs';

const PER_MS = SEGMENT_SETTINGS.rate / 1000;
const MAX_SAMPLES = SEGMENT_SETTINGS.maxMs * PER_MS;

interface Sound {
  atMs: number;
  ms: number;
  /** RMS level in dBFS. */
  db: number;
}

/// `totalMs` of audio: the sounds as 440 Hz tones, over white noise at `noiseDb` if given.
function signal(totalMs: number, sounds: Sound[], noiseDb?: number): Float32Array {
  const audio = new Float32Array(totalMs * PER_MS);
  if (noiseDb !== undefined) {
    // mulberry32: the same noise on every run; uniform on [-a, a] has RMS a/√3
    let seed = 7;
    const a = 10 ** (noiseDb / 20) * Math.sqrt(3);
    for (let i = 0; i < audio.length; i++) {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      audio[i] = a * (2 * (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) - 1);
    }
  }
  for (const { atMs, ms, db } of sounds) {
    const amplitude = 10 ** (db / 20) * Math.SQRT2;
    for (let i = atMs * PER_MS; i < (atMs + ms) * PER_MS; i++) audio[i]! += amplitude * Math.sin((2 * Math.PI * 440 * i) / SEGMENT_SETTINGS.rate);
  }
  return audio;
}

function segment(audio: Float32Array, chunk: number | (() => number) = 4096): Piece[] {
  const segmenter = new Segmenter();
  const pieces: Piece[] = [];
  for (let i = 0; i < audio.length; ) {
    const n = typeof chunk === 'number' ? chunk : chunk();
    pieces.push(...segmenter.push(audio.subarray(i, i + n)));
    i += n;
  }
  return [...pieces, ...segmenter.flush()];
}

// samples by their hash: comparing millions of floats one by one with toEqual takes seconds
const hash = (samples: Float32Array) => createHash('sha256').update(samples).digest('hex');
const spans = (pieces: Piece[]) => pieces.map((p) => ({ beginMs: p.startSample / PER_MS, endMs: (p.startSample + p.samples.length) / PER_MS }));

/// Within a frame of `ms`.
const near = (ms: number) => expect.toSatisfy((actual: number) => Math.abs(actual - ms) <= SEGMENT_SETTINGS.frameMs);
/// The piece for a burst: from its lead-in to its tail.
const around = (fromMs: number, toMs: number) => ({ beginMs: near(fromMs - SEGMENT_SETTINGS.leadMs), endMs: near(toMs + SEGMENT_SETTINGS.tailMs) });

describe('whisperSegments', () => {
  it('silence, and sounds under the absolute floor, give no piece', () => {
    expect(segment(signal(10_000, []))).toEqual([]);
    // −60 dBFS against digital silence is 60 dB above the noise floor, but still no speech
    const faint = signal(20_000, [0, 1, 2, 3, 4, 5].map((k) => ({ atMs: 1000 + 3000 * k, ms: 1000, db: -60 })));
    expect(segment(faint)).toEqual([]);
  });

  it('a 2 s burst in silence is one piece around it, holding the stream’s own samples', () => {
    const audio = signal(8000, [{ atMs: 3000, ms: 2000, db: -20 }]);
    const pieces = segment(audio);
    expect(spans(pieces)).toEqual([around(3000, 5000)]);
    const [piece] = pieces;
    expect(hash(piece!.samples)).toBe(hash(audio.subarray(piece!.startSample, piece!.startSample + piece!.samples.length)));
  });

  it('after minCutMs, a 1 s pause splits the speech', () => {
    const audio = signal(15_000, [
      { atMs: 1000, ms: 10_000, db: -20 },
      { atMs: 12_000, ms: 2000, db: -20 },
    ]);
    expect(spans(segment(audio))).toEqual([around(1000, 11_000), around(12_000, 14_000)]);
  });

  it('before minCutMs, a 500 ms pause stays inside the piece', () => {
    const audio = signal(8000, [
      { atMs: 1000, ms: 3000, db: -20 },
      { atMs: 4500, ms: 2000, db: -20 },
    ]);
    expect(spans(segment(audio))).toEqual([around(1000, 6500)]);
  });

  it('a silence of 2 s ends a piece however short it is', () => {
    const audio = signal(10_000, [
      { atMs: 1000, ms: 2000, db: -20 },
      { atMs: 5000, ms: 2000, db: -20 },
    ]);
    expect(spans(segment(audio))).toEqual([around(1000, 3000), around(5000, 7000)]);
  });

  it('70 s without a pause becomes pieces of at most 28 s, end to end', () => {
    // 70.01 s: the stream ends in the middle of a frame
    const audio = signal(70_010, [{ atMs: 0, ms: 70_010, db: -20 }]);
    const pieces = segment(audio);
    expect(pieces.map((p) => p.samples.length)).toEqual([MAX_SAMPLES, MAX_SAMPLES, audio.length - 2 * MAX_SAMPLES]);
    expect(pieces.map((p) => p.startSample)).toEqual([0, MAX_SAMPLES, 2 * MAX_SAMPLES]);
  });

  it('a piece that reaches 28 s is cut at its quietest stretch, not at 28 s', () => {
    // a 260 ms dip of 8 dB (still speech, and shorter than a pause) at 20 s
    const audio = signal(30_000, [
      { atMs: 0, ms: 20_000, db: -20 },
      { atMs: 20_000, ms: 260, db: -28 },
      { atMs: 20_260, ms: 9740, db: -20 },
    ]);
    const [first, second, ...rest] = spans(segment(audio));
    expect(first).toEqual({ beginMs: 0, endMs: expect.toSatisfy((ms: number) => ms >= 20_000 && ms <= 20_260) });
    expect(second).toEqual({ beginMs: first!.endMs, endMs: 30_000 });
    expect(rest).toEqual([]);
  });

  it('under a constant noise bed, the pieces are the speech, not the noise', () => {
    const bursts = [
      { atMs: 5000, ms: 2000, db: -20 },
      { atMs: 15_000, ms: 3000, db: -20 },
      { atMs: 30_000, ms: 2000, db: -20 },
    ];
    const pieces = segment(signal(40_000, bursts, -40));
    expect(spans(pieces)).toEqual(bursts.map((b) => around(b.atMs, b.atMs + b.ms)));
  });

  it('the noise floor follows the recording: a noise bed after a silent pre-roll stops passing for speech', () => {
    // While 5 s of digital silence is over a tenth of the last noiseWindowMs, it is the noise floor
    // and the noise bed is speech; once it has left the window, only the bursts are.
    const bursts = [
      { atMs: 40_000, ms: 2000, db: -20 },
      { atMs: 50_000, ms: 2000, db: -20 },
    ];
    const audio = signal(60_000, bursts, -40).fill(0, 0, 5000 * PER_MS);
    const late = spans(segment(audio)).filter((p) => p.beginMs >= 35_000);
    expect(late).toEqual(bursts.map((b) => around(b.atMs, b.atMs + b.ms)));
  });

  it('a 40 ms click is dropped, a 200 ms word is kept', () => {
    const audio = signal(9000, [
      { atMs: 2010, ms: 40, db: -10 },
      { atMs: 6000, ms: 200, db: -20 },
    ]);
    expect(spans(segment(audio))).toEqual([around(6000, 6200)]);
  });

  it('the pieces are the same whatever the chunk sizes', () => {
    const audio = signal(
      80_000,
      [
        { atMs: 1000, ms: 3000, db: -20 },
        { atMs: 4400, ms: 6000, db: -25 },
        { atMs: 10_700, ms: 2000, db: -20 },
        { atMs: 15_003, ms: 35_000, db: -18 },
        { atMs: 52_000, ms: 30, db: -10 },
        { atMs: 60_000, ms: 19_999, db: -20 },
      ],
      -45,
    );
    const digest = (pieces: Piece[]) => pieces.map((p) => `${p.startSample} ${hash(p.samples)}`);
    const whole = digest(segment(audio, audio.length));
    expect(whole.length).toBeGreaterThanOrEqual(5);
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 0x7fffffff) % 5000;
    for (const chunk of [1, 7, 319, 320, 321, 4096, 100_000, () => random() + 1]) expect(digest(segment(audio, chunk))).toEqual(whole);
  });
});
