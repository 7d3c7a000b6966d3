// issue 12 item 4 with the real engine: espeak's own reading of each polyphone (read back from its
// phoneme output), pinyin-pro's, and the combined reading the engine is finally made to say, on the
// own set of sentences with one marked polyphone each.
import { POLYPHONE_CASES } from '../../../../../packages/ssml/test/polyphone-cases.ts';
import { readPolyphones } from '@peiyin/ssml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakEngine, espeakText } from './espeak.ts';
import { espeakReadings, readingsFromPhonemes } from './espeakReadings.ts';

let engine: EspeakEngine;
beforeAll(() => {
  engine = new EspeakEngine({ workers: 1, warmUp: 'light' });
});
afterAll(() => engine.close());

const segment = (text: string) => ({ voice: { engine: 'espeak' as const, voice: 'cmn+f2' }, text, phonemes: [] });

describe('espeak polyphones', () => {
  it('reads espeak’s own reading back from its phonemes (银行 hang2, 行长 hang2 zhang3)', async () => {
    expect(readingsFromPhonemes(await engine.phonemes('银行'), 2)).toEqual([['yin2'], ['hang2']]);
    expect(readingsFromPhonemes(await engine.phonemes('行长'), 2)).toEqual([['hang2'], ['zhang3']]);
    const readings = await espeakReadings('他在银行，工作', (t) => engine.phonemes(t));
    expect(readings[3]).toEqual(['hang2']);
    expect(readings[4]).toBeNull();
  });

  it('makes the engine say 角色 jue2 and 五更 geng1, where its dictionary says jiao3 and geng4', async () => {
    const hints = await engine.polyphoneHints(segment('他在戏里演什么角色，直到五更天'));
    expect(hints).toEqual([
      { offset: 7, length: 1, pinyin: 'jue2' },
      { offset: 13, length: 1, pinyin: 'geng1' },
    ]);
    const said = await engine.phonemes(espeakText({ text: '角色', phonemes: [{ offset: 0, length: 1, pinyin: 'jue2' }] }));
    expect(readingsFromPhonemes(said, 2)).toEqual([['jue2'], ['se4']]);
    // Not for Cantonese or English voices, and never over the user's own hint.
    expect(await engine.polyphoneHints({ ...segment('角色'), voice: { engine: 'espeak', voice: 'yue+f2' } })).toEqual([]);
    expect(await engine.polyphoneHints({ ...segment('角色'), phonemes: [{ offset: 0, length: 1, pinyin: 'jiao3' }] })).toEqual([]);
  });

  it('says at least 95 % of the own set right, more than the engine or pinyin-pro alone', async () => {
    let engineAlone = 0;
    let contextAlone = 0;
    let spoken = 0;
    for (const c of POLYPHONE_CASES) {
      const own = await espeakReadings(c.text, (t) => engine.phonemes(t));
      const hint = (await engine.polyphoneHints(segment(c.text))).find((h) => h.offset === c.index);
      const reading = readPolyphones(c.text, { engine: own }).find((r) => r.index === c.index)!;
      if (own[c.index]?.includes(c.pinyin)) engineAlone++;
      if (reading.context === c.pinyin) contextAlone++;
      if ((hint ? [hint.pinyin] : (own[c.index] ?? [])).includes(c.pinyin)) spoken++;
    }
    const n = POLYPHONE_CASES.length;
    console.log(`polyphones (${n}): engine ${engineAlone}, pinyin-pro ${contextAlone}, combined ${spoken} (${((100 * spoken) / n).toFixed(1)} %)`);
    expect(spoken / n).toBeGreaterThanOrEqual(0.95);
    expect(spoken).toBeGreaterThan(Math.max(engineAlone, contextAlone));
  }, 120_000);
});
