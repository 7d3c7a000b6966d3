// Polyphones in context (issue 12 item 4): one reading per polyphonic character, combined from
// the user's dictionary, our lexicon of words with fixed readings (polyphoneLexicon.ts),
// pinyin-pro's context reading and, when the caller knows it, what the speech engine itself would
// say. Measured on the own set, the engine and pinyin-pro are each wrong on about a fifth of
// polyphones and disagree on one in six; hinting every polyphone with pinyin-pro's reading would
// undo as many of the engine's right readings as it fixes. So a hint is sent only where the
// combination is confident (dictionary, lexicon, or both sources agree) and differs from the engine;
// where the sources disagree the character is left as the engine says it and reported "to confirm",
// with the suggested reading first.
import { pinyin, polyphonic } from 'pinyin-pro';
import { toDictionaryMatcher, type DictionaryInput, type DictionaryMatcher } from './dictionary.ts';
import { isChineseChar, pinyinReadings } from './pinyin.ts';
import { POLYPHONE_LEXICON } from './polyphoneLexicon.ts';
import type { PhonemeHint } from './plan.ts';

/// Where a polyphone's suggested reading comes from.
export type PolyphoneSource = 'dictionary' | 'lexicon' | 'agreement' | 'context' | 'engine';

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
  /// pinyin-pro's reading in context.
  context: string;
  /// What the engine would say (several when they sound alike to it); null when unknown.
  engine: readonly string[] | null;
}

/// Options of `readPolyphones`.
export interface PolyphoneOptions {
  /// The engine's own reading of each character, by UTF-16 offset (null where unknown). Without
  /// it nothing is "to confirm" and hints are given for dictionary and lexicon readings only.
  engine?: readonly (readonly string[] | null)[];
  /// The user's pronunciation dictionary; its pinyin entries are certain.
  dictionary?: DictionaryInput;
}

const MAX_WORD = Math.max(...[...POLYPHONE_LEXICON.keys()].map((w) => w.length));
const single = new Map<string, string>();

function stored(raw: string): string {
  return raw.replace(/ü/g, 'v').replace(/0$/, '5');
}

/// pinyin-pro's reading of the character alone (its most common one).
function alone(char: string): string {
  let r = single.get(char);
  if (r === undefined) single.set(char, (r = stored(pinyin(char, { toneType: 'num' }))));
  return r;
}

/// The reading the lexicon gives the character at `index`: the longest lexicon word covering it.
function lexiconReading(text: string, index: number): string | null {
  let best: { length: number; reading: string } | null = null;
  for (let start = Math.max(0, index - MAX_WORD + 1); start <= index; start++) {
    for (let end = index + 1; end <= Math.min(text.length, start + MAX_WORD); end++) {
      // Lexicon words are made of BMP characters: UTF-16 offsets are character positions.
      const word = POLYPHONE_LEXICON.get(text.slice(start, end));
      if (word && (!best || end - start > best.length)) best = { length: end - start, reading: word[index - start]! };
    }
  }
  return best?.reading ?? null;
}

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

/// The polyphonic characters of `text` (more than one reading in pinyin-pro's dictionary) with
/// their reading in context, the candidates for the pop-up and whether the user should confirm.
export function readPolyphones(text: string, options: PolyphoneOptions = {}): PolyphoneReading[] {
  if (!text) return [];
  const contextual = pinyin(text, { type: 'array', toneType: 'num' });
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
    if (own.length < 2) continue;
    const context = stored(contextual[p] ?? '');
    const engine = options.engine?.[at] ?? null;
    const fromDictionary = dictionary.get(at) ?? null;
    const fromLexicon = fromDictionary ? null : lexiconReading(text, at);
    let suggested: string;
    let source: PolyphoneSource;
    let toConfirm = false;
    if (fromDictionary) [suggested, source] = [fromDictionary, 'dictionary'];
    else if (fromLexicon) [suggested, source] = [fromLexicon, 'lexicon'];
    else if (!engine || engine.includes(context)) [suggested, source] = [context, engine ? 'agreement' : 'context'];
    else {
      toConfirm = true;
      // pinyin-pro read the character as part of a word when its reading differs from the
      // character's own most common one: then it knows something; otherwise the engine's
      // dictionary (which matched words of its own) is the better guess.
      [suggested, source] = context !== alone(char) ? [context, 'context'] : [engine[0]!, 'engine'];
    }
    const candidates = [suggested, ...own, ...(engine ?? []), context, ...pinyinReadings(char).map((r) => r.pinyin)].filter((r, k, list) => r && list.indexOf(r) === k);
    out.push({ index: at, char, candidates, suggested, source, confident: source !== 'context' && source !== 'engine', toConfirm, context, engine });
  }
  return out;
}

/// Phoneme hints for an engine: the confident readings that differ from what the engine would
/// say (with no engine reading known, the dictionary and lexicon readings), except where the
/// text already carries a hint (inline markup wins).
export function polyphoneHints(readings: readonly PolyphoneReading[], existing: readonly PhonemeHint[] = []): PhonemeHint[] {
  const covered = (i: number) => existing.some((h) => i >= h.offset && i < h.offset + h.length);
  const hints: PhonemeHint[] = [];
  for (const r of readings) {
    if (!r.confident || covered(r.index)) continue;
    if (r.engine ? r.engine.includes(r.suggested) : r.source === 'agreement' || r.source === 'context') continue;
    hints.push({ offset: r.index, length: r.char.length, pinyin: r.suggested });
  }
  return hints;
}
