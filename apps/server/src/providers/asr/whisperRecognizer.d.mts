/** `,` → `，` and the like where a Chinese character is on either side. */
export function chinesePunctuation(text: string): string;
/** Whether `text` is the prompt given back (at least four letters or digits of it). */
export function echoesPrompt(text: string, prompt: string): boolean;
export interface Whisper {
  /** The language recognised (`zh` when the one asked for is unknown to Whisper, or empty). */
  language: string;
  /** The text of up to 30 s of 16 kHz mono samples, whole and in timed segments (ms from the samples' start); '' and none when Whisper hears no speech. */
  recognise(samples: Float32Array): Promise<{ text: string; segments: readonly { beginMs: number; endMs: number; text: string }[] }>;
  close(): Promise<void>;
}
/** Whisper base from a verified model folder (model.bin, tokenizer.json, config.json). */
export function loadWhisper(options: { modelDir: string; threads: number; language: string; prompt: string }): Promise<Whisper>;
