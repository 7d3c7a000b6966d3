import { describe, expect, it } from 'vitest';
import { EditorState } from 'prosemirror-state';
import { MAX_SPEECH_LENGTH, countCharacters, countSpeechLength, nodeSpeechLength } from '../src/length.ts';
import fc from 'fast-check';
import { getDocIssues, getSpeechLength, lengthLimit } from '../src/plugins/lengthLimit.ts';
import { validateDoc } from '../src/validate.ts';
import { schema } from '../src/schema.ts';
import { arbitraryDoc } from './arbitraries.ts';
import { alias, aliasNumber, brk, continuous, doc, multiVoice, p, phoneme, sayAs, sound } from './builders.ts';

describe('countSpeechLength (spec 02 §5)', () => {
  it('counts characters without newlines', () => {
    expect(countSpeechLength(doc(p('你好'), p(''), p('世界!')))).toBe(5);
    expect(countCharacters('a\r\nb')).toBe(2);
    expect(countCharacters('𠮷😀')).toBe(2);
  });
  it('adds each markup node by what the engine speaks for it', () => {
    expect(nodeSpeechLength(brk())).toBe(1);
    expect(nodeSpeechLength(sound({ soundId: 's' }))).toBe(1);
    expect(nodeSpeechLength(phoneme('行', 'hang2'))).toBe(1);
    expect(nodeSpeechLength(continuous('银行行长'))).toBe(4);
    expect(nodeSpeechLength(alias('WHO', '世界卫生组织'))).toBe(6);
    expect(nodeSpeechLength(aliasNumber('1/3', '三分之一'))).toBe(4);
    expect(nodeSpeechLength(sayAs('NBA'))).toBe(3);
    expect(countSpeechLength(doc(p('读', alias('WHO', '世卫'), brk()), p(multiVoice({ anchorId: 'a' })('你好'))))).toBe(6);
  });
  it('uses an injected counter', () => {
    const bytes = (t: string) => new TextEncoder().encode(t.replace(/\n/g, '')).length;
    expect(countSpeechLength(doc(p('你好', brk())), { counter: bytes })).toBe(7);
  });
  it('gives the length of each version of a document', () => {
    const a = doc(p('一二三'), p('四'));
    const b = doc(p('一二三'), p('四五'));
    expect(countSpeechLength(a)).toBe(4);
    expect(countSpeechLength(b)).toBe(5);
    expect(countSpeechLength(a)).toBe(4);
  });
  it('caps scripts at 8000', () => {
    expect(MAX_SPEECH_LENGTH).toBe(8000);
  });
});

describe('lengthLimit plugin', () => {
  it('keeps the length up to date as the document changes', () => {
    let state = EditorState.create({ doc: doc(p('你好')), plugins: [lengthLimit({ max: 3 })] });
    expect(getSpeechLength(state)).toEqual({ length: 2, max: 3, over: false, issueCount: 0 });
    state = state.apply(state.tr.insertText('世界', 3));
    expect(getSpeechLength(state)).toEqual({ length: 4, max: 3, over: true, issueCount: 0 });
  });
  it('with block, refuses edits that grow a script past the cap but allows shrinking it', () => {
    let state = EditorState.create({ doc: doc(p('你好')), plugins: [lengthLimit({ max: 3, block: true })] });
    state = state.apply(state.tr.insertText('世', 3));
    expect(getSpeechLength(state)?.length).toBe(3);
    const refused = state.apply(state.tr.insertText('界', 4));
    expect(refused.doc.textContent).toBe('你好世');
    const shrunk = state.apply(state.tr.delete(1, 2));
    expect(shrunk.doc.textContent).toBe('好世');
  });
  it('lists the problems of the document like validateDoc', () => {
    const bad = schema.nodes.alias.create({ dataText: 'WHO', alias: ' ' });
    let state = EditorState.create({ doc: doc(p('你好'), p('世界')), plugins: [lengthLimit({ max: 3 })] });
    state = state.apply(state.tr.insert(5, bad));
    expect(getDocIssues(state)).toEqual([
      { pos: 0, message: '文本长度超过最大限制3字符' },
      { pos: 5, message: '别名不能为空' },
    ]);
    expect(getDocIssues(state)).toEqual(validateDoc(state.doc, { max: 3 }));
    expect(getSpeechLength(state)?.issueCount).toBe(1);
  });

  it('stays equal to a full count and validation through any edits (property)', () => {
    const edit = fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('insert', 'delete', 'split', 'join', 'replaceDoc', 'badNode'), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(arbitraryDoc, fc.array(edit, { maxLength: 12 }), arbitraryDoc, (start, edits, other) => {
        let state = EditorState.create({ doc: start, plugins: [lengthLimit()] });
        for (const [a, b, kind, text] of edits) {
          const size = state.doc.content.size;
          const from = a % (size + 1);
          const to = Math.min(size, from + (b % 5));
          const tr = state.tr;
          try {
            if (kind === 'insert' && text) tr.insertText(text, from);
            else if (kind === 'delete') tr.delete(from, to);
            else if (kind === 'split') tr.split(from);
            else if (kind === 'join') tr.join(from);
            else if (kind === 'replaceDoc') tr.replaceWith(0, size, other.content);
            else if (kind === 'badNode') tr.insert(from, schema.nodes.alias.create({ dataText: text, alias: '' }));
          } catch {
            continue; // not a valid edit at this position
          }
          state = state.apply(tr);
          expect(getSpeechLength(state)!.length).toBe(countSpeechLength(state.doc));
          expect(getDocIssues(state)).toEqual(validateDoc(state.doc));
        }
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('is absent from states without the plugin', () => {
    expect(getSpeechLength(EditorState.create({ doc: doc(p('x')) }))).toBeNull();
  });
});
