// What the stories cannot say: the chip texts of every markup kind, the fixtures' sizes, and that
// the wrapper labels, recomputed only where a transaction touched the document, always equal a
// full recomputation.
import { describe, expect, it } from 'vitest';
import { EditorState, TextSelection } from 'prosemirror-state';
import type { Transaction } from 'prosemirror-state';
import {
  countSpeechLength,
  newLine,
  removeMultiVoice,
  removeSubPitch,
  schema,
  setMultiVoice,
  setSubPitch,
  updateMultiVoice,
} from '@peiyin/ssml';
import { chipContent, formatBreak, wrapperLabel, wrapperLabels } from './chips';
import { largeScript, markedUpScript } from './fixtures';

const { nodes, marks } = schema;

describe('chip texts', () => {
  it('shows a break in seconds with at least one decimal', () => {
    expect(formatBreak(500)).toBe('0.5s');
    expect(formatBreak(1000)).toBe('1.0s');
    expect(formatBreak(250)).toBe('0.25s');
    expect(formatBreak(5000)).toBe('5.0s');
  });

  it('shows each markup with its text and reading', () => {
    expect(chipContent(nodes.phoneme.create({ dataText: '行', pinyin: 'hang2' }))).toEqual({ text: '行', label: 'háng' });
    expect(chipContent(nodes.phoneme.create({ dataText: '的', pinyin: 'de5' }))).toEqual({ text: '的', label: 'de' });
    expect(chipContent(nodes.break.create({ time: 200 }))).toEqual({ text: '', label: '0.2s' });
    expect(chipContent(nodes.sound.create({ soundId: '1', name: '掌声', duration: 2 }))).toEqual({ text: '', label: '掌声' });
    expect(chipContent(nodes.alias.create({ dataText: 'AI', alias: '人工智能' }))).toEqual({ text: 'AI', label: '人工智能' });
    expect(chipContent(nodes.aliasNumber.create({ dataText: '1/3', reading: '三分之一', kind: 'fraction' }))).toEqual({
      text: '1/3',
      label: '三分之一',
    });
    expect(chipContent(nodes.sayAs.create({ dataText: 'NBA', interpretAs: 'characters' })).label).toBe('字母');
    expect(chipContent(nodes.sayAs.create({ dataText: 'hello', interpretAs: 'word' })).label).toBe('单词');
    expect(chipContent(nodes.continuous.create({ dataText: '马上开始' }))).toEqual({ text: '马上开始', label: '连读' });
  });

  it("labels a multi-voice range 'anchor(role-template)' or 'anchor(template)' (spec 02 §3)", () => {
    const withRole = marks.multiVoice.create({ anchorId: '7', anchorName: '云希', roleName: '旁白', templateName: '新闻' });
    const withoutRole = marks.multiVoice.create({ anchorId: '7', anchorName: '云希', templateName: '新闻' });
    expect(wrapperLabel(withRole)).toBe('云希(旁白-新闻)');
    expect(wrapperLabel(withoutRole)).toBe('云希(新闻)');
    expect(wrapperLabel(marks.subPitch.create({ pitch: -20, speed: 0.9, volume: 90 }))).toBe('音调-20 语速0.9x 音量90');
  });
});

describe('fixtures', () => {
  it('the long script is the longest allowed: speech length 8000 with 500 chips', () => {
    const doc = largeScript();
    let chips = 0;
    doc.descendants((node) => {
      if (node.isInline && node.isLeaf && !node.isText) chips += 1;
    });
    expect(chips).toBe(500);
    expect(countSpeechLength(doc)).toBe(8000);
  });
});

describe('wrapper labels', () => {
  const plugin = wrapperLabels();
  const labels = (state: EditorState) =>
    plugin
      .getState(state)!
      .find()
      .map((d) => `${d.from}:${(d.spec as { key: string }).key}`)
      .sort();
  const fresh = (state: EditorState) => labels(EditorState.create({ doc: state.doc, plugins: [wrapperLabels()] }));

  const start = () => EditorState.create({ doc: markedUpScript(), plugins: [plugin] });
  const select = (state: EditorState, from: number, to = from) =>
    state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
  const run = (state: EditorState, command: (s: EditorState, d: (tr: Transaction) => void) => boolean) => {
    let next = state;
    expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
    return next;
  };
  const textStart = (state: EditorState, text: string) => {
    let found = -1;
    state.doc.descendants((node, pos) => {
      if (found < 0 && node.isText && node.text!.includes(text)) found = pos + node.text!.indexOf(text);
    });
    return found;
  };

  it('puts one label at the start of each range', () => {
    const state = start();
    expect(labels(state)).toEqual([
      `${textStart(state, '主持人')}:multiVoice:云希(旁白-新闻)`,
      `${textStart(state, '今天的节目')}:subPitch:音调+20 语速1.2x 音量80`,
    ]);
  });

  it('stays equal to a full recomputation through typing, Enter, wrapping, unwrapping and deleting', () => {
    let state = start();
    const host = textStart(state, '主持人');
    const steps: ((s: EditorState) => EditorState)[] = [
      // typing inside and right before a range
      (s) => s.apply(s.tr.insertText('甲', host + 1)),
      (s) => s.apply(s.tr.insertText('乙', textStart(s, '今天'))),
      // Enter inside a range: it goes on in the next line, which gets its own label
      (s) => run(select(s, textStart(s, '持人') + 1), newLine),
      // a new range on the first line, then its label changes, then it is removed
      (s) => run(select(s, textStart(s, '欢迎'), textStart(s, '欢迎') + 2), setMultiVoice({ anchorId: '9', anchorName: '晓晓' })),
      (s) => run(s, updateMultiVoice({ templateName: '广告' }, textStart(s, '欢迎'))),
      (s) => run(s, removeMultiVoice(textStart(s, '欢迎'))),
      (s) => run(select(s, textStart(s, '配音'), textStart(s, '配音') + 2), setSubPitch({ pitch: 5, speed: 1, volume: 100 })),
      (s) => run(s, removeSubPitch(textStart(s, '配音'))),
      // deleting across a range boundary and joining lines
      (s) => s.apply(s.tr.delete(textStart(s, '大家') - 2, textStart(s, '大家') + 1)),
      (s) => s.apply(s.tr.delete(textStart(s, '比赛') - 1, textStart(s, '持人') + 1)),
      // replacing the whole document
      (s) => s.apply(s.tr.replaceWith(0, s.doc.content.size, largeScript({ length: 600, chips: 40, lines: 10 }).content)),
    ];
    for (const step of steps) {
      state = step(state);
      expect(labels(state)).toEqual(fresh(state));
    }
  });
});
