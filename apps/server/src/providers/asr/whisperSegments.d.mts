export interface SegmentSettings {
  /** Samples per second of the stream (mono). */
  rate: number;
  /** The unit of level measurement; every other duration is rounded to whole frames. */
  frameMs: number;
  /** The longest piece. */
  maxMs: number;
  /** A piece is not cut at a short pause before it is this long. */
  minCutMs: number;
  /** Audio kept before a piece's first speech frame. */
  leadMs: number;
  /** Audio kept after a piece's last speech frame. */
  tailMs: number;
  /** Non-speech this long ends a piece once it is minCutMs long. */
  pauseMs: number;
  /** Non-speech this long ends a piece whatever its length. */
  longPauseMs: number;
  /** A piece with less speech than this is dropped. */
  minSpeechMs: number;
  /** A frame at or under this level (dBFS) is never speech. */
  floorDb: number;
  /** A frame is speech when it is more than this above the noise floor (dB). */
  marginDb: number;
  /** The noise floor is never taken above this (dBFS). */
  noiseCeilingDb: number;
  /** The noise floor is a percentile of the levels in this last stretch of the stream. */
  noiseWindowMs: number;
  /** That percentile, 0–1. */
  noisePercentile: number;
  /** A forced cut leaves the maxMs mark only for a stretch at least this much quieter (dB). */
  quietDb: number;
}

export const SEGMENT_SETTINGS: Readonly<SegmentSettings>;
/** The level of `n` samples from `at`, in dB (never under −120). */
export function frameDb(samples: Float32Array, at: number, n: number): number;

/** Audio to recognise: it begins at beginMs = startSample / (rate / 1000) of the stream. */
export interface Piece {
  /** Where the piece begins in the stream, in samples from its start. */
  startSample: number;
  /** At most maxMs of audio, a copy the segmenter no longer holds. */
  samples: Float32Array;
}

/** Cuts a stream of samples, pushed in chunks of any size, into pieces of speech. */
export class Segmenter {
  constructor(settings?: Partial<SegmentSettings>);
  /** The pieces this chunk completed, in stream order. */
  push(samples: Float32Array): Piece[];
  /** The pieces left at the end of the stream; nothing may be pushed after it. */
  flush(): Piece[];
}
