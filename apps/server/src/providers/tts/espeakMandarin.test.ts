// issue 12 item 3: the embedded engine says every Mandarin syllable in Mandarin. Judged from
// espeak's own phoneme output (its mnemonics, as `espeak -x` prints them), not by listening: a
// switch to another language shows as `(en)…(cmn)` around the phonemes.
import { mandarinSyllables } from '@peiyin/ssml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EspeakEngine, espeakText } from './espeak.ts';
import { phonemeKey } from './espeakReadings.ts';

let engine: EspeakEngine;
beforeAll(async () => {
  engine = new EspeakEngine({ workers: 1, warmUp: 'light' });
}, 60_000);
afterAll(() => engine.close());

const LANGUAGE_SWITCH = /\((?!cmn\))[a-z-]+\)/;

describe('espeak Mandarin', () => {
  it('says every toned syllable of pinyin-pro’s table without switching language', async () => {
    const syllables = mandarinSyllables();
    expect(syllables.length).toBeGreaterThan(1300);
    expect(syllables).toEqual(expect.arrayContaining(['xiong1', 'xiong2', 'qiong2', 'jiong3', 'lv4', 'de5']));
    // One clause per syllable, in batches: the phoneme text of a batch splits back into clauses.
    const switched: string[] = [];
    for (let at = 0; at < syllables.length; at += 100) {
      const batch = syllables.slice(at, at + 100);
      const phonemes = await engine.phonemes(batch.join('，'));
      if (!LANGUAGE_SWITCH.test(phonemes)) continue;
      for (const s of batch) if (LANGUAGE_SWITCH.test(await engine.phonemes(s))) switched.push(s);
    }
    expect(switched).toEqual([]);
  }, 120_000);

  it('keeps the syllable table the polyphone reader uses equal to what the engine says (regenerate: scripts/espeak-cmn-syllables.ts)', async () => {
    const table = JSON.parse(readFileSync(new URL('./espeak-cmn/syllables.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(Object.keys(table)).toEqual(expect.arrayContaining([...mandarinSyllables()]));
    const stale: string[] = [];
    for (const [pinyin, key] of Object.entries(table)) if (phonemeKey(await engine.phonemes(pinyin)) !== key) stale.push(pinyin);
    expect(stale).toEqual([]);
  }, 120_000);

  it('says 兄弟 熊猫 英雄 胸口 贫穷 凶手 in Mandarin (the -iong syllables were English before)', async () => {
    for (const word of ['兄弟', '熊猫', '英雄', '胸口', '贫穷', '凶手', '窘迫']) {
      const phonemes = await engine.phonemes(word);
      expect(phonemes, word).not.toMatch(LANGUAGE_SWITCH);
    }
    // 熊 is xiong2: the palatal fricative, ü and ŋ, and the rising tone 35.
    expect(await engine.phonemes('熊')).toMatch(/S;_'?y35_N/);
    expect(await engine.phonemes('兄')).toMatch(/S;_'?y55_N/);
  });

  it('reads a xiong2 pinyin hint in Mandarin, as the character itself', async () => {
    const hinted = espeakText({ text: '一只熊', phonemes: [{ offset: 2, length: 1, pinyin: 'xiong2' }] });
    expect(hinted).toContain('xiong2');
    const phonemes = await engine.phonemes(hinted);
    expect(phonemes).not.toMatch(LANGUAGE_SWITCH);
    expect(phonemes.replace(/'/g, '')).toContain((await engine.phonemes('熊')).replace(/'/g, '').replace(/_+\|.*$/, ''));
  });
});
