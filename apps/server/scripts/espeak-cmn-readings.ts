// Rebuilds src/providers/tts/espeak-cmn/readings.json: what the embedded engine says for every
// polyphonic character standing alone (issue 25 item 4: the engine's own reading, read once here
// instead of on every sentence's way to the engine). The espeak engine hints a polyphone whose reading
// in context differs from this. Run after changing the dictionary:
// `node --import tsx apps/server/scripts/espeak-cmn-readings.ts`.
import { writeFileSync } from 'node:fs';
import { readPolyphones } from '@peiyin/ssml';
import { loadEspeak } from '../src/providers/tts/espeakCore.mjs';
import { readingsFromPhonemes } from '../src/providers/tts/espeakReadings.ts';

const espeak = await loadEspeak({ warm: false });
const table: Record<string, string> = {};
for (let c = 0x4e00; c <= 0x9fff; c++) {
  const char = String.fromCharCode(c);
  // a polyphone as the reader sees it (more than one reading)
  if (readPolyphones(char).length === 0) continue;
  const said = readingsFromPhonemes(espeak.phonemes({ voice: 'cmn', text: char }), 1)?.[0];
  if (said?.length) table[char] = said.join(' ');
}
writeFileSync(new URL('../src/providers/tts/espeak-cmn/readings.json', import.meta.url), `${JSON.stringify(table, null, 0).replace(/,"/g, ',\n"')}\n`);
console.log(`${Object.keys(table).length} characters`);
