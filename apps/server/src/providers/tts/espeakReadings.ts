// What the espeak engine would say for each Chinese character of a text, as pinyin (issue 12
// item 4: a polyphone is hinted only where our combined reading differs from the engine's own).
// espeak gives its reading as phoneme mnemonics (`X_'A35_N` for 行 háng); the table of every
// toned syllable's phonemes (espeak-cmn/syllables.json, made by scripts/espeak-cmn-syllables.ts
// from the same engine) turns them back into pinyin.
import { readFileSync } from 'node:fs';

/// espeak phonemes as a comparable key: stress marks and word separators dropped, phonemes
/// separated by one space (`S; y35 N`).
export function phonemeKey(phonemes: string): string {
  return phonemes
    .replace(/['",]/g, '')
    .split(/[_|\s]+/)
    .filter(Boolean)
    .join(' ');
}

let reverse: { byKey: Map<string, string[]>; longest: number } | null = null;

function syllableTable() {
  if (reverse) return reverse;
  const table = JSON.parse(readFileSync(new URL('./espeak-cmn/syllables.json', import.meta.url), 'utf8')) as Record<string, string>;
  const byKey = new Map<string, string[]>();
  let longest = 1;
  for (const [pinyin, key] of Object.entries(table)) {
    if (!key) continue;
    const list = byKey.get(key) ?? [];
    list.push(pinyin);
    byKey.set(key, list);
    longest = Math.max(longest, key.split(' ').length);
  }
  reverse = { byKey, longest };
  return reverse;
}

/// The longest run of Chinese characters read back (a longer run is split at this length).
const MAX_RUN = 80;

/// Splits the phonemes espeak gave for `chars` Chinese characters into one syllable each and
/// returns the pinyin each may be (several when two syllables sound alike to espeak), or null
/// when the phonemes cannot be split into exactly that many known syllables.
export function readingsFromPhonemes(phonemes: string, chars: number): (string[] | null)[] | null {
  const { byKey, longest } = syllableTable();
  const tokens = phonemeKey(phonemes).split(' ').filter(Boolean);
  // ways[i] = for a split of tokens[0..i): Map(count → previous position); a bounded DP
  // (≤ MAX_RUN syllables, ≤ `longest` tokens each).
  const ways: Map<number, number>[] = tokens.map(() => new Map());
  ways.push(new Map());
  ways[0]!.set(0, -1);
  for (let i = 0; i < tokens.length; i++) {
    if (ways[i]!.size === 0) continue;
    for (let len = 1; len <= longest && i + len <= tokens.length; len++) {
      if (!byKey.has(tokens.slice(i, i + len).join(' '))) continue;
      for (const count of ways[i]!.keys()) if (count < chars && !ways[i + len]!.has(count + 1)) ways[i + len]!.set(count + 1, i);
    }
  }
  if (!ways[tokens.length]!.has(chars)) return null;
  const out: (string[] | null)[] = new Array(chars).fill(null);
  let at = tokens.length;
  for (let count = chars; count > 0; count--) {
    const prev = ways[at]!.get(count)!;
    out[count - 1] = byKey.get(tokens.slice(prev, at).join(' ')) ?? null;
    at = prev;
  }
  return out;
}

const isHan = (c: number) => (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);

/// The engine's reading of every Chinese character of `text`, by UTF-16 offset (null elsewhere
/// and where it could not be read back). `phonemes` is the engine's phoneme output for a text.
export async function espeakReadings(text: string, phonemes: (text: string) => Promise<string>): Promise<(string[] | null)[]> {
  const out: (string[] | null)[] = new Array(text.length).fill(null);
  const runs: [number, number][] = [];
  for (let i = 0; i < text.length; ) {
    if (!isHan(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && j - i < MAX_RUN && isHan(text.charCodeAt(j))) j++;
    runs.push([i, j]);
    i = j;
  }
  await Promise.all(
    runs.map(async ([from, to]) => {
      const read = readingsFromPhonemes(await phonemes(text.slice(from, to)), to - from);
      if (read) for (let k = 0; k < read.length; k++) out[from + k] = read[k]!;
    }),
  );
  return out;
}

let alone: Map<string, string[]> | null = null;

/// What the engine says for a polyphonic character standing alone (espeak-cmn/readings.json, made by
/// scripts/espeak-cmn-readings.ts from the same engine), or undefined for a character not in the table.
export function espeakAloneReading(char: string): readonly string[] | undefined {
  if (!alone) {
    const table = JSON.parse(readFileSync(new URL('./espeak-cmn/readings.json', import.meta.url), 'utf8')) as Record<string, string>;
    alone = new Map(Object.entries(table).map(([c, r]) => [c, r.split(' ')]));
  }
  return alone.get(char);
}
