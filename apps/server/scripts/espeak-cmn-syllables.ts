// Rebuilds src/providers/tts/espeak-cmn/syllables.json: every toned Mandarin syllable (pinyin-pro's
// table, and the neutral tone of each) → the phonemes the embedded engine says for it, as `espeakReadings` compares them. Run after
// changing the dictionary: `node --import tsx apps/server/scripts/espeak-cmn-syllables.ts`.
// The syllable walk test (espeakMandarin.test.ts) fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { mandarinSyllables } from '@peiyin/ssml';
import { loadEspeak } from '../src/providers/tts/espeakCore.mjs';
import { phonemeKey } from '../src/providers/tts/espeakReadings.ts';

const espeak = await loadEspeak({ warm: false });
const table: Record<string, string> = {};
// Every syllable of the table, plus the neutral tone of each (个 in 一个 is ge5, which no
// dictionary lists, but the engine says it).
const bases = new Set(mandarinSyllables().map((s) => s.slice(0, -1)));
const syllables = new Set([...mandarinSyllables(), ...[...bases].map((b) => `${b}5`)]);
for (const s of [...syllables].sort()) table[s] = phonemeKey(espeak.phonemes({ voice: 'cmn', text: s }));
writeFileSync(new URL('../src/providers/tts/espeak-cmn/syllables.json', import.meta.url), `${JSON.stringify(table, null, 0).replace(/,"/g, ',\n"')}\n`);
console.log(`${Object.keys(table).length} syllables`);
