import { describe, expect, it } from 'vitest';
import { clipAuditionText, formatPitch, formatSpeed, validateCustomAnchorEdit, validateTemplateSaveForm } from '../../private/customAnchor/customAnchorForm';

const edit = { name: '我的晓岚', comment: '短视频口播', pitch: 0, speed: 1, volume: 100, text: '大家好。' };
const save = { name: '欢快晓岚', comment: '活泼的口播', text: '大家好。' };

describe('custom anchor edit rules (spec 02 §5)', () => {
  it('accepts a filled form', () => {
    expect(validateCustomAnchorEdit(edit)).toEqual({});
  });

  it('gives each blank field its own message', () => {
    expect(validateCustomAnchorEdit({ ...edit, name: '  ', comment: '', text: '\n' })).toEqual({
      name: '主播名称不能为空',
      comment: '主播简介不能为空',
      text: '试听内容不能为空',
    });
  });

  it('limits the audition text to 100 characters, counting code points', () => {
    expect(validateCustomAnchorEdit({ ...edit, text: '好'.repeat(100) }).text).toBeUndefined();
    expect(validateCustomAnchorEdit({ ...edit, text: '好'.repeat(101) }).text).toBe('试听内容不能超过100个字符');
    expect(validateCustomAnchorEdit({ ...edit, text: '𠀀'.repeat(100) }).text).toBeUndefined();
  });

  it('limits name and description', () => {
    expect(validateCustomAnchorEdit({ ...edit, name: '名'.repeat(31) }).name).toBe('主播名称不能超过30个字符');
    expect(validateCustomAnchorEdit({ ...edit, comment: '简'.repeat(151) }).comment).toBe('主播简介不能超过150个字符');
  });
});

describe('template-save rules (spec 02 §5)', () => {
  it('asks for the name and description of the custom anchor it saves (issue 27: not a 模版)', () => {
    expect(validateTemplateSaveForm({ name: '', comment: ' ', text: '你好。' })).toEqual({ name: '主播名称不能为空', comment: '主播简介不能为空' });
    expect(validateTemplateSaveForm(save)).toEqual({});
  });

  it('limits name to 30 and description to 150', () => {
    expect(validateTemplateSaveForm({ ...save, name: 'a'.repeat(30), comment: 'b'.repeat(150) })).toEqual({});
    expect(validateTemplateSaveForm({ ...save, name: 'a'.repeat(31), comment: 'b'.repeat(151) })).toEqual({
      name: '主播名称不能超过30个字符',
      comment: '主播简介不能超过150个字符',
    });
  });

  it('needs an audition text for the new anchor', () => {
    expect(validateTemplateSaveForm({ ...save, text: '' }).text).toBe('试听内容不能为空');
  });
});

describe('display helpers', () => {
  it('signs the pitch and shows the speed like 1.0x', () => {
    expect([formatPitch(0), formatPitch(25), formatPitch(-100)]).toEqual(['0', '+25', '-100']);
    expect([formatSpeed(1), formatSpeed(1.25), formatSpeed(0.5)]).toEqual(['1.0x', '1.25x', '0.5x']);
  });

  it('clips a proposed audition text to 100 characters', () => {
    expect([...clipAuditionText(` ${'字'.repeat(120)} `)]).toHaveLength(100);
    expect(clipAuditionText(' 你好。 ')).toBe('你好。');
  });
});
