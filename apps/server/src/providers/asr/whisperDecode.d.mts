export const TOKENS: { endOfText: 50257; startOfTranscript: 50258; translate: 50358; transcribe: 50359; startOfPrevious: 50361; noSpeech: 50362; noTimestamps: 50363 };
/** The first timestamp token, <|0.00|>. */
export const TIMESTAMP_BEGIN: number;
/** Timestamp tokens per second (20 ms each). */
export const TIMESTAMPS_PER_SECOND: number;
/** How many tokens to keep when the sequence ends in a loop (its first round), or -1. */
export function loopStart(ids: number[]): number;
export interface DecodeOptions {
  /** The logits after each of `tokens`, fed from position 0 (one hypothesis). */
  begin: (tokens: number[]) => Promise<Float32Array[]>;
  /** One token for each hypothesis at `position`, hypothesis i continuing the previous step's `sources[i]`; the logits after each. */
  step: (tokens: number[], position: number, sources: number[]) => Promise<Float32Array[]>;
  language: number;
  prompt?: number[];
  /** At most this many tokens of text (timestamps not counted). */
  maxTokens: number;
  suppress: readonly number[];
  suppressAtBegin: readonly number[];
  /** Timed segments by OpenAI's timestamp rules; without, one untimed segment (<|notimestamps|>). */
  timestamps?: boolean;
  /** Hypotheses kept at each step (Whisper's beam search, patience 1); 1, the default, is greedy. */
  beamSize?: number;
}
export interface DecodedSegment {
  /** Seconds from the window's start. */
  start: number;
  /** Seconds from the window's start; null when the text ran to the end unclosed. */
  end: number | null;
  ids: number[];
}
export function decode(options: DecodeOptions): Promise<{ ids: number[]; segments: DecodedSegment[]; noSpeech: number; avgLogProb: number; looped: boolean }>;
/** Narrows `allowed` to what OpenAI's timestamp rules let follow `seq`. */
export function timestampRules(seq: number[], logits: Float32Array, allowed: Uint8Array): void;
/** The `k` allowed ids with the highest scores, best first (ties: the lower id first). */
export function topAllowed(scores: Float32Array, allowed: Uint8Array, k: number): number[];
/** The timed segments of a sequence of text and timestamp tokens. */
export function segmentsOf(seq: number[]): DecodedSegment[];
