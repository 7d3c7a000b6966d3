import { describe, expect, it } from 'vitest';
import { numberReadings, toChineseDigits, toChineseNumber } from '../src/numbers.ts';
import { findPolyphones, isChineseChar, pinyinReadings, toToneMarks } from '../src/pinyin.ts';

const readings = (text: string) => numberReadings(text).map((r) => `${r.kind}:${r.reading}`);

describe('number readings (spec 02 §2.3, §9)', () => {
  it('reads integers as a value and digit by digit', () => {
    expect(readings('1234')).toEqual(['cardinal:一千二百三十四', 'digits:一二三四']);
    expect(readings('-5 ')).toEqual(['cardinal:负五']);
    expect(readings('1,234,567')[0]).toBe('cardinal:一百二十三万四千五百六十七');
  });
  it('reads Chinese values with the right zeros and units', () => {
    const cases: [string, string][] = [
      ['0', '零'], ['10', '十'], ['12', '十二'], ['20', '二十'], ['105', '一百零五'], ['110', '一百一十'],
      ['1001', '一千零一'], ['10000', '一万'], ['100010', '十万零一十'], ['10010000', '一千零一万'],
      ['100000001', '一亿零一'], ['120000000000', '一千二百亿'],
    ];
    for (const [n, r] of cases) expect(toChineseNumber(n), n).toBe(r);
    expect(toChineseNumber('1234567890123')).toBeNull();
  });
  it('reads phone numbers digit by digit with 1 as 幺', () => {
    expect(readings('13812345678')[0]).toBe('phone:幺三八幺二三四五六七八');
    expect(readings('010-12345678')[0]).toBe('phone:零幺零幺二三四五六七八');
    expect(readings('+86 138 1234 5678')[0]).toBe('phone:加八六幺三八幺二三四五六七八');
    expect(toChineseDigits('101')).toBe('一零一');
  });
  it('reads dates, times and scores', () => {
    expect(readings('2024-01-05')).toEqual(['date:二零二四年一月五日']);
    expect(readings('2024年3月8号')).toEqual(['date:二零二四年三月八号']);
    expect(readings('12:05')).toEqual(['time:十二点零五分', 'score:十二比五']);
    expect(readings('8:00')[0]).toBe('time:八点整');
    expect(readings('3:2')).toEqual(['score:三比二']);
    expect(readings('2024-13-01')).toEqual([]);
  });
  it('reads decimals, fractions and percentages', () => {
    expect(readings('3.14')).toEqual(['decimal:三点一四']);
    expect(readings('0.5')).toEqual(['decimal:零点五']);
    expect(readings('1/3')).toEqual(['fraction:三分之一']);
    expect(readings('50%')).toEqual(['percent:百分之五十']);
    expect(readings('12.5％')).toEqual(['percent:百分之十二点五']);
  });
  it('gives nothing for what it cannot read, so the pop-up says 无法识别当前选中的数字！', () => {
    expect(numberReadings('3个2')).toEqual([]);
    expect(numberReadings('abc')).toEqual([]);
    expect(numberReadings('1/0')).toEqual([]);
  });
  it('labels each reading in Chinese', () => {
    expect(numberReadings('1/3')[0]!.label).toBe('分数');
  });
});

describe('pinyin readings', () => {
  it('lists the toned readings of a polyphone, then the neutral tones', () => {
    const r = pinyinReadings('行').map((x) => x.pinyin);
    expect(r.slice(0, 4).sort()).toEqual(['hang2', 'hang4', 'heng2', 'xing2']);
    expect(r).toContain('hang5');
    expect(pinyinReadings('行').find((x) => x.pinyin === 'hang2')!.marked).toBe('háng');
  });
  it('writes ü as v and the neutral tone as 5', () => {
    expect(pinyinReadings('绿').map((x) => x.pinyin)).toContain('lv4');
    expect(pinyinReadings('的')[0]).toMatchObject({ pinyin: 'de5', tone: 5, marked: 'de' });
    expect(toToneMarks('lv4')).toBe('lǜ');
  });
  it('only reads one Chinese character', () => {
    expect(pinyinReadings('行长')).toEqual([]);
    expect(pinyinReadings('a')).toEqual([]);
    expect(isChineseChar('𠮷')).toBe(true);
    expect(isChineseChar('，')).toBe(false);
  });
  it('finds polyphones in a text with the reading the context suggests', () => {
    const found = findPolyphones('我在银行𠮷长大');
    const hang = found.find((f) => f.char === '行')!;
    expect(hang).toMatchObject({ index: 3, suggested: 'hang2' });
    expect(hang.readings).toContain('xing2');
    expect(found.find((f) => f.char === '长')!.index).toBe(6);
    expect(found.some((f) => f.char === '我')).toBe(false);
  });
});
