/** The parts of a Hugging Face tokenizer.json that Whisper's text tokenizer reads. */
export interface TokenizerJson {
  /** Merges as "a b" (older files) or ["a", "b"] (newer ones), highest priority first. */
  model: { vocab: Record<string, number>; merges: (string | [string, string])[] };
  added_tokens: { id: number; content: string }[];
}

export interface WhisperTokenizer {
  /** Text (at most 2,000 UTF-16 units) to ids, without special tokens. */
  encode(text: string): number[];
  /** Ids to text: special tokens skipped, a character cut off at the end dropped. */
  decode(ids: number[]): string;
  /** The text each token completes ('' for one holding only a character's first bytes); joined, `decode(ids)`. */
  pieces(ids: number[]): string[];
  /** The id of an added token by its text, e.g. special('<|zh|>'); throws if there is none. */
  special(name: string): number;
  /** One past the highest id, added tokens included. */
  size: number;
}

/** Whisper's byte-level BPE tokenizer from a parsed tokenizer.json. */
export function createTokenizer(json: TokenizerJson): WhisperTokenizer;
