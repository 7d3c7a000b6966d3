// Polyphone benchmark (issue 12 item 4, issue 25 item 2). Run: `pnpm bench polyphones`.
// On the own sets (packages/ssml/test/polyphone-cases.ts and polyphone-cases-round2.ts) and the held-out
// set (polyphone-heldout.ts, written first and never tuned on), per kind, how often a marked polyphone is
// read right by
//   - the embedded espeak engine's own dictionary (read back from its phoneme output),
//   - pinyin-pro alone (its context mode, as before the reader),
//   - the front-end's reader without the phrase dictionary (as in a browser) and with it (as on the server):
//     the reading the editor suggests and a neural engine is handed,
//   - what espeak finally says: the hint where one is sent, its own reading elsewhere.
// Then the time the reader takes per sentence and to register the phrase dictionary. It prints numbers;
// it never fails a build.
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addPhraseDictionary, polyphoneHints, readPolyphones } from '../packages/ssml/src/index.ts';
import { POLYPHONE_CASES } from '../packages/ssml/test/polyphone-cases.ts';
import { POLYPHONE_ROUND2 } from '../packages/ssml/test/polyphone-cases-round2.ts';
import { POLYPHONE_HELDOUT, type MarkedSentence } from '../packages/ssml/test/polyphone-heldout.ts';
import { EspeakEngine } from '../apps/server/src/providers/tts/espeak.ts';
import { espeakAloneReading, espeakReadings } from '../apps/server/src/providers/tts/espeakReadings.ts';
import { readPhraseDictionary } from '../apps/server/src/script/phrases/index.ts';

// pinyin-pro as @peiyin/ssml resolves it (the reader runs on that copy)
const here = path.dirname(fileURLToPath(import.meta.url));
const ssmlRequire = createRequire(path.join(here, '../packages/ssml/package.json'));
const { pinyin } = (await import(pathToFileURL(ssmlRequire.resolve('pinyin-pro').replace(/index\.js$/, 'index.mjs')).href)) as { pinyin(text: string, options: { type: 'array'; toneType: 'num' }): string[] };

const own: MarkedSentence[] = [...POLYPHONE_CASES.map((c) => ({ kind: 'round 1', text: c.text, marks: [c] })), ...POLYPHONE_ROUND2];
const engine = new EspeakEngine({ workers: 0, phrases: false });
const stored = (r: string) => r.replace(/ü/g, 'v').replace(/0$/, '5');

type Columns = { all: number; engine: number; pinyinPro: number; bare: number; reader: number; said: number };
const empty = (): Columns => ({ all: 0, engine: 0, pinyinPro: 0, bare: 0, reader: 0, said: 0 });
const wrong: string[] = [];

/// Scores a set with the reader as it is registered now (`column` says which reader column it fills).
async function score(set: readonly MarkedSentence[], tally: Map<string, Columns>, column: 'bare' | 'reader', label: string) {
  for (const s of set) {
    const readings = readPolyphones(s.text);
    const t = tally.get(s.kind) ?? empty();
    tally.set(s.kind, t);
    if (column === 'bare') {
      const said = await espeakReadings(s.text, (x) => engine.phonemes(x));
      const context = pinyin(s.text, { type: 'array', toneType: 'num' }).map(stored);
      for (const m of s.marks) {
        t.all++;
        if (said[m.index]?.includes(m.pinyin)) t.engine++;
        if (context[[...s.text.slice(0, m.index)].length] === m.pinyin) t.pinyinPro++;
        if (readings.find((r) => r.index === m.index)?.suggested === m.pinyin) t.bare++;
      }
      continue;
    }
    const hints = polyphoneHints(readings, [], espeakAloneReading);
    const own_ = await espeakReadings(s.text, (x) => engine.phonemes(x));
    for (const m of s.marks) {
      if (readings.find((r) => r.index === m.index)?.suggested === m.pinyin) t.reader++;
      const hint = hints.find((h) => h.offset === m.index);
      const said = hint ? [hint.pinyin] : (own_[m.index] ?? []);
      if (said.includes(m.pinyin)) t.said++;
      else wrong.push(`${label} ${s.text}: ${m.char} ${said.join('/') || '?'} (want ${m.pinyin})`);
    }
  }
}

const ownTally = new Map<string, Columns>();
const heldTally = new Map<string, Columns>();
await engine.phonemes('热身');
await score(own, ownTally, 'bare', 'own');
await score(POLYPHONE_HELDOUT, heldTally, 'bare', 'held-out');
const t = performance.now();
const words = addPhraseDictionary(readPhraseDictionary());
const loadMs = performance.now() - t;
await score(own, ownTally, 'reader', 'own');
await score(POLYPHONE_HELDOUT, heldTally, 'reader', 'held-out');

const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1).padStart(5)} %`;
function print(title: string, tally: Map<string, Columns>) {
  console.log(`${title}: marked polyphones right, per kind`);
  console.log(`   ${'kind'.padEnd(10)} ${'n'.padStart(4)}  ${'espeak alone'.padStart(12)}  ${'pinyin-pro'.padStart(10)}  ${'reader, no phrases'.padStart(18)}  ${'reader'.padStart(8)}  ${'what espeak says'.padStart(16)}`);
  const total = empty();
  for (const [kind, c] of tally) {
    for (const k of Object.keys(total) as (keyof Columns)[]) total[k] += c[k];
    console.log(`   ${kind.padEnd(10)} ${String(c.all).padStart(4)}  ${pct(c.engine, c.all).padStart(12)}  ${pct(c.pinyinPro, c.all).padStart(10)}  ${pct(c.bare, c.all).padStart(18)}  ${pct(c.reader, c.all).padStart(8)}  ${pct(c.said, c.all).padStart(16)}`);
  }
  console.log(`   ${'all'.padEnd(10)} ${String(total.all).padStart(4)}  ${pct(total.engine, total.all).padStart(12)}  ${pct(total.pinyinPro, total.all).padStart(10)}  ${pct(total.bare, total.all).padStart(18)}  ${pct(total.reader, total.all).padStart(8)}  ${pct(total.said, total.all).padStart(16)}`);
}
print(`Own sets (${own.length} sentences)`, ownTally);
print(`Held-out set (${POLYPHONE_HELDOUT.length} sentences, never tuned on)`, heldTally);

// Speed: the reader per sentence (warm), against pinyin-pro's context reading of the same text.
const sentences = [...own, ...POLYPHONE_HELDOUT].map((s) => s.text);
const time = (f: (text: string) => unknown) => {
  for (const s of sentences) f(s);
  const start = performance.now();
  for (let k = 0; k < 3; k++) for (const s of sentences) f(s);
  return (performance.now() - start) / (3 * sentences.length);
};
const reader = time((s) => polyphoneHints(readPolyphones(s), [], espeakAloneReading));
const base = time((s) => pinyin(s, { type: 'array', toneType: 'num' }));
console.log(`Speed: reader + hints ${reader.toFixed(2)} ms per sentence, ${(reader / base).toFixed(1)}× pinyin-pro's context reading of the same sentence; phrase dictionary (${words} words) registered in ${loadMs.toFixed(0)} ms`);
for (const w of wrong) console.log(`   wrong: ${w}`);
await engine.close();
