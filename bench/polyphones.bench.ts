// Polyphone benchmark (issue 12 item 4). Run: `pnpm bench polyphones`.
// On the own set (packages/ssml/test/polyphone-cases.ts: sentences with one marked polyphone each),
// with the embedded espeak engine: how often the marked character is read right by
//   - the engine's own dictionary (read back from its phoneme output),
//   - pinyin-pro's context mode alone (= hinting every polyphone with its reading),
//   - our combination as the engine finally says it (a hint only where it is confident and differs),
// how many are flagged "to confirm", how many of the remaining errors the flag catches, and the time
// the polyphone step adds per sentence. It prints numbers; it never fails a build.
import { performance } from 'node:perf_hooks';
import { readPolyphones } from '../packages/ssml/src/index.ts';
import { POLYPHONE_CASES } from '../packages/ssml/test/polyphone-cases.ts';
import { EspeakEngine } from '../apps/server/src/providers/tts/espeak.ts';
import { espeakReadings } from '../apps/server/src/providers/tts/espeakReadings.ts';

const engine = new EspeakEngine({ workers: 0 });
const segment = (text: string) => ({ voice: { engine: 'espeak' as const, voice: 'cmn+f2' }, text, phonemes: [] });
let own = 0;
let context = 0;
let combined = 0;
let suggested = 0;
let flagged = 0;
let wrongFlagged = 0;
let hinted = 0;
const wrong: string[] = [];
let stepMs = 0;
await engine.phonemes('热身');
for (const c of POLYPHONE_CASES) {
  const readings = await espeakReadings(c.text, (t) => engine.phonemes(t));
  const start = performance.now();
  const hint = (await engine.polyphoneHints(segment(c.text))).find((h) => h.offset === c.index);
  stepMs += performance.now() - start;
  const r = readPolyphones(c.text, { engine: readings }).find((x) => x.index === c.index)!;
  const engineSays = readings[c.index] ?? [];
  if (engineSays.includes(c.pinyin)) own++;
  if (r.context === c.pinyin) context++;
  const said = hint ? [hint.pinyin] : engineSays;
  if (hint) hinted++;
  if (r.suggested === c.pinyin) suggested++;
  if (r.toConfirm) flagged++;
  if (said.includes(c.pinyin)) combined++;
  else {
    if (r.toConfirm) wrongFlagged++;
    wrong.push(`${c.text}: ${c.char} ${said.join('/') || '?'} (want ${c.pinyin}${r.toConfirm ? ', flagged' : ''})`);
  }
}
await engine.close();
const n = POLYPHONE_CASES.length;
const pct = (x: number) => `${x}/${n} ${((100 * x) / n).toFixed(1)} %`;
console.log(`Own set: ${n} sentences, one marked polyphone each`);
console.log(`   engine's dictionary alone        ${pct(own)}`);
console.log(`   pinyin-pro context alone         ${pct(context)}`);
console.log(`   combined, as the engine says it  ${pct(combined)}   (hints sent for ${hinted} marked characters)`);
console.log(`   combined suggestion              ${pct(suggested)}`);
console.log(`   flagged to confirm               ${flagged}; of the ${n - combined} still wrong, ${wrongFlagged} flagged`);
console.log(`   polyphone step                   ${(stepMs / n).toFixed(1)} ms per sentence (in-process engine)`);
for (const w of wrong) console.log(`   wrong: ${w}`);
