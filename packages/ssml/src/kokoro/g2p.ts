// Mandarin text → the phoneme string a Kokoro-82M voice reads (issue 24). The pinyin of every character
// is ours: the hints a plan carries (the user's pinyin markup and dictionary) are obeyed exactly, every
// other polyphone takes the reading our polyphone reader suggests (lexicon, context), and the rest
// pinyin-pro's reading without tone sandhi (what the voices were trained with: the model applies sandhi
// itself). Words (ICU's segmentation) are written without spaces inside, joined by spaces, and
// punctuation becomes the model's own (，→ `, `, 。→ `. `…), as misaki's zh path does.
import { OutputFormat, segment } from 'pinyin-pro';
import type { PhonemeHint } from '../plan.ts';
import { isChineseChar } from '../pinyin.ts';
import { textPinyin } from '../polyphones.ts';
import { pinyinToIpa } from './ipa.ts';
import { KOKORO_MAX_TOKENS } from './vocab.ts';

/// Punctuation the model knows, by the marks a script writes.
const PUNCTUATION: Readonly<Record<string, string>> = {
  '，': ',',
  ',': ',',
  '、': ',',
  '。': '.',
  '．': '.',
  '.': '.',
  '！': '!',
  '!': '!',
  '？': '?',
  '?': '?',
  '：': ':',
  ':': ':',
  '；': ';',
  ';': ';',
  '…': '…',
  '—': '—',
  '（': '(',
  '(': '(',
  '）': ')',
  ')': ')',
  '“': '“',
  '”': '”',
  '《': '“',
  '》': '”',
  '「': '“',
  '」': '”',
  '【': '“',
  '】': '”',
  '"': '"',
};
/// Marks followed by a space (a pause), as misaki writes them.
const SPACED_AFTER = new Set([',', '.', '!', '?', ':', ';', ')', '”']);
const SPACED_BEFORE = new Set(['(', '“']);

/// Latin letters the front-end left (CEO → C E O, brand words), said by their names in Mandarin IPA.
const LETTERS: Readonly<Record<string, string>> = {
  a: 'ei→',
  b: 'pi→',
  c: 'si→',
  d: 'ti→',
  e: 'i→',
  f: 'ɛ↘fu',
  g: 'ʨi→',
  h: 'ei→ʨʰu',
  i: 'ai→',
  j: 'ʨei→',
  k: 'kʰei→',
  l: 'ɛ↘lou',
  m: 'ɛ↘mu',
  n: 'ən→',
  o: 'ou→',
  p: 'pʰi→',
  q: 'kʰjou→',
  r: 'a↘ɚ',
  s: 'ɛ↘sɨ',
  t: 'tʰi→',
  u: 'jou→',
  v: 'wei→',
  w: 'ta↘pu↓jou',
  x: 'ai↘kʰəsɨ',
  y: 'wai→',
  z: 'ʦei→',
};

/// Digits the front-end left (it reads numbers out; this is the fallback), read one by one.
const DIGITS = ['liŋ↗', 'i→', 'ɚ↘', 'san→', 'sɨ↘', 'u↓', 'ljou↘', 'ʨʰi→', 'pa→', 'ʨjou↓'] as const;

/// The pinyin of each character of `text` by UTF-16 offset (null where not Chinese): the segment's hints (the user's
/// markup and dictionary) over the front-end's reading in context (`textPinyin`, the same reading espeak is hinted:
/// one reading for every engine).
export function kokoroPinyin(text: string, hints: readonly PhonemeHint[] = []): (string | null)[] {
  const out = textPinyin(text);
  for (const h of hints) {
    // A hint covers its characters one syllable each (a dictionary word is hinted per character).
    const syllables = h.pinyin.trim().split(/\s+/);
    let k = 0;
    for (let p = h.offset; p < h.offset + h.length && p < text.length; ) {
      const cp = text.codePointAt(p)!;
      const size = cp > 0xffff ? 2 : 1;
      if (isChineseChar(String.fromCodePoint(cp))) out[p] = syllables[Math.min(k, syllables.length - 1)] ?? out[p]!;
      k++;
      p += size;
    }
  }
  return out;
}

/// The words of `text`: ICU's dictionary segmentation where the platform has it (Node, every current
/// browser), which knows common words (你好, 扮演) that pinyin-pro's polyphone-oriented lexicon splits;
/// pinyin-pro's segmentation otherwise.
function words(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') return Array.from(new Intl.Segmenter('zh', { granularity: 'word' }).segment(text), (s) => s.segment);
  return segment(text, { format: OutputFormat.ZhSegment });
}

/// The phoneme string of `text` for a Kokoro Mandarin voice, with the segment's pinyin hints obeyed.
export function kokoroPhonemes(text: string, hints: readonly PhonemeHint[] = []): string {
  const readings = kokoroPinyin(text, hints);
  let out = '';
  // One space between words; none at the start or right after an opening mark.
  const space = () => {
    if (out && !/[ (“"]$/.test(out)) out += ' ';
  };
  let at = 0;
  for (const word of words(text)) {
    const start = at;
    at += word.length;
    let chinese = '';
    for (let p = start; p < at; ) {
      const cp = text.codePointAt(p)!;
      const char = String.fromCodePoint(cp);
      p += char.length;
      const reading = readings[p - char.length];
      if (reading) {
        const ipa = pinyinToIpa(reading);
        if (ipa) {
          chinese += ipa;
          continue;
        }
      }
      if (chinese) {
        space();
        out += chinese;
        chinese = '';
      }
      const lower = char.toLowerCase();
      const mark = PUNCTUATION[char];
      if (mark) {
        if (SPACED_BEFORE.has(mark)) space();
        else if (out.endsWith(' ')) out = out.slice(0, -1);
        out += mark;
        if (SPACED_AFTER.has(mark)) out += ' ';
      } else if (LETTERS[lower]) {
        space();
        out += LETTERS[lower];
      } else if (char >= '0' && char <= '9') {
        space();
        out += DIGITS[Number(char)];
      } else if (/\s/.test(char)) space();
    }
    if (chinese) {
      space();
      out += chinese;
    }
  }
  return out.trim();
}

/// Splits a phoneme string into pieces of at most `max` symbols (the model's input limit), at the last
/// pause mark, else the last space, before the limit; a piece without either is cut at the limit.
export function splitKokoroPhonemes(phonemes: string, max = KOKORO_MAX_TOKENS): string[] {
  const pieces: string[] = [];
  let rest = [...phonemes];
  while (rest.length > max) {
    const head = rest.slice(0, max);
    let cut = -1;
    for (let i = head.length - 1; i > 0 && cut < 0; i--) if ('.!?;:,'.includes(head[i]!)) cut = i + 1;
    for (let i = head.length - 1; i > 0 && cut < 0; i--) if (head[i] === ' ') cut = i + 1;
    if (cut < 0) cut = max;
    pieces.push(head.slice(0, cut).join('').trim());
    rest = rest.slice(cut);
  }
  const last = rest.join('').trim();
  if (last || pieces.length === 0) pieces.push(last);
  return pieces.filter((p, i) => p || i === 0);
}
