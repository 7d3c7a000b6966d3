/** `,` → `，` and the like where a Chinese character is on either side. */
export function chinesePunctuation(text: string): string;
/** Whether `text` is the prompt given back (at least four letters or digits of it). */
export function echoesPrompt(text: string, prompt: string): boolean;
/** Whether samples still hold speech: a 20 ms frame within 30 dB of `loudest` (dB). */
export function hasSpeech(samples: Float32Array, loudest: number): boolean;
export interface TimedText {
  beginMs: number;
  endMs: number;
  text: string;
}
/** A piece read window by window: again from where Whisper's text ended, while a second or more with speech is left. */
export function readPiece(samples: Float32Array, read: (samples: Float32Array) => Promise<{ segments: readonly TimedText[]; doneUntil: number | null }>): Promise<TimedText[]>;
export interface Whisper {
  /** The language recognised (`zh` when the one asked for is unknown to Whisper, or empty). */
  language: string;
  /** The text of up to 30 s of 16 kHz mono samples, whole and in timed segments (ms from the samples' start); '' and none when Whisper hears no speech. */
  recognise(samples: Float32Array): Promise<{ text: string; segments: readonly { beginMs: number; endMs: number; text: string }[] }>;
  close(): Promise<void>;
}
/** Whisper base from a verified model folder (model.bin, tokenizer.json, config.json). */
export function loadWhisper(options: { modelDir: string; threads: number; language: string; prompt: string; beamSize?: number }): Promise<Whisper>;
