// Builds the phrase dictionary of the polyphone reader (issue 25 item 2) from @pinyin-pro/data (ISC):
// `node --import tsx apps/server/scripts/phrase-data.ts` writes src/script/phrases/phrases.tsv.gz.
// Of its ≈ 349 000 words only those that can decide a polyphone are kept: every word of its modern
// (frequent) list with a polyphonic character, and every word of the complete list where a polyphonic
// character is read otherwise than alone (重庆 chóng, 查良镛 zhā, 六安 lù); a word whose syllables
// are not readings of its characters (a data error) is dropped. One line per word:
// `word<TAB>pinyin with tone marks<TAB>frequency`, the form pinyin-pro's addDict takes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type * as PinyinModule from 'pinyin-pro';

type PinyinPro = typeof PinyinModule;

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
type Entry = [string, number?];
const load = (name: string) => JSON.parse(readFileSync(require.resolve(`@pinyin-pro/data/${name}.json`), 'utf8')) as Record<string, Entry>;
// pinyin-pro as @peiyin/ssml resolves it: the reader runs on that copy.
const ssmlRequire = createRequire(path.join(here, '../../../packages/ssml/package.json'));
const { convert, pinyin, polyphonic } = (await import(pathToFileURL(ssmlRequire.resolve('pinyin-pro').replace(/index\.js$/, 'index.mjs')).href)) as PinyinPro;

const modern = load('modern');
const complete = load('complete');

const readings = new Map<string, string[]>();
const readingsOf = (c: string) => {
  let r = readings.get(c);
  if (!r) readings.set(c, (r = (polyphonic(c, { type: 'array', toneType: 'num' })[0] ?? []).map((x) => x.replace(/ü/g, 'v').replace(/0$/, '5'))));
  return r;
};
const alone = new Map<string, string>();
const aloneOf = (c: string) => {
  let r = alone.get(c);
  if (r === undefined) alone.set(c, (r = pinyin(c, { toneType: 'num' }).replace(/ü/g, 'v').replace(/0$/, '5')));
  return r;
};
const toneless = (s: string) => s.slice(0, -1);

const lines: string[] = [];
const words = new Set([...Object.keys(modern), ...Object.keys(complete)]);
for (const word of words) {
  const entry = modern[word] ?? complete[word]!;
  const chars = [...word];
  const marked = entry[0];
  const syllables = marked.split(' ');
  if (chars.length < 2 || syllables.length !== chars.length) continue;
  let polyphone = false;
  let differs = false;
  let valid = true;
  chars.forEach((c, k) => {
    const own = readingsOf(c);
    if (own.length < 2) return;
    // 一 and 不 change their tone by the next syllable; the reader does not hint them.
    if (c === '一' || c === '不') return;
    const said = convert(syllables[k]!, { format: 'symbolToNum' }).replace(/ü/g, 'v').replace(/0$/, '5');
    const heard = /[1-4]$/.test(said) ? said : `${said}5`;
    if (!own.some((r) => r === heard || toneless(r) === toneless(heard))) valid = false;
    polyphone = true;
    if (toneless(heard) !== toneless(aloneOf(c)) || (heard.endsWith('5') ? false : heard !== aloneOf(c))) differs = true;
  });
  if (!polyphone || !valid) continue;
  if (!modern[word] && !differs) continue;
  lines.push(`${word}\t${marked}\t${entry[1] ?? 0}`);
}
lines.sort();
const out = path.join(here, '../src/script/phrases/phrases.tsv.gz');
writeFileSync(out, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} words → ${path.relative(process.cwd(), out)}`);
