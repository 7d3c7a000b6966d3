// The inventory of toned Mandarin syllables, from pinyin-pro's dictionary (issue 12 item 3: the
// engine must say every one of them in Mandarin; the pronunciation dictionary accepts only these).
import { polyphonic } from 'pinyin-pro';

let table: readonly string[] | null = null;

/// Every toned syllable some character of the CJK Unified Ideographs block is read with in
/// pinyin-pro's dictionary, in stored form (`xiong2`, `lv4`, neutral `de5`), sorted. Built on first
/// use (≈ 1 s: it reads the readings of 20 992 characters) and kept.
export function mandarinSyllables(): readonly string[] {
  if (table) return table;
  let block = '';
  for (let c = 0x4e00; c <= 0x9fff; c++) block += String.fromCharCode(c);
  const found = new Set<string>();
  for (const readings of polyphonic(block, { type: 'array', toneType: 'num' })) {
    for (const r of readings) {
      // pinyin-pro writes ü and a neutral tone 0; ê and toneless interjections (hng) are left out.
      const m = /^([a-zü]+)([0-4])$/.exec(r);
      if (m) found.add(`${m[1]!.replace(/ü/g, 'v')}${m[2] === '0' ? 5 : m[2]}`);
    }
  }
  table = [...found].sort();
  return table;
}

/// True when `pinyin` (stored form, `hang2`) is a syllable of `mandarinSyllables()`.
export function isMandarinSyllable(pinyin: string): boolean {
  return mandarinSyllables().includes(pinyin);
}
