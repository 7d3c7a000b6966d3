export const TOKENS: { endOfText: 50257; startOfTranscript: 50258; translate: 50358; transcribe: 50359; startOfPrevious: 50361; noSpeech: 50362; noTimestamps: 50363 };
/** How many tokens to keep when the sequence ends in a loop (its first round), or -1. */
export function loopStart(ids: number[]): number;
export interface DecodeOptions {
  /** The logits after each of `tokens`, the first at `position`. */
  step: (tokens: number[], position: number) => Promise<Float32Array[]>;
  language: number;
  prompt?: number[];
  maxTokens: number;
  suppress: readonly number[];
  suppressAtBegin: readonly number[];
}
export function decodeGreedy(options: DecodeOptions): Promise<{ ids: number[]; noSpeech: number; avgLogProb: number; looped: boolean }>;
