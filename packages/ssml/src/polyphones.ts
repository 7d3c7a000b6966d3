// Polyphones in context (issue 12 item 4, issue 25 item 2): one reading per polyphonic character.
// The sentence is segmented into words (pinyin-pro's segmenter, with the phrase dictionary the host
// registered through `addPhraseDictionary`); each polyphone is then read, in this order, by
//   1. the user's dictionary (certain),
//   2. our lexicon of words with fixed readings (polyphoneLexicon.ts), or a longer dictionary word,
//   3. a surname before a title (单先生 shàn),
//   4. the word the segmenter found it in (重庆 chóng, 银行 háng),
//   5. the rules for frequent characters standing alone (polyphoneRules.ts: 了 着 地 得 还 行 长 …),
//   6. the character's most common reading.
// This reading is what every engine says (espeak is hinted it, a neural engine is handed it) and what
// the editor suggests. Characters that only the last step decided and that are often read otherwise
// are reported "to confirm".
import { addDict, OutputFormat, polyphonic, segment } from 'pinyin-pro';
import { toDictionaryMatcher, type DictionaryInput, type DictionaryMatcher } from './dictionary.ts';
import { isChineseChar, pinyinReadings } from './pinyin.ts';
import { POLYPHONE_LEXICON } from './polyphoneLexicon.ts';
import { readsByContext, ruleReading, surnameReading } from './polyphoneRules.ts';
import type { PhonemeHint } from './plan.ts';

/// Where a polyphone's suggested reading comes from.
export type PolyphoneSource = 'dictionary' | 'lexicon' | 'surname' | 'phrase' | 'rule' | 'context' | 'agreement' | 'engine';

/// One polyphonic character of a text and its reading in context.
export interface PolyphoneReading {
  /// UTF-16 offset of the character.
  index: number;
  /// The character.
  char: string;
  /// Its readings (stored form), the suggested one first.
  candidates: string[];
  /// The reading this text should have, e.g. `jue2` in 角色.
  suggested: string;
  /// Which source decided it.
  source: PolyphoneSource;
  /// The dictionary, the lexicon or agreeing sources decided: safe to send as a hint.
  confident: boolean;
  /// The sources disagree and nothing settles it: the editor asks the user.
  toConfirm: boolean;
  /// The segmenter's reading in context (pinyin-pro's word, or the character alone).
  context: string;
  /// The character's most common reading (pinyin-pro's first), e.g. `xing2` for 行.
  common: string;
  /// What the engine would say (several when they sound alike to it); null when unknown.
  engine: readonly string[] | null;
}

/// Options of `readPolyphones`.
export interface PolyphoneOptions {
  /// What the engine would say for each character, by UTF-16 offset (null where unknown). Optional:
  /// it never changes the reading; a hint is skipped where the engine already says it.
  engine?: readonly (readonly string[] | null)[];
  /// The user's pronunciation dictionary; its pinyin entries are certain.
  dictionary?: DictionaryInput;
}

/// A phrase dictionary for the polyphone reader: word → pinyin with tone marks, space-separated
/// (`重庆` → `chóng qìng`), optionally with the word's frequency (it guides the segmentation).
export type PhraseDictionary = Readonly<Record<string, string | readonly [string, number]>>;

let phraseWords = 0;
/// Words the segmenter finds across two words of everyday sentences (天都黑了 is not the peak 天都,
/// 开心地笑 has no 心地, 调到六点 is tiáo): there the rules read the frequent character.
const FALSE_WORDS = new Set(['天都', '调到', '心地']);

/// Registers a phrase dictionary for every later reading in this thread (pinyin-pro keeps its
/// dictionaries per thread): a server registers its large one once at start. Registering again
/// replaces the previous one. Returns how many words it holds.
export function addPhraseDictionary(dictionary: PhraseDictionary): number {
  addDict(dictionary as Record<string, [string, number]>, { name: 'peiyin-phrases', dict1: 'ignore' });
  phraseWords = Object.keys(dictionary).length;
  return phraseWords;
}

/// How many words the registered phrase dictionary holds (0: none registered).
export function phraseDictionarySize(): number {
  return phraseWords;
}

const MAX_WORD = Math.max(...[...POLYPHONE_LEXICON.keys()].map((w) => w.length));

function stored(raw: string): string {
  return raw.replace(/ü/g, 'v').replace(/0$/, '5');
}

/// Characters without a rule whose most common reading is often wrong when no word decided it (圈
/// quān or juàn, 模 mó or mú): the editor asks the user to confirm them.
const ASK_WHEN_UNDECIDED = new Set([...'模薄剥塞露卡散强恶称圈曲担畜载晕泊宿省尽干缝划混夹劲累磨铺奇翘亲丧刹挑帖吓旋咽炸粘挣钻仔答兴相片率识似盛扇舍属刷同折']);

/// The longest lexicon word covering `index`: its reading there and its length.
function lexiconReading(text: string, index: number): { length: number; reading: string; demonstrative: boolean } | null {
  let best: { length: number; reading: string; demonstrative: boolean } | null = null;
  for (let start = Math.max(0, index - MAX_WORD + 1); start <= index; start++) {
    for (let end = index + 1; end <= Math.min(text.length, start + MAX_WORD); end++) {
      // Lexicon words are made of BMP characters: UTF-16 offsets are character positions.
      const word = POLYPHONE_LEXICON.get(text.slice(start, end));
      if (word && (!best || end - start > best.length)) best = { length: end - start, reading: word[index - start]!, demonstrative: DEMONSTRATIVES.has(text[start]!) };
    }
  }
  return best;
}

/// A lexicon word starting with one of these (这种, 那只) reads a measure word: it wins over the
/// segmenter's word across it (这种花 is not 种花).
const DEMONSTRATIVES = new Set([...'这那哪各每某']);

function dictionaryReadings(dictionary: DictionaryMatcher | null, text: string): Map<number, string> {
  const out = new Map<number, string>();
  if (!dictionary) return out;
  for (let i = 0; i < text.length; ) {
    const entry = dictionary.match(text, i);
    if (!entry) {
      i++;
      continue;
    }
    const syllables = entry.pinyin?.trim().split(/\s+/) ?? [];
    if (syllables.length === entry.word.length) syllables.forEach((s, k) => out.set(i + k, s));
    i += entry.word.length;
  }
  return out;
}

/// `yin2hang2` → `['yin2', 'hang2']`: a syllable ends at its tone digit.
function splitSyllables(joined: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < joined.length; i++) {
    const c = joined.charCodeAt(i);
    if (c >= 0x30 && c <= 0x35) {
      out.push(joined.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out;
}

/// The segmenter's words over `text`: for each UTF-16 offset, the reading there, the word holding
/// it, its length in characters and the character's place in it.
function segmentReadings(text: string): { reading: string; length: number; word: string; pos: number }[] {
  const out: { reading: string; length: number; word: string; pos: number }[] = new Array(text.length);
  let at = 0;
  for (const piece of segment(text, { format: OutputFormat.AllSegment, toneType: 'num' })) {
    const chars = [...piece.origin];
    const syllables = splitSyllables(piece.result);
    let offset = at;
    chars.forEach((c, k) => {
      out[offset] = { reading: syllables.length === chars.length ? stored(syllables[k]!) : '', length: chars.length, word: piece.origin, pos: k };
      offset += c.length;
    });
    at += piece.origin.length;
  }
  return out;
}

/// The polyphonic characters of `text` (more than one reading in pinyin-pro's dictionary) with
/// their reading in context, the candidates for the pop-up and whether the user should confirm.
export function readPolyphones(text: string, options: PolyphoneOptions = {}): PolyphoneReading[] {
  if (!text) return [];
  const words = segmentReadings(text);
  const all = polyphonic(text, { type: 'array', toneType: 'num' });
  const dictionary = dictionaryReadings(toDictionaryMatcher(options.dictionary), text);
  const out: PolyphoneReading[] = [];
  let index = 0;
  let i = 0;
  for (const char of text) {
    const at = index;
    index += char.length;
    const p = i++;
    if (!isChineseChar(char)) continue;
    const own = [...new Set((all[p] ?? []).map(stored))];
    // 不's other reading (fǒu) is literary: its tone change (不是 bú) is left to the engine.
    if (own.length < 2 || char === '不') continue;
    const word = words[at];
    const context = word?.reading || own[0]!;
    const engine = options.engine?.[at] ?? null;
    const fromDictionary = dictionary.get(at) ?? null;
    const lexicon = fromDictionary ? null : lexiconReading(text, at);
    let suggested: string;
    let source: PolyphoneSource;
    // the segmenter's word when it is a lexicon word itself (喜欢乐器: 乐器, not 欢乐)
    const segmentLexicon = word && word.length >= 2 ? POLYPHONE_LEXICON.get(word.word) : undefined;
    // a false word across two words (开心地笑: not 心地) yields to the rules
    const weak = !!word && FALSE_WORDS.has(word.word) && at >= 1;
    if (fromDictionary) [suggested, source] = [fromDictionary, 'dictionary'];
    else if (segmentLexicon && lexicon && lexicon.length <= word!.length && !lexicon.demonstrative) [suggested, source] = [segmentLexicon[word!.pos]!, 'lexicon'];
    else if (lexicon && lexicon.length >= (word?.length ?? 1)) [suggested, source] = [lexicon.reading, 'lexicon'];
    else {
      const surname = surnameReading(text, at);
      const rule = !surname && ((word?.length ?? 1) < 2 || weak) ? ruleReading(text, at) : null;
      if (surname) [suggested, source] = [surname, 'surname'];
      else if (rule) [suggested, source] = [rule, 'rule'];
      else if ((word?.length ?? 1) >= 2 && word!.reading) [suggested, source] = [word!.reading, 'phrase'];
      else [suggested, source] = [context, 'context'];
    }
    // a reading outside the character's own (a data error) falls back to its most common one
    if (!own.includes(suggested) && !own.some((r) => r.slice(0, -1) === suggested.slice(0, -1))) [suggested, source] = [own[0]!, 'context'];
    const toConfirm = source === 'context' && ASK_WHEN_UNDECIDED.has(char);
    const candidates = [suggested, ...own, ...(engine ?? []), context, ...pinyinReadings(char).map((r) => r.pinyin)].filter((r, k, list) => r && list.indexOf(r) === k);
    out.push({ index: at, char, candidates, suggested, source, confident: !toConfirm, toConfirm, context, common: own[0]!, engine });
  }
  return out;
}

/// Phoneme hints for an engine that reads characters itself (espeak): one reading for every engine,
/// the one the editor suggests. Hinted are the polyphones read otherwise than the character's most
/// common reading (银行 háng, 还钱 huán, 角色 jué) and every character the rules read by its context (了
/// 着 地 得 还 行 长 调 …: an engine's own dictionary misreads them often, espeak's 调 diào in 调高). The
/// other characters read their common reading, which the engine says too, with its own neutral tones
/// (一个 ge, 桌上 shang) and without breaking words (熊猫 stays 熊猫) — unless `alone`, what the engine
/// says for a character standing alone, shows it says another (espeak's 场 cháng, 泊 pō). Skipped where
/// the engine is known to say the reading (`engine` given), and never where the text already carries
/// a hint (inline markup and the user's dictionary win).
export function polyphoneHints(readings: readonly PolyphoneReading[], existing: readonly PhonemeHint[] = [], alone?: (char: string) => readonly string[] | undefined): PhonemeHint[] {
  const covered = (i: number) => existing.some((h) => i >= h.offset && i < h.offset + h.length);
  const hints: PhonemeHint[] = [];
  for (const r of readings) {
    if (covered(r.index)) continue;
    if (r.engine) {
      if (r.engine.includes(r.suggested)) continue;
    } else if (r.suggested === r.common && !readsByContext(r.char)) {
      const says = alone?.(r.char);
      if (!says || says.includes(r.suggested)) continue;
    }
    hints.push({ offset: r.index, length: r.char.length, pinyin: r.suggested });
  }
  return hints;
}

/// The reading of every character of `text` as the front-end decides it, by UTF-16 offset: the
/// polyphones as `readPolyphones` reads them, every other Chinese character by its one reading,
/// null for what is not a Chinese character. What a neural engine that takes pinyin is handed.
export function textPinyin(text: string, options: Pick<PolyphoneOptions, 'dictionary'> = {}): (string | null)[] {
  const out: (string | null)[] = new Array(text.length).fill(null);
  const words = segmentReadings(text);
  let at = 0;
  for (const char of text) {
    if (isChineseChar(char)) out[at] = words[at]?.reading || pinyinReadings(char)[0]?.pinyin || null;
    at += char.length;
  }
  for (const r of readPolyphones(text, options)) out[r.index] = r.suggested;
  return out;
}
