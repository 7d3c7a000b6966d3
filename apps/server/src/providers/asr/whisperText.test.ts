// Whisper's text tokenizer (whisperText.mjs) on a tokenizer.json small enough to reason about by
// hand, in the real file's shape. Bytes appear as GPT-2's bytes_to_unicode characters: a space is
// "Ġ", 中 (E4 B8 AD) is "ä¸Ń", 文 (E6 96 87) is "æĸĩ", as in Whisper's own vocabulary. The real
// file is downloaded with the model at run time; set WHISPER_TOKENIZER_JSON to its path to check
// the ids Hugging Face's tokenizers library gives for the prompt.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTokenizer, type TokenizerJson } from './whisperText.mjs';

const vocabList = ['a', 'b', 'c', 'Ġ', 'ä', '¸', 'Ń', 'æ', 'ĸ', 'ĩ', 'bĠ', 'bc', 'ab', 'ä¸'];
const vocab = Object.fromEntries(vocabList.map((token, i) => [token, i]));
/** The ids of tokens named by their text. */
const ids = (...tokens: string[]) => tokens.map((token) => vocab[token] ?? -1);
// "b Ġ" ranks first yet must never apply: a space starts the next pre-token, never ends a word.
const merges = ['b Ġ', 'b c', 'a b', 'ä ¸'];
const added = { endoftext: 14, startoftranscript: 15, zh: 16 };

function json(mergeList: TokenizerJson['model']['merges'] = merges): TokenizerJson {
  return {
    model: { vocab, merges: mergeList },
    added_tokens: Object.entries(added).map(([name, n]) => ({ id: n, content: `<|${name}|>` })),
  };
}

describe('encode', () => {
  const t = createTokenizer(json());

  it('merges the lowest-ranked pair first, wherever it is', () => {
    // In text order "a b" would merge first and give [ab, c].
    expect(t.encode('abc')).toEqual(ids('a', 'bc'));
  });

  it('merges within a pre-token only, a space joining the word after it', () => {
    // Over the whole string "b Ġ" would win and give [a, bĠ, ab].
    expect(t.encode('ab ab')).toEqual(ids('ab', 'Ġ', 'ab'));
  });

  it('gives a character without merges as the tokens of its UTF-8 bytes', () => {
    expect(t.encode('文')).toEqual(ids('æ', 'ĸ', 'ĩ'));
    expect(t.encode(' 中文')).toEqual(ids('Ġ', 'ä¸', 'Ń', 'æ', 'ĸ', 'ĩ'));
  });

  it('reads merges written as pairs as it reads "a b" strings', () => {
    const pairs = createTokenizer(json(merges.map((m) => m.split(' ') as [string, string])));
    for (const text of ['abc', 'ab ab', ' 中文']) expect(pairs.encode(text)).toEqual(t.encode(text));
  });

  it('refuses text over 2,000 characters', () => {
    expect(t.encode('a'.repeat(2000))).toHaveLength(2000);
    expect(() => t.encode('a'.repeat(2001))).toThrow(/2001 characters, at most 2000/);
  });
});

describe('decode', () => {
  const t = createTokenizer(json());

  it('decodes a character whose bytes are split across tokens', () => {
    expect(t.decode(ids('ä¸', 'Ń'))).toBe('中');
    expect(t.decode(t.encode('abc 中文 ab'))).toBe('abc 中文 ab');
  });

  it('drops a character cut off at the end, and only there', () => {
    expect(t.decode(ids('a', 'ä¸'))).toBe('a');
    expect(t.decode(ids('æ', 'ĸ'))).toBe('');
    expect(t.decode(ids('ä¸', 'a'))).toBe('\uFFFDa');
  });

  it('skips special tokens, timestamps beyond them included', () => {
    expect(t.decode([added.startoftranscript, added.zh, ...ids('a'), added.endoftext, ...ids('b'), 99])).toBe('ab');
    // Bytes on both sides of a special token still make one character.
    expect(t.decode([...ids('ä¸'), added.zh, ...ids('Ń')])).toBe('中');
  });

  it('throws on an id that is neither a token nor special', () => {
    expect(() => t.decode([-1])).toThrow(/no token -1/);
  });
});

describe('special', () => {
  const t = createTokenizer(json());

  it('finds an added token by its text', () => {
    expect(t.special('<|zh|>')).toBe(added.zh);
    expect(t.special('<|endoftext|>')).toBe(added.endoftext);
  });

  it('throws for a token the file does not have', () => {
    expect(() => t.special('<|fr|>')).toThrow(/no special token <\|fr\|>/);
  });

  it('counts the added tokens in the size', () => {
    expect(t.size).toBe(17);
  });
});

const realFile = process.env.WHISPER_TOKENIZER_JSON;

describe('Whisper’s own tokenizer.json', () => {
  it.runIf(realFile)('gives the ids Hugging Face tokenizers gives for the Chinese prompt', () => {
    const t = createTokenizer(JSON.parse(readFileSync(realFile ?? '', 'utf8')) as TokenizerJson);
    const prompt = '以下是普通话的句子，使用简体中文和标点符号。';
    // tokenizers 0.23.3: Tokenizer.from_file(path).encode(prompt, add_special_tokens=False).ids
    const ids = [3588, 4438, 1541, 29993, 19550, 21596, 1546, 34592, 7626, 171, 120, 234, 22982, 9254, 11249, 222, 29485, 5975, 17174, 12565, 162, 3921, 12579, 5437, 99, 26987, 1543];
    expect(t.encode(prompt)).toEqual(ids);
    expect(t.decode([t.special('<|startofprev|>'), ...ids, t.special('<|startoftranscript|>')])).toBe(prompt);
    expect(t.special('<|zh|>')).toBe(50260);
  });
});
