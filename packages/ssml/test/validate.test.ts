import { describe, expect, it } from 'vitest';
import {
  BREAK_PRESETS_MS,
  BGM_VOLUME_RANGE,
  FADE_RANGE,
  INTENSITY_RANGE,
  MULTI_VOICE_PITCH_RANGE,
  PITCH_RANGE,
  SPEED_RANGE,
  VOLUME_RANGE,
  clampBreakMs,
  clampToRange,
  deriveWorkTitle,
  formatSpeed,
  validateAlias,
  validateAuditionText,
  validateBreakSeconds,
  validateCustomAnchor,
  validateCustomPinyin,
  validateDoc,
  validateDraftText,
  validateExportText,
  validatePunctuationPause,
  validateRange,
  validateSrtFileName,
  validateTaskText,
  validateTemplateSave,
  validateWorkTitle,
} from '../src/validate.ts';
import { schema } from '../src/schema.ts';
import { alias, brk, doc, multiVoice, p, phoneme } from './builders.ts';

const message = (r: { ok: boolean; message?: string }) => (r.ok ? null : r.message);

describe('custom pinyin (spec 02 §5)', () => {
  it('gives pinyin plus tone digit for lowercase letters and a tone 1-4 or neutral 5', () => {
    expect(validateCustomPinyin('hang', 2)).toEqual({ ok: true, value: 'hang2' });
    expect(validateCustomPinyin('de', 5)).toEqual({ ok: true, value: 'de5' });
    expect(validateCustomPinyin('zhuang', 1)).toEqual({ ok: true, value: 'zhuang1' });
  });
  it('closes the pop-up on empty input', () => {
    expect(validateCustomPinyin('  ', null)).toEqual({ ok: true, value: null });
  });
  it('rejects uppercase, digits, more than 7 letters, and a missing or wrong tone', () => {
    expect(message(validateCustomPinyin('Hang', 2))).toBe('拼音仅支持小写英文字母，最多7位');
    expect(message(validateCustomPinyin('abcdefgh', 2))).toBe('拼音仅支持小写英文字母，最多7位');
    expect(message(validateCustomPinyin('lü', 4))).toBe('拼音仅支持小写英文字母，最多7位');
    expect(message(validateCustomPinyin('hang', null))).toBe('请选择声调：1-4声或轻声');
    expect(message(validateCustomPinyin('hang', 6))).toBe('请选择声调：1-4声或轻声');
  });
});

describe('alias and break time', () => {
  it('refuses a blank alias with 别名不能为空', () => {
    expect(message(validateAlias('  '))).toBe('别名不能为空');
    expect(validateAlias(' 世卫 ')).toEqual({ ok: true, value: '世卫' });
  });
  it('offers 0.2 s, 0.5 s and 1.0 s presets', () => {
    expect(BREAK_PRESETS_MS).toEqual([200, 500, 1000]);
  });
  it('accepts custom breaks of 0.2-5 s with one decimal, in milliseconds', () => {
    expect(validateBreakSeconds('0.2')).toEqual({ ok: true, value: 200 });
    expect(validateBreakSeconds('5')).toEqual({ ok: true, value: 5000 });
    expect(validateBreakSeconds(1.5)).toEqual({ ok: true, value: 1500 });
    for (const bad of ['0.1', '5.1', '1.25', 'abc', '', '-1']) expect(validateBreakSeconds(bad).ok, bad).toBe(false);
  });
  it('clamps a committed break to 0.1-5 s', () => {
    expect(clampBreakMs(50)).toBe(100);
    expect(clampBreakMs(7000)).toBe(5000);
    expect(clampBreakMs(1234.4)).toBe(1234);
    expect(clampBreakMs(Number.NaN)).toBe(200);
  });
  it('accepts punctuation pauses of 200-5000 ms in steps of 100', () => {
    expect(validatePunctuationPause(400).ok).toBe(true);
    expect(validatePunctuationPause(5000).ok).toBe(true);
    expect(message(validatePunctuationPause(100))).toBe('标点停顿需在200-5000毫秒之间，步长100毫秒');
    expect(validatePunctuationPause(450).ok).toBe(false);
  });
});

describe('sliders (spec 02 §5)', () => {
  it('has the spec ranges and defaults', () => {
    expect(PITCH_RANGE).toEqual({ min: -500, max: 500, step: 5, default: 0 });
    expect([MULTI_VOICE_PITCH_RANGE.min, MULTI_VOICE_PITCH_RANGE.max]).toEqual([-100, 100]);
    expect(SPEED_RANGE).toEqual({ min: 0.5, max: 2, step: 0.01, default: 1 });
    expect(VOLUME_RANGE).toEqual({ min: 0, max: 100, step: 1, default: 100 });
    expect(INTENSITY_RANGE).toEqual({ min: 0.01, max: 2, step: 0.01, default: 1 });
    expect(BGM_VOLUME_RANGE.default).toBe(50);
    expect(FADE_RANGE).toEqual({ min: 0, max: 10000, step: 100, default: 0 });
  });
  it('clamps and snaps to the step', () => {
    expect(clampToRange(503, PITCH_RANGE)).toBe(500);
    expect(clampToRange(12, PITCH_RANGE)).toBe(10);
    expect(clampToRange(1.234, SPEED_RANGE)).toBe(1.23);
    expect(clampToRange(0.1, SPEED_RANGE)).toBe(0.5);
  });
  it('rejects values off range or off step', () => {
    expect(message(validateRange(-120, MULTI_VOICE_PITCH_RANGE))).toBe('取值范围为-100~100');
    expect(validateRange(7, PITCH_RANGE).ok).toBe(false);
    expect(validateRange(1.25, SPEED_RANGE).ok).toBe(true);
  });
  it('shows speed like 1.0x', () => {
    expect(formatSpeed(1)).toBe('1.0x');
    expect(formatSpeed(1.25)).toBe('1.25x');
    expect(formatSpeed(0.5)).toBe('0.5x');
  });
});

describe('work title', () => {
  const MSG = '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成';
  it('accepts 1-20 Chinese characters, letters, digits, @ _ -', () => {
    expect(validateWorkTitle('我的配音_v2@test-1')).toEqual({ ok: true, value: '我的配音_v2@test-1' });
    expect(validateWorkTitle('一二三四五六七八九十一二三四五六七八九十').ok).toBe(true);
    expect(validateWorkTitle('  ')).toEqual({ ok: true, value: '' });
  });
  it('rejects other characters, more than 20, or a leading @ _ -', () => {
    for (const bad of ['@开头', '_abc', '-1', '你好！', 'a b', '一二三四五六七八九十一二三四五六七八九十一']) {
      expect(message(validateWorkTitle(bad)), bad).toBe(MSG);
    }
  });
  it('derives a title from the first 15 letters, digits and Chinese characters of the content', () => {
    expect(deriveWorkTitle('@_-你好，世界！Hello 2024 这是一个很长的开头')).toBe('你好世界Hello2024这是');
    expect(deriveWorkTitle('……')).toBe('');
    // a number or word is never cut (issue 27: the automatic title cut 2024 to 202)
    expect(deriveWorkTitle('我们的二零二四年度总结报告2024年版')).toBe('我们的二零二四年度总结报告');
    expect(deriveWorkTitle('这是一个标题测试的开头文字2024')).toBe('这是一个标题测试的开头文字');
    expect(deriveWorkTitle('这是一个标题测试的开头文2024')).toBe('这是一个标题测试的开头文');
    expect(deriveWorkTitle('这是一个标题测试的开头2024年')).toBe('这是一个标题测试的开头2024');
    expect(deriveWorkTitle('Supercalifragilisticexpialidocious')).toBe('Supercalifragil');
  });
});

describe('dialogs and content', () => {
  it('validates the template-save dialog with its messages', () => {
    expect(message(validateTemplateSave({ name: ' ', comment: 'x' }))).toBe('模版名称不能为空');
    expect(message(validateTemplateSave({ name: '甲'.repeat(31), comment: 'x' }))).toBe('模版名称不能超过30个字符');
    expect(message(validateTemplateSave({ name: '甲', comment: '' }))).toBe('模版描述不能为空');
    expect(message(validateTemplateSave({ name: '甲', comment: '乙'.repeat(151) }))).toBe('模版描述不能超过150个字符');
    expect(validateTemplateSave({ name: '甲'.repeat(30), comment: '乙'.repeat(150) }).ok).toBe(true);
  });
  it('validates the custom anchor form', () => {
    const form = { name: '小明', comment: '温柔', text: '你好', pitch: 0, speed: 1, volume: 100 };
    expect(validateCustomAnchor(form).ok).toBe(true);
    expect(message(validateCustomAnchor({ ...form, name: '' }))).toBe('主播名称不能为空');
    expect(message(validateCustomAnchor({ ...form, comment: '' }))).toBe('主播简介不能为空');
    expect(message(validateCustomAnchor({ ...form, text: ' ' }))).toBe('试听内容不能为空');
    expect(message(validateCustomAnchor({ ...form, text: '字'.repeat(101) }))).toBe('试听内容不能超过100个字符');
    expect(message(validateCustomAnchor({ ...form, speed: 3 }))).toBe('取值范围为0.5~2');
  });
  it('limits audition to non-blank text of at most 1000 characters', () => {
    expect(message(validateAuditionText(' \n'))).toBe('试听内容不能为空');
    expect(message(validateAuditionText('字'.repeat(1001)))).toBe('请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符');
    expect(validateAuditionText('字'.repeat(1000)).ok).toBe(true);
  });
  it('refuses blank drafts, tasks and exports with their messages', () => {
    expect(message(validateDraftText(''))).toBe('文案内容不能为空');
    expect(message(validateTaskText('  '))).toBe('配音内容不能为空');
    expect(message(validateExportText('\n'))).toBe('文本内容为空');
    expect(validateTaskText('你好').ok).toBe(true);
  });
  it('imports .srt files only', () => {
    expect(validateSrtFileName('字幕.SRT').ok).toBe(true);
    expect(validateSrtFileName('字幕.txt').ok).toBe(false);
  });
});

describe('validateDoc', () => {
  it('finds nothing wrong in a valid script', () => {
    expect(validateDoc(doc(p('你好', brk(), phoneme('行', 'hang2'), alias('WHO', '世卫'))))).toEqual([]);
  });
  it('reports markup whose attributes break the rules, at its position', () => {
    const d = doc(
      p('甲', schema.nodes.phoneme.create({ dataText: '行', pinyin: 'HANG' })),
      p(schema.nodes.alias.create({ dataText: 'WHO', alias: ' ' }), multiVoice({ anchorId: '' })('乙')),
    );
    expect(validateDoc(d)).toEqual([
      { pos: 2, message: '拼音仅支持小写英文字母，最多7位' },
      { pos: 5, message: '别名不能为空' },
      { pos: 6, message: '请选择一个主播！' },
    ]);
  });
  it('reports a script over 8000 characters', () => {
    expect(validateDoc(doc(p('字'.repeat(8000))))).toEqual([]);
    expect(validateDoc(doc(p('字'.repeat(8000), brk())))).toEqual([{ pos: 0, message: '文本长度超过最大限制8000字符' }]);
  });
});
