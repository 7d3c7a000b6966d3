// Polyphones in context (issue 12 item 4): how the dictionary, the lexicon, pinyin-pro and the
// engine's own reading combine, and when a hint is sent. The accuracy on the own sentence set with
// the real engine is asserted in the server's espeakPolyphones.test.ts.
import { polyphonic } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { polyphoneHints, readPolyphones } from '../src/polyphones.ts';
import { POLYPHONE_LEXICON } from '../src/polyphoneLexicon.ts';
import { POLYPHONE_CASES } from './polyphone-cases.ts';

/// An engine that reads every character of `text` as `reading` says (by character), else unknown.
const engineSays = (text: string, says: Record<string, string>) => [...text].map((c) => (says[c] ? [says[c]!] : null));

describe('readPolyphones', () => {
  it('takes a lexicon word as certain and hints the engine where it says otherwise (角色 jue2)', () => {
    const text = '他扮演的角色很有趣';
    const readings = readPolyphones(text, { engine: engineSays(text, { 角: 'jiao3', 色: 'se4' }) });
    const jue = readings.find((r) => r.char === '角')!;
    expect(jue).toMatchObject({ suggested: 'jue2', source: 'lexicon', confident: true, toConfirm: false, engine: ['jiao3'] });
    expect(jue.candidates[0]).toBe('jue2');
    expect(jue.candidates).toContain('jiao3');
    expect(polyphoneHints(readings)).toEqual([{ offset: 4, length: 1, pinyin: 'jue2' }]);
  });

  it('sends no hint where the engine already says the confident reading', () => {
    const text = '他扮演的角色很有趣';
    const readings = readPolyphones(text, { engine: engineSays(text, { 角: 'jue2', 色: 'se4' }) });
    expect(polyphoneHints(readings)).toEqual([]);
  });

  it('asks to confirm where the engine and pinyin-pro disagree and nothing settles it, without a hint', () => {
    const text = '房子倒了';
    const readings = readPolyphones(text, { engine: engineSays(text, { 倒: 'dao4' }) });
    const dao = readings.find((r) => r.char === '倒')!;
    expect(dao.toConfirm).toBe(true);
    expect(dao.confident).toBe(false);
    expect(dao.candidates.slice(0, 2).sort()).toEqual(['dao3', 'dao4']);
    expect(dao.candidates[0]).toBe(dao.suggested);
    expect(polyphoneHints(readings)).toEqual([]);
  });

  it('lets the user dictionary win over the lexicon, and inline hints win over both', () => {
    const text = '他扮演的角色';
    const dictionary = [{ word: '角色', pinyin: 'jiao3 se4' }];
    const readings = readPolyphones(text, { engine: engineSays(text, { 角: 'jue2', 色: 'se4' }), dictionary });
    expect(readings.find((r) => r.char === '角')).toMatchObject({ suggested: 'jiao3', source: 'dictionary', confident: true });
    expect(polyphoneHints(readings)).toEqual([{ offset: 4, length: 1, pinyin: 'jiao3' }]);
    expect(polyphoneHints(readings, [{ offset: 4, length: 1, pinyin: 'jue2' }])).toEqual([]);
  });

  it('without an engine reading, hints lexicon words only and flags nothing', () => {
    const readings = readPolyphones('五更天，他还来');
    expect(readings.find((r) => r.char === '更')).toMatchObject({ suggested: 'geng1', source: 'lexicon' });
    expect(readings.find((r) => r.char === '还')).toMatchObject({ suggested: 'hai2', source: 'context', confident: false });
    expect(readings.some((r) => r.toConfirm)).toBe(false);
    expect(polyphoneHints(readings).map((h) => h.pinyin)).toEqual(['geng1']);
  });

  it('keeps a lexicon whose every word has one reading per character, each a reading of that character', () => {
    expect(POLYPHONE_LEXICON.size).toBeGreaterThan(2000);
    const wrong: string[] = [];
    for (const [word, readings] of POLYPHONE_LEXICON) {
      const all = polyphonic(word, { type: 'array', toneType: 'num' });
      [...word].forEach((c, k) => {
        const known = all[k]!.map((r) => r.replace(/ü/g, 'v').replace(/0$/, '5'));
        const r = readings[k]!;
        // Spoken tone changes of 一 and 不 (一切 yí, 不会 bú), neutral tones and 作料 zuó are written as said.
        const ok = known.includes(r) || '一不'.includes(c) || (r.endsWith('5') && known.some((x) => x.slice(0, -1) === r.slice(0, -1))) || word === '作料';
        if (!ok) wrong.push(`${word} ${c} ${r} (${known.join('/')})`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('has a sentence set of at least 150 with one marked polyphone each', () => {
    expect(POLYPHONE_CASES.length).toBeGreaterThanOrEqual(150);
    for (const c of POLYPHONE_CASES) expect(readPolyphones(c.text).some((r) => r.index === c.index), c.text).toBe(true);
  });
});
