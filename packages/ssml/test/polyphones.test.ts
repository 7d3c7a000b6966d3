// Polyphones in context (issue 12 item 4, issue 25 item 2): the user's dictionary, the lexicon, the
// segmenter's words, the rules for frequent characters, which polyphones are asked about, and the
// hints every engine is given. The accuracy with the server's phrase dictionary is asserted in the
// server's espeakPolyphones.test.ts; here the package runs on its own (no phrase dictionary).
import { polyphonic } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { addPhraseDictionary, polyphoneHints, readPolyphones, textPinyin } from '../src/polyphones.ts';
import { POLYPHONE_LEXICON } from '../src/polyphoneLexicon.ts';
import { POLYPHONE_CASES } from './polyphone-cases.ts';
import { POLYPHONE_ROUND2 } from './polyphone-cases-round2.ts';

/// An engine that reads every character of `text` as `reading` says (by character), else unknown.
const engineSays = (text: string, says: Record<string, string>) => [...text].map((c) => (says[c] ? [says[c]!] : null));
const reading = (text: string, char: string, nth = 0) => readPolyphones(text).filter((r) => r.char === char)[nth]!;

describe('readPolyphones', () => {
  it('takes a lexicon word as certain and hints its reading (角色 jue2)', () => {
    const text = '他扮演的角色很有趣';
    const readings = readPolyphones(text);
    const jue = readings.find((r) => r.char === '角')!;
    expect(jue).toMatchObject({ suggested: 'jue2', source: 'lexicon', confident: true, toConfirm: false });
    expect(jue.candidates[0]).toBe('jue2');
    expect(jue.candidates).toContain('jiao3');
    expect(polyphoneHints(readings)).toContainEqual({ offset: 4, length: 1, pinyin: 'jue2' });
  });

  it('hints the polyphones an engine would not say right by itself (one reading for every engine)', () => {
    const text = '他还在银行工作';
    // 还: read by its context; 行 háng: not its common reading; 作 zuò: its common reading, left to the engine
    expect(polyphoneHints(readPolyphones(text))).toEqual([
      { offset: 1, length: 1, pinyin: 'hai2' },
      { offset: 4, length: 1, pinyin: 'hang2' },
    ]);
    // …unless the engine is known to say 作 otherwise when it stands alone
    expect(polyphoneHints(readPolyphones(text), [], (c) => (c === '作' ? ['zuo1'] : undefined))).toContainEqual({ offset: 6, length: 1, pinyin: 'zuo4' });
    const told = readPolyphones(text, { engine: engineSays(text, { 行: 'hang2', 作: 'zuo4' }) });
    expect(told.find((r) => r.char === '行')!.suggested).toBe('hang2');
    expect(polyphoneHints(told)).toEqual([{ offset: 1, length: 1, pinyin: 'hai2' }]);
  });

  it('reads the frequent characters standing alone by the words beside them', () => {
    expect(reading('这么多菜我一个人吃不了', '了').suggested).toBe('liao3');
    expect(reading('雨停了，太阳出来了', '了').suggested).toBe('le5');
    expect(reading('你得早点出发', '得').suggested).toBe('dei3');
    expect(reading('她跑得比谁都快', '得').suggested).toBe('de5');
    expect(reading('他轻轻地推开了门', '地').suggested).toBe('de5');
    expect(reading('这块地种满了玉米', '地').suggested).toBe('di4');
    expect(reading('借的钱下个月一定还你', '还').suggested).toBe('huan2');
    expect(reading('你还记得我吗', '还').suggested).toBe('hai2');
    expect(reading('马路两边种着两行杨树', '行').suggested).toBe('hang2');
    expect(reading('这样也行', '行').suggested).toBe('xing2');
    expect(reading('孩子昨晚一直睡不着', '着').suggested).toBe('zhao2');
    expect(reading('他被大家选为代表', '为').suggested).toBe('wei2');
    expect(reading('把空调温度调到二十六度', '调', 1).suggested).toBe('tiao2');
    expect(reading('他被调到北京工作', '调').suggested).toBe('diao4');
    for (const r of readPolyphones('孩子昨晚一直睡不着')) expect(r.source === 'rule' || r.source === 'lexicon' || r.source === 'phrase').toBe(true);
  });

  it('reads a polyphonic surname before a title, and trusts a rule over a false word across two (天都黑了)', () => {
    expect(reading('单先生请到三号窗口', '单')).toMatchObject({ suggested: 'shan4', source: 'surname' });
    expect(reading('她姓解', '解').suggested).toBe('xie4');
    expect(reading('天都黑了，快回家吧', '都').suggested).toBe('dou1');
    expect(reading('孩子们开心地笑了', '地').suggested).toBe('de5');
  });

  it('asks to confirm only what nothing decided and is often read otherwise', () => {
    const quan = reading('圈里的羊', '圈');
    expect(quan).toMatchObject({ source: 'context', toConfirm: true, confident: false });
    expect(quan.candidates[0]).toBe(quan.suggested);
    expect(quan.candidates).toContain('juan4');
    expect(readPolyphones('他还在银行工作，天都黑了').some((r) => r.toConfirm)).toBe(false);
  });

  it('lets the user dictionary win over the lexicon, and inline hints win over both', () => {
    const text = '他扮演的角色';
    const dictionary = [{ word: '角色', pinyin: 'jiao3 se4' }];
    const readings = readPolyphones(text, { dictionary });
    expect(readings.find((r) => r.char === '角')).toMatchObject({ suggested: 'jiao3', source: 'dictionary', confident: true });
    // the plan carries the dictionary's reading as a hint already; the reader never hints over a hint
    expect(polyphoneHints(readPolyphones(text), [{ offset: 4, length: 1, pinyin: 'jiao3' }]).some((h) => h.offset === 4)).toBe(false);
  });

  it('reads by a registered phrase dictionary (what the server registers at start)', () => {
    expect(reading('金庸本名查良镛', '查').suggested).not.toBe('zha1');
    addPhraseDictionary({ 查良镛: ['zhā liáng yōng', 1e-9] });
    expect(reading('金庸本名查良镛', '查')).toMatchObject({ suggested: 'zha1', source: 'phrase' });
    addPhraseDictionary({});
  });

  it('gives the pinyin of every character, the polyphones as read in context (what a neural engine is handed)', () => {
    expect(textPinyin('他在银行，工作2年')).toEqual(['ta1', 'zai4', 'yin2', 'hang2', null, 'gong1', 'zuo4', null, 'nian2']);
    expect(textPinyin('角色', { dictionary: [{ word: '角色', pinyin: 'jiao3 se4' }] })).toEqual(['jiao3', 'se4']);
  });

  it('reads at least 97 % of the own sets right without any phrase dictionary', () => {
    const sentences = [...POLYPHONE_CASES.map((c) => ({ text: c.text, marks: [c] })), ...POLYPHONE_ROUND2];
    let all = 0;
    const wrong: string[] = [];
    for (const s of sentences) {
      const readings = readPolyphones(s.text);
      for (const m of s.marks) {
        all++;
        const got = readings.find((r) => r.index === m.index)?.suggested;
        if (got !== m.pinyin) wrong.push(`${s.text} ${m.char} ${got} (want ${m.pinyin})`);
      }
    }
    expect(all).toBeGreaterThanOrEqual(600);
    expect(wrong.length / all, wrong.join('\n')).toBeLessThanOrEqual(0.03);
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

  it('has own sets of at least 500 sentences, each marked character a polyphone the reader reports', () => {
    expect(POLYPHONE_CASES.length + POLYPHONE_ROUND2.length).toBeGreaterThanOrEqual(500);
    for (const c of POLYPHONE_CASES) expect(readPolyphones(c.text).some((r) => r.index === c.index), c.text).toBe(true);
    for (const s of POLYPHONE_ROUND2) for (const m of s.marks) expect(readPolyphones(s.text).some((r) => r.index === m.index), s.text).toBe(true);
  });
});
