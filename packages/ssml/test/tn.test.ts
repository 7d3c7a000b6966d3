// The text front-end (issue 12 item 1): the own test set, spans, context rules, user markup and the
// dictionary winning, and linear time on a long script.
import { describe, expect, it } from 'vitest';
import { normalizeText } from '../src/tn/normalize.ts';
import { numberReadings, toChineseNumber } from '../src/numbers.ts';
import { planSynthesis } from '../src/plan.ts';
import { aliasNumber, doc, p, phoneme, alias } from './builders.ts';
import { TN_CASES, TN_CASE_CLASSES } from './tn-cases.ts';
import { growth, LINEAR } from '../../../tests/support/growth.ts';

describe('normalizeText', () => {
  it('reads every case of the own set as a reader says it (≥ 400 cases, ≥ 20 per class)', () => {
    expect(TN_CASES.length).toBeGreaterThanOrEqual(400);
    for (const cls of TN_CASE_CLASSES) expect(TN_CASES.filter((c) => c.cls === cls).length, cls).toBeGreaterThanOrEqual(20);
    const wrong = TN_CASES.filter((c) => normalizeText(c.written).text !== c.spoken).map((c) => `${c.written} → ${normalizeText(c.written).text} (want ${c.spoken})`);
    expect(wrong).toEqual([]);
  });

  it('reports each reading with its source range and class, for the editor marks', () => {
    const text = '价格128元，尾号1702，2015年的熊猫';
    const { text: spoken, spans } = normalizeText(text);
    expect(spoken).toBe('价格一百二十八元，尾号幺七零二，二零一五年的熊猫');
    expect(spans.map((s) => [text.slice(s.from, s.to), s.spoken, s.class])).toEqual([
      ['128', '一百二十八', 'money'],
      ['1702', '幺七零二', 'phone'],
      ['2015', '二零一五', 'year'],
    ]);
    // Replacing each span's range by its reading gives the spoken text.
    let rebuilt = '';
    let at = 0;
    for (const s of spans) {
      rebuilt += text.slice(at, s.from) + s.spoken;
      at = s.to;
    }
    expect(rebuilt + text.slice(at)).toBe(spoken);
  });

  it('lets context decide: 尾号 and 编号 read digits, 比分 reads 比, a slash is a date or a fraction', () => {
    expect(normalizeText('尾号1234').text).toBe('尾号幺二三四');
    expect(normalizeText('编号1234').text).toBe('编号一二三四');
    expect(normalizeText('共1234人').text).toBe('共一千二百三十四人');
    expect(normalizeText('比分2:1').text).toBe('比分二比一');
    expect(normalizeText('2:15出发').text).toBe('两点十五分出发');
    expect(normalizeText('日期：3/4').text).toBe('日期：三月四日');
    expect(normalizeText('吃了3/4').text).toBe('吃了四分之三');
    expect(normalizeText('12/25').text).toBe('十二月二十五日');
  });

  it('takes context from the text before it (a markup node may sit between 尾号 and the digits)', () => {
    expect(normalizeText('1702', { before: '手机尾号' }).text).toBe('幺七零二');
    expect(normalizeText('1702').text).toBe('一千七百零二');
  });

  it('reads a user dictionary alias instead of the word, and leaves pinyin entries to the polyphone reader', () => {
    const dictionary = [{ word: 'CPU', alias: '处理器' }, { word: '3D打印', alias: '三维打印' }, { word: '重庆', pinyin: 'chong2 qing4' }];
    expect(normalizeText('CPU和3D打印在重庆', { dictionary }).text).toBe('处理器和三维打印在重庆');
  });

  it('leaves a text without any Chinese as written (an English anchor’s script)', () => {
    expect(normalizeText('I have 3 apples and 2 CPUs.').text).toBe('I have 3 apples and 2 CPUs.');
    expect(normalizeText('3 apples', { before: '我有' }).text).toBe('三 apples');
    expect(normalizeText('the CPU has 3 cores', { dictionary: [{ word: 'CPU', alias: 'processor' }] }).text).toBe('the processor has 3 cores');
    // Digits and signs alone are still Chinese (a number between two markup nodes).
    expect(normalizeText('03:04:05').text).toBe('三点零四分零五秒');
  });

  it('reads 501000 as 五十万一千: no 零 carried across a 万 group (issue 12)', () => {
    expect(toChineseNumber('501000')).toBe('五十万一千');
    expect(toChineseNumber('100500')).toBe('十万零五百');
    expect(toChineseNumber('100000001')).toBe('一亿零一');
    expect(toChineseNumber('1000010000')).toBe('十亿零一万');
    expect(numberReadings('501000')[0]!.reading).toBe('五十万一千');
  });

  it('reads a 200 000-character script in linear time', { timeout: 120_000 }, () => {
    // Each input is read at an eighth of its length and at full length: eight times the text costs about
    // eight times the CPU time (a quadratic scan would cost sixty-four). The CPU time of this thread, not
    // the wall clock, and only the ratio (tests/support/growth.ts says why load cannot move it past 24).
    const read = (text: string) => normalizeText(text);
    const unit = '价格128元，尾号1702，2015年3月5日14:30，比分3:1，增长12.5%，体重25kg，3-5天，1+1=2，CEO在iPhone15上。';
    expect(growth((n) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n), read, 200_000)).toBeLessThan(LINEAR);
    // Long digit and letter runs are scanned once, too.
    expect(normalizeText('1'.repeat(100_000)).text.length).toBe(100_000);
    expect(growth((n) => '1'.repeat(n), read, 100_000)).toBeLessThan(LINEAR);
    expect(growth((n) => 'A'.repeat(n), read, 100_000)).toBeLessThan(LINEAR);
    expect(growth((n) => '-'.repeat(n / 2) + '1'.repeat(n / 2), read, 100_000)).toBeLessThan(LINEAR);
  });
});

describe('the synthesis plan reads through the front-end', () => {
  const speech = (node: Parameters<typeof planSynthesis>[0], options: Parameters<typeof planSynthesis>[1] = {}) =>
    planSynthesis(node, { smartBreaks: { enabled: false, pauses: [] }, ...options })
      .map((s) => (s.kind === 'speech' ? s.text : ''))
      .join('');

  it('normalises plain text, across a thousands separator that is also a pause mark', () => {
    expect(speech(doc(p('价格1,299元，尾号1702')))).toBe('价格一千二百九十九元，尾号幺七零二');
    const plan = planSynthesis(doc(p('共1,299元。')));
    expect(plan.filter((s) => s.kind === 'speech').map((s) => (s.kind === 'speech' ? s.text : ''))).toEqual(['共一千二百九十九元。']);
  });

  it('never touches what the user marked: number readings, aliases and phonemes win', () => {
    expect(speech(doc(p('电话', aliasNumber('110', '一百一十', 'cardinal'), '，', alias('3D', '立体'), '，共2个')))).toBe('电话一百一十，立体，共两个');
    const [seg] = planSynthesis(doc(p('第2', phoneme('行', 'xing2'))));
    expect(seg).toMatchObject({ kind: 'speech', text: '第二行', phonemes: [{ offset: 2, length: 1, pinyin: 'xing2' }] });
  });

  it('keeps the words as written beside what the engine reads, sentence by sentence (for subtitles)', () => {
    const plan = planSynthesis(doc(p('价格1,299元，电话13800138000。', alias('WHO', '世卫组织'), '说')));
    const speech = plan.flatMap((s) => (s.kind === 'speech' ? [[s.text, s.written]] : []));
    expect(speech).toEqual([
      ['价格一千二百九十九元，', '价格1,299元，'],
      ['电话幺三八零零幺三八零零零。', '电话13800138000。'],
      ['世卫组织说', '世卫组织说'],
    ]);
  });

  it('uses the text before a markup node as context', () => {
    expect(speech(doc(p('手机', alias('尾号', '尾号'), '1702')))).toBe('手机尾号幺七零二');
  });

  it('applies the user dictionary: aliases replace the word, pinyin entries become hints, markup wins', () => {
    const dictionary = [{ word: '重庆', pinyin: 'chong2 qing4' }, { word: 'CPU', alias: '中央处理器' }];
    const [seg] = planSynthesis(doc(p('重庆的CPU')), { dictionary });
    expect(seg).toMatchObject({
      text: '重庆的中央处理器',
      phonemes: [
        { offset: 0, length: 1, pinyin: 'chong2' },
        { offset: 1, length: 1, pinyin: 'qing4' },
      ],
    });
    expect(speech(doc(p(alias('CPU', '芯片'))), { dictionary })).toBe('芯片');
  });

  it('can be turned off (normalize: false) for an engine that reads written text itself', () => {
    expect(speech(doc(p('价格128元')), { normalize: false })).toBe('价格128元');
  });
});
