import { describe, expect, it } from 'vitest';
import type { Command, EditorState } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import {
  insertBreak,
  insertPlainText,
  insertSound,
  newLine,
  redo,
  removeAllMarkup,
  removeMarkup,
  removeMultiVoice,
  replaceAllMultiVoice,
  removeSubPitch,
  setAlias,
  setContinuous,
  setMultiVoice,
  setNumberReading,
  setPhoneme,
  setSubPitch,
  setWordReading,
  toPlainSlice,
  undo,
  updateMarkup,
  updateMultiVoice,
} from '../src/commands.ts';
import { menuState, reason, selectedMarkup, TIPS } from '../src/rules.ts';
import { docToText, schema } from '../src/schema.ts';
import { alias, aliasNumber, apply, brk, continuous, doc, multiVoice, p, phoneme, sayAs, sound, stateOf, subPitch } from './builders.ts';

const run = (state: EditorState, command: Command): EditorState => {
  const next = apply(state, command);
  if (!next) throw new Error('command did not apply');
  return next;
};

describe('menu enablement (spec 02 §4)', () => {
  it('enables break and sound only at a collapsed cursor', () => {
    const cursor = stateOf(doc(p('你好<a>世界')));
    const range = stateOf(doc(p('<a>你好<b>世界')));
    expect(insertBreak()(cursor)).toBe(true);
    expect(insertSound({ soundId: 's1', name: '掌声', duration: 1 })(cursor)).toBe(true);
    expect(insertBreak()(range)).toBe(false);
    expect(reason(range, 'break')).toBe('请将光标置于需要插入位置!');
    expect(reason(range, 'sound')).toBe('请将光标置于需要插入音效位置!');
  });

  it('enables the phoneme menu for exactly one Chinese character', () => {
    expect(reason(stateOf(doc(p('银<a>行<b>'))), 'phoneme')).toBeNull();
    expect(reason(stateOf(doc(p('<a>银行<b>'))), 'phoneme')).toBe(TIPS.phonemeSelect);
    expect(reason(stateOf(doc(p('<a>a<b>'))), 'phoneme')).toBe(TIPS.phonemeSelect);
    expect(reason(stateOf(doc(p('行<a>'))), 'phoneme')).toBe(TIPS.phonemeSelect);
  });

  it('allows continuous reading of 2-19 characters only', () => {
    expect(reason(stateOf(doc(p('<a>银行<b>'))), 'continuous')).toBeNull();
    expect(reason(stateOf(doc(p('<a>一二三四五六七八九十一二三四五六七八九<b>'))), 'continuous')).toBeNull();
    expect(reason(stateOf(doc(p('<a>一二三四五六七八九十一二三四五六七八九十<b>'))), 'continuous')).toBe('不支持当前选择内容进行连读');
    expect(reason(stateOf(doc(p('<a>银<b>行'))), 'continuous')).toBe('不支持当前选择内容进行连读');
  });

  it('asks for more than one character for an alias, and refuses selections with markup', () => {
    expect(reason(stateOf(doc(p('<a>WHO<b>'))), 'alias')).toBeNull();
    expect(reason(stateOf(doc(p('<a>W<b>HO'))), 'alias')).toBe('请选择需要设置别名的内容');
    expect(reason(stateOf(doc(p('W<a>HO'))), 'alias')).toBe('请选择需要设置别名的内容');
    expect(reason(stateOf(doc(p('<a>一', brk(), '二<b>'))), 'alias')).toBe(TIPS.hasMarkup);
  });

  it('enables number reading for a recognised number with more than one character', () => {
    expect(reason(stateOf(doc(p('比分<a>3:2<b>'))), 'numberReading')).toBeNull();
    expect(reason(stateOf(doc(p('<a>5<b>个'))), 'numberReading')).toBe('请选择需要设置读法的数字内容');
    expect(reason(stateOf(doc(p('<a>你好<b>'))), 'numberReading')).toBe('请选择需要设置读法的数字内容');
    expect(reason(stateOf(doc(p('<a>3个2<b>'))), 'numberReading')).toBe('无法识别当前选中的数字！');
  });

  it('enables word reading for a-z A-Z only', () => {
    expect(reason(stateOf(doc(p('<a>NBA<b>'))), 'wordReading')).toBeNull();
    expect(reason(stateOf(doc(p('<a>NBA 2<b>'))), 'wordReading')).toBe('请选择需要设置的单词');
    expect(reason(stateOf(doc(p('<a>é<b>'))), 'wordReading')).toBe('请选择需要设置的单词');
  });

  it('enables multi-voice and local pitch on non-blank selections without a wrapper', () => {
    const plain = stateOf(doc(p('<a>他说', brk(), '你好<b>')));
    expect(reason(plain, 'multiVoice')).toBeNull();
    expect(reason(plain, 'subPitch')).toBeNull();
    const wrapped = stateOf(doc(p('<a>他', subPitch({ pitch: 10 })('说'), '<b>')));
    expect(reason(wrapped, 'multiVoice')).toBe('当前内容不支持多主播');
    expect(reason(wrapped, 'subPitch')).toBe('当前内容不支持局部调节');
    const cursor = stateOf(doc(p('他<a>说')));
    expect(reason(cursor, 'multiVoice')).toBe(TIPS.multiVoiceSelect);
    expect(reason(stateOf(doc(p('<a>   <b>'))), 'subPitch')).toBe(TIPS.subPitchSelect);
  });

  it('reports every menu at once for the toolbar', () => {
    const state = stateOf(doc(p('<a>NBA<b>')));
    const menus = menuState(state);
    expect(menus.wordReading).toEqual({ enabled: true, reason: null });
    expect(menus.break).toEqual({ enabled: false, reason: '请将光标置于需要插入位置!' });
    expect(menus.undo.enabled).toBe(false);
    expect(menus.phoneme.enabled).toBe(false);
  });
});

describe('markup commands', () => {
  it('inserts a break of the default 200 ms at the cursor, clamping to 0.1-5 s', () => {
    const state = stateOf(doc(p('你好<a>世界')));
    expect(run(state, insertBreak()).doc.eq(doc(p('你好', brk({ time: 200 }), '世界')))).toBe(true);
    expect(run(state, insertBreak(9000)).doc.eq(doc(p('你好', brk({ time: 5000 }), '世界')))).toBe(true);
    expect(run(state, insertBreak(20)).doc.eq(doc(p('你好', brk({ time: 100 }), '世界')))).toBe(true);
  });

  it('inserts a sound effect', () => {
    const next = run(stateOf(doc(p('开始<a>'))), insertSound({ soundId: 's9', name: '掌声', duration: 2.5 }));
    expect(next.doc.eq(doc(p('开始', sound({ soundId: 's9', name: '掌声', duration: 2.5 }))))).toBe(true);
  });

  it('replaces the selection by each kind of markup, keeping its original text', () => {
    expect(run(stateOf(doc(p('银<a>行<b>'))), setPhoneme('hang2')).doc.eq(doc(p('银', phoneme('行', 'hang2'))))).toBe(true);
    expect(run(stateOf(doc(p('<a>银行<b>'))), setContinuous).doc.eq(doc(p(continuous('银行'))))).toBe(true);
    expect(run(stateOf(doc(p('<a>WHO<b>说'))), setAlias(' 世卫组织 ')).doc.eq(doc(p(alias('WHO', '世卫组织'), '说')))).toBe(true);
    expect(run(stateOf(doc(p('<a>1/3<b>'))), setNumberReading('三分之一', 'fraction')).doc.eq(doc(p(aliasNumber('1/3', '三分之一', 'fraction'))))).toBe(true);
    expect(run(stateOf(doc(p('<a>NBA<b>'))), setWordReading('characters')).doc.eq(doc(p(sayAs('NBA', 'characters'))))).toBe(true);
  });

  it('refuses invalid values', () => {
    expect(setPhoneme('Hang2')(stateOf(doc(p('<a>行<b>'))))).toBe(false);
    expect(setPhoneme('hang6')(stateOf(doc(p('<a>行<b>'))))).toBe(false);
    expect(setAlias('   ')(stateOf(doc(p('<a>WHO<b>'))))).toBe(false);
  });

  it('keeps the wrapper of the text a markup node replaces', () => {
    const mv = { anchorId: 'a1', anchorName: '小明' };
    const next = run(stateOf(doc(p(multiVoice(mv)('银<a>行<b>')))), setPhoneme('hang2'));
    expect(next.doc.eq(doc(p(multiVoice(mv)('银', phoneme('行', 'hang2')))))).toBe(true);
  });

  it('wraps a selection in a multi-voice or local pitch range, and unwraps it', () => {
    const attrs = { anchorId: 'a1', anchorName: '小明', templateName: '开心' };
    const wrapped = run(stateOf(doc(p('甲<a>他说', brk(), '你好<b>乙'))), setMultiVoice(attrs));
    expect(wrapped.doc.eq(doc(p('甲', multiVoice(attrs)('他说', brk(), '你好'), '乙')))).toBe(true);
    // Unwrapping from anywhere inside the range removes all of it.
    const unwrapped = run(wrapped, removeMultiVoice(3));
    expect(unwrapped.doc.eq(doc(p('甲他说', brk(), '你好乙')))).toBe(true);

    const pitched = run(stateOf(doc(p('<a>慢一点<b>'))), setSubPitch({ pitch: -50, speed: 0.8 }));
    expect(pitched.doc.eq(doc(p(subPitch({ pitch: -50, speed: 0.8 })('慢一点'))))).toBe(true);
    expect(run(pitched, removeSubPitch(2)).doc.eq(doc(p('慢一点')))).toBe(true);
  });

  it('unwraps only the range around the position, not another range with the same voice', () => {
    const mv = { anchorId: 'a1', anchorName: '小明' };
    const d = doc(p(multiVoice(mv)('一'), '二', multiVoice(mv)('三')));
    const next = run(stateOf(d), removeMultiVoice(3));
    expect(next.doc.eq(doc(p(multiVoice(mv)('一'), '二三')))).toBe(true);
  });

  it('finds the range from a cursor at its end too', () => {
    const attrs = { anchorId: 'a1', anchorName: '小明' };
    const state = stateOf(doc(p('甲', multiVoice(attrs)('他说'), '<a>乙')));
    expect(run(state, removeMultiVoice()).doc.eq(doc(p('甲他说乙')))).toBe(true);
    expect(removeMultiVoice(1)(state)).toBe(false);
  });

  it('changes a wrapper across its whole range', () => {
    const d = doc(p(multiVoice({ anchorId: 'a1', anchorName: '小明' })('他', brk(), '说')), p('完'));
    const next = run(stateOf(d), updateMultiVoice({ speed: 1.5 }, 1));
    expect(next.doc.eq(doc(p(multiVoice({ anchorId: 'a1', anchorName: '小明', speed: 1.5 })('他', brk(), '说')), p('完')))).toBe(true);
  });

  it('gives every multi-voice range the picked voice at once (替换全部), leaving the text around them alone', () => {
    const before = doc(
      p('甲', multiVoice({ anchorId: 'a1', anchorName: '小明', speed: 1.5 })('他', brk(), '说'), '乙'),
      p(multiVoice({ anchorId: 'a2', anchorName: '小红' })('你好'), '完'),
    );
    const picked = { anchorId: 'a3', anchorName: '小刚', templateId: '7', templateName: '开心', roleName: '', roleValue: '', pitch: 0, speed: 1, volume: 100 };
    const next = run(stateOf(before), replaceAllMultiVoice(picked));
    // the voice is taken whole: the first range's own speed is not kept
    expect(next.doc.eq(doc(p('甲', multiVoice(picked)('他', brk(), '说'), '乙'), p(multiVoice(picked)('你好'), '完')))).toBe(true);
    expect(replaceAllMultiVoice(picked)(stateOf(doc(p('没有多人配音', brk()))))).toBe(false);
  });

  it('removes a markup node and restores its original text (spec 02 §4)', () => {
    const d = doc(p('世界', alias('WHO', '世卫组织'), '说', brk({ time: 500 })));
    const next = run(stateOf(d), removeMarkup(3));
    expect(next.doc.eq(doc(p('世界WHO说', brk({ time: 500 }))))).toBe(true);
    expect(run(next, removeMarkup(7)).doc.eq(doc(p('世界WHO说')))).toBe(true);
    expect(removeMarkup(1)(stateOf(d))).toBe(false);
  });

  it('edits the clicked markup node', () => {
    const d = doc(p('银', '<node>', phoneme('行', 'hang2')));
    const state = stateOf(d);
    expect(selectedMarkup(state)?.node.attrs.pinyin).toBe('hang2');
    expect(run(state, updateMarkup({ pinyin: 'xing2', dataText: '改' })).doc.eq(doc(p('银', phoneme('行', 'xing2'))))).toBe(true);
    expect(updateMarkup({ pinyin: 'x' })(state)).toBe(false);
    const withBreak = stateOf(doc(p('<node>', brk({ time: 200 }))));
    expect(run(withBreak, updateMarkup({ time: 60000 })).doc.firstChild!.firstChild!.attrs.time).toBe(5000);
  });

  it('removes all markup at once, giving back the plain script', () => {
    const d = doc(p(multiVoice({ anchorId: 'a' })('银', phoneme('行', 'hang2'))), p(alias('WHO', '世卫'), brk(), sound({ soundId: 's' })));
    const next = run(stateOf(d), removeAllMarkup);
    expect(next.doc.eq(doc(p('银行'), p('WHO')))).toBe(true);
    expect(docToText(next.doc)).toBe(docToText(d));
    expect(removeAllMarkup(next)).toBe(false);
  });

  it('undoes and redoes markup edits', () => {
    const state = stateOf(doc(p('你好<a>')));
    const withBreak = run(state, insertBreak());
    expect(menuState(withBreak).undo.enabled).toBe(true);
    const undone = run(withBreak, undo);
    expect(undone.doc.eq(doc(p('你好')))).toBe(true);
    expect(reason(undone, 'redo')).toBeNull();
    expect(run(undone, redo).doc.eq(withBreak.doc)).toBe(true);
  });

  it('makes Enter a new paragraph and pastes plain text only', () => {
    const state = stateOf(doc(p('你好<a>世界')));
    expect(run(state, newLine).doc.eq(doc(p('你好'), p('世界')))).toBe(true);
    expect(run(state, insertPlainText('一\r\n二')).doc.eq(doc(p('你好一'), p('二世界')))).toBe(true);
    const rich = doc(p(alias('WHO', '世卫'), brk()), p(phoneme('行', 'hang2')));
    const slice = toPlainSlice(rich.slice(0, rich.content.size), schema);
    const pasted = state.apply(state.tr.replaceSelection(slice));
    expect(pasted.doc.eq(doc(p('你好WHO'), p('行世界')))).toBe(true);
  });

  it('leaves the cursor after inserted markup so typing continues', () => {
    const next = run(stateOf(doc(p('<a>WHO<b>说'))), setAlias('世卫'));
    expect(next.selection).toBeInstanceOf(TextSelection);
    expect(next.selection.from).toBe(2);
  });
});
