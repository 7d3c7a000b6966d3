import { describe, expect, it } from 'vitest';
import { TextSelection, type EditorState } from 'prosemirror-state';
import { createEditorState, insertBreak, setMultiVoice } from '@peiyin/ssml';
import { targetMatches } from './targetMatches';

const run = (state: EditorState, from: number, to: number, command: Parameters<typeof applyTo>[1]) => applyTo(state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to))), command);
function applyTo(state: EditorState, command: (s: EditorState, d: (tr: EditorState['tr']) => void) => boolean): EditorState {
  let next = state;
  command(state, (tr) => (next = state.apply(tr)));
  return next;
}

describe('targetMatches (which chip a pop-up may open for)', () => {
  // 大家好 + break at 4 + ，欢迎 ; 欢迎 read by another anchor
  let state = createEditorState({ text: '大家好，欢迎' });
  state = run(state, 4, 4, insertBreak(500));
  state = run(state, 6, 8, setMultiVoice({ anchorId: '12', anchorName: '晓晓' }));

  it('accepts a leaf chip at its position', () => {
    expect(targetMatches(state, { name: 'break', pos: 4 })).toBe(true);
  });

  it('refuses a chip whose node moved or changed kind (无法匹配此标签)', () => {
    expect(targetMatches(state, { name: 'break', pos: 3 })).toBe(false);
    expect(targetMatches(state, { name: 'phoneme', pos: 4 })).toBe(false);
  });

  it('refuses positions outside the document', () => {
    expect(targetMatches(state, { name: 'break', pos: -1 })).toBe(false);
    expect(targetMatches(state, { name: 'break', pos: state.doc.content.size + 3 })).toBe(false);
  });

  it('accepts a wrapper at the start of its range, not outside it', () => {
    expect(targetMatches(state, { name: 'multiVoice', pos: 6 })).toBe(true);
    expect(targetMatches(state, { name: 'multiVoice', pos: 2 })).toBe(false);
    expect(targetMatches(state, { name: 'subPitch', pos: 6 })).toBe(false);
  });
});
