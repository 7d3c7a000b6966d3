// Text front-end benchmark (issue 12). Run: `pnpm bench tn`.
//   1. Per-class accuracy of what reaches the espeak engine for the own test set (packages/ssml/
//      test/tn-cases.ts): each case is planned as a script (as auditions and tasks are)
//      and turned into the engine's input (espeakJob); the same with the front-end off, which is
//      what the engine received before (its own number reading), judged on the engine's phonemes.
//   2. Time to normalise a 200 000-character script (the longest a request may carry), dense with
//      numbers, and plain Chinese.
// It prints numbers; it is not a timed test and never fails a build.
import { performance } from 'node:perf_hooks';
import { docFromText, normalizeText, planSynthesis } from '../packages/ssml/src/index.ts';
import { TN_CASES, TN_CASE_CLASSES } from '../packages/ssml/test/tn-cases.ts';
import { EspeakEngine, espeakJob } from '../apps/server/src/providers/tts/espeak.ts';

// A plain-text script is planned as the server's planScript plans it (its own test,
// apps/server/src/providers/tts/frontEnd.test.ts, runs planScript itself).
const engineInput = (script: string) =>
  planSynthesis(docFromText(script), { voice: { anchorId: '1', anchorName: '晓岚' } })
    .map((s) => (s.kind === 'speech' ? espeakJob({ voice: { engine: 'espeak', voice: 'cmn+f2' }, text: s.text, phonemes: s.phonemes, prosody: s.prosody }).text : ''))
    .join('');

// 1. Accuracy. "Before" asks the engine: raw text and expected text compared by espeak's phonemes
// (so espeak's own correct number readings count as right).
const engine = new EspeakEngine({ workers: 0 });
const strip = (p: string) => p.replace(/[',_|\s]/g, '');
const rows: string[] = [];
let okAll = 0;
let beforeAll = 0;
for (const cls of TN_CASE_CLASSES) {
  const cases = TN_CASES.filter((c) => c.cls === cls);
  let ok = 0;
  let before = 0;
  for (const c of cases) {
    if (engineInput(c.written) === c.spoken) ok++;
    const raw = await engine.phonemes(c.written.replace(/[<>&]/g, ' '));
    const want = await engine.phonemes(c.spoken);
    if (strip(raw) === strip(want)) before++;
  }
  okAll += ok;
  beforeAll += before;
  rows.push(`${cls.padEnd(9)} ${String(ok).padStart(3)}/${cases.length}  ${((100 * ok) / cases.length).toFixed(0).padStart(3)} %   (engine alone ${((100 * before) / cases.length).toFixed(0).padStart(3)} %)`);
}
console.log('1. What reaches the engine, per class (own set):');
for (const r of rows) console.log(`   ${r}`);
console.log(`   all       ${okAll}/${TN_CASES.length}  ${((100 * okAll) / TN_CASES.length).toFixed(1)} %   (engine alone ${((100 * beforeAll) / TN_CASES.length).toFixed(1)} %)`);
await engine.close();

// 2. Speed.
const dense = TN_CASES.map((c) => c.written).join('，');
const long = dense.repeat(Math.ceil(200_000 / dense.length)).slice(0, 200_000);
const plain = '春天来了，公园里的花都开了，孩子们在草地上奔跑，老人们坐在长椅上聊天。'.repeat(6000).slice(0, 200_000);
const best = (text: string) => {
  let min = Infinity;
  for (let k = 0; k < 5; k++) {
    const start = performance.now();
    normalizeText(text);
    min = Math.min(min, performance.now() - start);
  }
  return min;
};
const spans = normalizeText(long).spans.length;
console.log(`2. normalizeText on 200 000 characters: ${best(long).toFixed(0)} ms dense (${spans} readings), ${best(plain).toFixed(0)} ms plain Chinese (best of 5)`);
