// The text side of Whisper's tokenizer (GPT-2 byte-level BPE), read from a Hugging Face
// tokenizer.json: prompt text to ids for the decoder, and the decoder's ids back to text. Plain
// JavaScript because it runs in the recognition child process, which loads no TypeScript.

// Prompts are a sentence or two; the bound keeps a runaway caller from a long BPE loop.
const MAX_CHARS = 2000;

// GPT-2's pre-tokenizer (what tokenizers' ByteLevel uses with use_regex): contractions, runs of
// letters, digits or other symbols each with one leading space, then whitespace. Its last part,
// `\s+(?!\S)|\s+`, is written as `\s(?:\s*(?!\S))?`: the same matches (a run of spaces leaves its
// last one to the word after it), in a form the backtracking lint can see is linear.
const PRE_TOKEN = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s(?:\s*(?!\S))?/gu;

// GPT-2's bytes_to_unicode: printable Latin-1 bytes stand for themselves, the other bytes get
// characters from U+0100 on, so every byte is a visible character and no token holds a space.
const BYTE_CHAR = /** @type {string[]} */ ([]);
const CHAR_BYTE = /** @type {Map<string, number>} */ (new Map());
for (let b = 0, extra = 0; b < 256; b++) {
  const printable = (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
  const char = String.fromCharCode(printable ? b : 256 + extra++);
  BYTE_CHAR.push(char);
  CHAR_BYTE.set(char, b);
}

/**
 * @param {import('./whisperText.d.mts').TokenizerJson} json a parsed tokenizer.json
 * @returns {import('./whisperText.d.mts').WhisperTokenizer}
 */
export function createTokenizer(json) {
  const vocab = new Map(Object.entries(json.model.vocab));
  /** @type {string[]} */
  const tokens = [];
  for (const [token, id] of vocab) tokens[id] = token;
  // Tokens never contain a space (bytes_to_unicode), so "a b" names a pair in both merge formats.
  const ranks = new Map(json.model.merges.map((m, rank) => [typeof m === 'string' ? m : `${m[0]} ${m[1]}`, rank]));
  const specials = new Map(json.added_tokens.map((t) => [t.content, t.id]));
  const addedIds = json.added_tokens.map((t) => t.id);
  // Ids from the first added token on are control tokens (and timestamps beyond them): never text.
  const firstSpecial = addedIds.length > 0 ? Math.min(...addedIds) : tokens.length;
  /** @type {Map<string, number[]>} */
  const cache = new Map();

  /** @param {string} word a pre-token in bytes_to_unicode characters */
  function bpe(word) {
    const parts = [...word];
    const rank = (/** @type {number} */ i) => ranks.get(`${parts[i]} ${parts[i + 1]}`) ?? Infinity;
    const pairRanks = parts.slice(1).map((_, i) => rank(i));
    // The lowest-ranked pair first, the leftmost among equals: the order tokenizers merges in.
    for (;;) {
      let best = 0;
      for (let i = 1; i < pairRanks.length; i++) if (pairRanks[i] < pairRanks[best]) best = i;
      if (!(pairRanks[best] < Infinity)) break;
      parts.splice(best, 2, parts[best] + parts[best + 1]);
      pairRanks.splice(best, 1);
      if (best > 0) pairRanks[best - 1] = rank(best - 1);
      if (best < pairRanks.length) pairRanks[best] = rank(best);
    }
    return parts.map((p) => {
      const id = vocab.get(p);
      if (id === undefined) throw new Error(`whisper tokenizer: no token for ${JSON.stringify(p)}`);
      return id;
    });
  }

  const utf8 = new TextEncoder();
  /** A token's bytes; none for a special token. @param {number} id @returns {number[]} */
  const bytesOf = (id) => {
    if (id >= firstSpecial) return [];
    const token = tokens[id];
    if (token === undefined) throw new Error(`whisper tokenizer: no token ${id}`);
    return Array.from(token, (char) => {
      const byte = CHAR_BYTE.get(char);
      if (byte === undefined) throw new Error(`whisper tokenizer: token ${id} is not byte-level`);
      return byte;
    });
  };

  return {
    /**
     * Text to ids, without special tokens (and without recognising "<|zh|>" in the text).
     * @param {string} text
     * @returns {number[]}
     */
    encode(text) {
      if (text.length > MAX_CHARS) throw new Error(`whisper tokenizer: text of ${text.length} characters, at most ${MAX_CHARS}`);
      const ids = [];
      for (const [piece] of text.matchAll(PRE_TOKEN)) {
        let pieceIds = cache.get(piece);
        if (pieceIds === undefined) {
          pieceIds = bpe(Array.from(utf8.encode(piece), (b) => BYTE_CHAR[b]).join(''));
          if (cache.size < 10_000) cache.set(piece, pieceIds);
        }
        ids.push(...pieceIds);
      }
      return ids;
    },
    /**
     * Ids to text, special tokens skipped. Chinese characters are split across tokens, so the bytes
     * of all tokens are decoded at once; a character cut off at the end is dropped.
     * @param {number[]} ids
     * @returns {string}
     */
    decode(ids) {
      const bytes = ids.flatMap(bytesOf);
      // stream: an incomplete final sequence is held back for more bytes that never come, rather than
      // shown as U+FFFD; invalid bytes elsewhere still are.
      return new TextDecoder().decode(Uint8Array.from(bytes), { stream: true });
    },
    /**
     * The text each token completes, in order: '' for a token holding only the first bytes of a character,
     * which the next one completes. Joined, the pieces are `decode(ids)`.
     * @param {number[]} ids
     * @returns {string[]}
     */
    pieces(ids) {
      const decoder = new TextDecoder();
      return ids.map((id) => decoder.decode(Uint8Array.from(bytesOf(id)), { stream: true }));
    },
    /**
     * The id of an added token by its text, e.g. special('<|zh|>').
     * @param {string} name
     * @returns {number}
     */
    special(name) {
      const id = specials.get(name);
      if (id === undefined) throw new Error(`whisper tokenizer: no special token ${name}`);
      return id;
    },
    /** One past the highest id, added tokens included. */
    size: Math.max(tokens.length, ...addedIds.map((id) => id + 1)),
  };
}
