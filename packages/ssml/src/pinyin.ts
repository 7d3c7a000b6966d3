// Pinyin readings of Chinese characters (spec 02 §2.3 "Pronunciation", §5 "Custom pinyin"), from
// pinyin-pro's dictionary rather than a hand-made table.
import { convert, OutputFormat, pinyin, polyphonic, segment } from 'pinyin-pro';

/// One reading of a character.
export interface PinyinReading {
  /// Letters and tone digit as stored in a phoneme node, e.g. `hang2`; `ü` is written `v`
  /// (`lv4`) and the neutral tone is 5 (`de5`).
  pinyin: string;
  /// The syllable without tone, e.g. `hang`.
  syllable: string;
  /// Tone 1-4, or 5 for the neutral tone.
  tone: 1 | 2 | 3 | 4 | 5;
  /// The reading with tone marks for display, e.g. `háng`.
  marked: string;
}

const HAN = /^\p{Script=Han}$/u;

/// True when `char` is exactly one Chinese character (a Han code point).
export function isChineseChar(char: string): boolean {
  return HAN.test(char);
}

/// Shows a stored pinyin (`hang2`, `lv4`, `de5`) with tone marks (`háng`, `lǜ`, `de`).
export function toToneMarks(stored: string): string {
  const m = /^([a-zü]+)([1-5])$/.exec(stored.replace(/v/g, 'ü'));
  if (!m) return stored;
  if (m[2] === '5') return m[1]!;
  return convert(`${m[1]}${m[2]}`, { format: 'numToSymbol' });
}

function toReading(raw: string): PinyinReading | null {
  // pinyin-pro writes ü and marks the neutral tone 0.
  const m = /^([a-zü]+)([0-5])$/.exec(raw);
  if (!m) return null;
  const syllable = m[1]!.replace(/ü/g, 'v');
  const tone = (m[2] === '0' ? 5 : Number(m[2])) as PinyinReading['tone'];
  const stored = `${syllable}${tone}`;
  return { pinyin: stored, syllable, tone, marked: toToneMarks(stored) };
}

const cache = new Map<string, PinyinReading[]>();

/// The readings of one Chinese character for the pronunciation pop-up: the toned readings, most
/// common first, followed by the neutral tone of each syllable that lacks one. Empty when `char`
/// is not a single Chinese character.
export function pinyinReadings(char: string): PinyinReading[] {
  if (!isChineseChar(char)) return [];
  const hit = cache.get(char);
  if (hit) return hit;
  const raw = pinyin(char, { multiple: true, type: 'array', toneType: 'num' });
  const toned: PinyinReading[] = [];
  for (const r of raw) {
    const reading = toReading(r);
    if (reading && !toned.some((t) => t.pinyin === reading.pinyin)) toned.push(reading);
  }
  const neutral: PinyinReading[] = [];
  for (const t of toned) {
    const stored = `${t.syllable}5`;
    if (!toned.some((x) => x.pinyin === stored) && !neutral.some((x) => x.pinyin === stored)) {
      neutral.push({ pinyin: stored, syllable: t.syllable, tone: 5, marked: toToneMarks(stored) });
    }
  }
  const readings = [...toned, ...neutral];
  cache.set(char, readings);
  return readings;
}

/// A polyphonic character found in a text.
export interface Polyphone {
  /// UTF-16 offset of the character in the text.
  index: number;
  /// The character itself.
  char: string;
  /// Its dictionary readings (tone digits, `v` for ü), at least two.
  readings: string[];
  /// The reading pinyin-pro picks from the surrounding words, e.g. `hang2` in 银行.
  suggested: string;
}

/// Finds the characters of `text` that have more than one reading, for one-click pinyin.
export function findPolyphones(text: string): Polyphone[] {
  if (!text) return [];
  const contextual = pinyin(text, { type: 'array', toneType: 'num' });
  const all = polyphonic(text, { type: 'array', toneType: 'num' });
  const found: Polyphone[] = [];
  let index = 0;
  let i = 0;
  for (const char of text) {
    const options = (all[i] ?? []).map((r) => toReading(r)?.pinyin).filter((r): r is string => !!r);
    const unique = [...new Set(options)];
    if (isChineseChar(char) && unique.length > 1) {
      found.push({ index, char, readings: unique, suggested: toReading(contextual[i] ?? '')?.pinyin ?? unique[0]! });
    }
    index += char.length;
    i++;
  }
  return found;
}

/// Reads the pinyin of an SSML `phoneme ph` into stored syllables (`hang2`): accepts tone digits
/// with or without a space (`hang 2`, Azure `sapi`; `hang2`), tone marks (`háng`), `ü`/`v`/`u:`,
/// and 0 or 5 for the neutral tone. Returns null when some part is not pinyin.
export function normalizePinyin(ph: string): string[] | null {
  const text = ph.trim().toLowerCase().replace(/u:/g, 'v').replace(/ü/g, 'v');
  if (text === '') return null;
  if (/\d/.test(text)) {
    const out: string[] = [];
    const re = /([a-z]+)\s*([0-5])\s*/gy;
    let m: RegExpExecArray | null;
    let end = 0;
    while ((m = re.exec(text))) {
      out.push(`${m[1]}${m[2] === '0' ? 5 : m[2]}`);
      end = re.lastIndex;
    }
    return end === text.length && out.every((p) => /^[a-z]{1,7}[1-5]$/.test(p)) ? out : null;
  }
  const out: string[] = [];
  for (const part of ph.trim().split(/\s+/)) {
    const num = convert(part.toLowerCase(), { format: 'symbolToNum' }).replace(/ü/g, 'v');
    const m = /^([a-z]{1,7})([0-4])?$/.exec(num);
    if (!m) return null;
    out.push(`${m[1]}${!m[2] || m[2] === '0' ? 5 : m[2]}`);
  }
  return out;
}

/// A word of a text and its reading, for a pronunciation dictionary entry.
export interface WordReading {
  /// UTF-16 offset of the word in the text.
  from: number;
  to: number;
  word: string;
  /// One stored syllable per character, space-separated (`yin2 hang2`).
  pinyin: string;
}

/// The word of `text` that holds the character at `index` (pinyin-pro's word segmentation), read
/// in context, with that character read `reading`: what 应用到全部同词 adds to the user's
/// dictionary when a polyphone is confirmed (`银行行长`, index 2, `hang2` → `行长` `hang2 zhang3`).
/// Null when the character is not Chinese.
export function wordReadingAt(text: string, index: number, reading: string): WordReading | null {
  const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
  if (!isChineseChar(char)) return null;
  // The text around the character is enough context for the segmenter.
  const start = Math.max(0, index - 16);
  const window = text.slice(start, index + 16);
  let at = start;
  let word = { from: index, to: index + char.length };
  for (const piece of segment(window, { format: OutputFormat.ZhSegment })) {
    const end = at + piece.length;
    if (at <= index && index < end) {
      word = { from: at, to: end };
      break;
    }
    at = end;
  }
  const text_ = text.slice(word.from, word.to);
  // Only Chinese words: a segment with digits or letters falls back to the character.
  if (![...text_].every(isChineseChar)) word = { from: index, to: index + char.length };
  const chars = [...text.slice(word.from, word.to)];
  const contextual = pinyin(window, { type: 'array', toneType: 'num' });
  const firstChar = [...window.slice(0, word.from - start)].length;
  const syllables = chars.map((c, k) => {
    if (word.from + chars.slice(0, k).join('').length === index) return reading;
    return toReading(contextual[firstChar + k] ?? '')?.pinyin ?? '';
  });
  if (syllables.some((s) => !s)) return null;
  return { ...word, word: chars.join(''), pinyin: syllables.join(' ') };
}
