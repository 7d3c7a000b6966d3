export interface EspeakJob {
  voice: string;
  text: string;
  rate: number;
  pitch: number;
  /// Output rate (default: espeak's own, 22050 Hz).
  sampleRate?: number;
}
export const WARM_UP_SENTENCES: string[];
export interface Espeak {
  sampleRate: number;
  synth(job: EspeakJob): Int16Array;
  /** espeak's phoneme mnemonics for the text (`espeak -x`), without speaking it. */
  phonemes(job: { voice: string; text: string }): string;
}
export function loadEspeak(options?: { warm?: boolean }): Promise<Espeak>;
/** Synthesises `job` as floats at `job.sampleRate`. */
export function synthFloat(espeak: { sampleRate: number; synth(job: EspeakJob): Int16Array }, job: EspeakJob): { samples: Float32Array; sampleRate: number };
