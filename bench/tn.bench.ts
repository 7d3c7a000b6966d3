// Text front-end benchmark (issues 12 and 25). Run: `pnpm bench tn`.
//   1. Per-class accuracy of what reaches the espeak engine for the own test set (packages/ssml/
//      test/tn-cases.ts with tn-cases-round2.ts): each case is planned as a script (as auditions and
//      tasks are) and turned into the engine's input (espeakJob); the same with the front-end off, which
//      is what the engine received before (its own number reading), judged on the engine's phonemes.
//   1'. The same per kind on the held-out set (test/tn-heldout.ts: written first, never tuned on).
//   2. Time to normalise a 200 000-character script (the longest a request may carry), dense with
//      numbers, and plain Chinese, against a plain copy of the same text (a scan that reads nothing).
// It prints numbers; it is not a timed test and never fails a build.
import { performance } from 'node:perf_hooks';
import { docFromText, normalizeText, planSynthesis } from '../packages/ssml/src/index.ts';
import { TN_CASES, TN_CASE_CLASSES } from '../packages/ssml/test/tn-cases.ts';
import { TN_HELDOUT, TN_HELDOUT_KINDS } from '../packages/ssml/test/tn-heldout.ts';
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

// 1'. The held-out set, per kind: what reaches the engine (its wrong cases are printed: they are
// reported, never tuned on).
const held: string[] = [];
const heldWrong: string[] = [];
let heldOk = 0;
let heldBefore = 0;
for (const kind of TN_HELDOUT_KINDS) {
  const cases = TN_HELDOUT.filter((c) => c.kind === kind);
  let ok = 0;
  let before = 0;
  for (const c of cases) {
    const got = engineInput(c.written);
    if (got === c.spoken) ok++;
    else heldWrong.push(`${c.written} → ${got} (want ${c.spoken})`);
    if (strip(await engine.phonemes(c.written.replace(/[<>&]/g, ' '))) === strip(await engine.phonemes(c.spoken))) before++;
  }
  heldOk += ok;
  heldBefore += before;
  held.push(`${kind.padEnd(9)} ${String(ok).padStart(3)}/${cases.length}  ${((100 * ok) / cases.length).toFixed(0).padStart(3)} %   (engine alone ${((100 * before) / cases.length).toFixed(0).padStart(3)} %)`);
}
console.log(`1'. What reaches the engine, per kind (held-out set, never tuned on):`);
for (const r of held) console.log(`   ${r}`);
console.log(`   all       ${heldOk}/${TN_HELDOUT.length}  ${((100 * heldOk) / TN_HELDOUT.length).toFixed(1)} %   (engine alone ${((100 * heldBefore) / TN_HELDOUT.length).toFixed(1)} %)`);
for (const w of heldWrong) console.log(`   wrong: ${w}`);
await engine.close();

// 2. Speed.
const cases = TN_CASES.map((c) => c.written).join('，');
const long = cases.repeat(Math.ceil(200_000 / cases.length)).slice(0, 200_000);
const plain = '春天来了，公园里的花都开了，孩子们在草地上奔跑，老人们坐在长椅上聊天。'.repeat(6000).slice(0, 200_000);
const best = (text: string, read: (text: string) => unknown = normalizeText) => {
  let min = Infinity;
  for (let k = 0; k < 5; k++) {
    const start = performance.now();
    read(text);
    min = Math.min(min, performance.now() - start);
  }
  return min;
};
// the baseline: a scan that copies the text character by character and reads nothing
const copy = (text: string) => {
  let out = '';
  for (let i = 0; i < text.length; i++) out += text[i];
  return out;
};
const spans = normalizeText(long).spans.length;
const dense = best(long);
const scan = best(long, copy);
console.log(`2. normalizeText on 200 000 characters: ${dense.toFixed(0)} ms dense (${spans} readings) = ${(dense / scan).toFixed(1)}× a plain copy of it (${scan.toFixed(0)} ms), ${best(plain).toFixed(0)} ms plain Chinese (best of 5)`);
