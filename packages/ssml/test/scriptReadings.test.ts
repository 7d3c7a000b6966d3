// issue 12 item 2: the editor marks what the front-end reads, and that reading is the one the
// synthesis plan hands the engine (one function for both).
import { describe, expect, it } from 'vitest';
import { EditorState, TextSelection } from 'prosemirror-state';
import { history } from 'prosemirror-history';
import { alias, aliasNumber, brk, doc, multiVoice, p, phoneme } from './builders.ts';
import { planSynthesis, spokenText } from '../src/plan.ts';
import { paragraphRuns, paragraphSpans } from '../src/readings.ts';
import {
  getPolyphonesToConfirm,
  getScriptReadings,
  scriptReadings,
  scriptReadingsKey,
  scriptRuns,
  setPolyphoneAnalysis,
  setReadingDictionary,
} from '../src/plugins/scriptReadings.ts';
import type { Node as PMNode } from 'prosemirror-model';

const stateOf = (d: PMNode) => EditorState.create({ doc: d, plugins: [history(), scriptReadings()] });

/// The script as the editor shows it read: every marked span replaced by its reading.
function shownReading(state: EditorState): string {
  let out = '';
  let at = 0;
  const text = (from: number, to: number) => state.doc.textBetween(from, to, '', (leaf) => String(leaf.attrs.dataText ?? ''));
  for (const r of getScriptReadings(state)) {
    out += text(at, r.pos) + r.spoken;
    at = r.end;
  }
  return out + text(at, state.doc.content.size);
}

describe('script readings (the editor’s marks)', () => {
  it('marks the issue’s example script where the engine reads it differently', () => {
    const state = stateOf(doc(p('价格128元，尾号1702，2015年的熊猫')));
    const marks = getScriptReadings(state).map((r) => [state.doc.textBetween(r.pos, r.end), r.spoken, r.class]);
    expect(marks).toEqual([
      ['128', '一百二十八', 'money'],
      ['1702', '幺七零二', 'phone'],
      ['2015', '二零一五', 'year'],
    ]);
  });

  it('shows exactly what the synthesis plan reads, context across markup included', () => {
    // 尾号 sits before a markup node and still makes 1702 a phone number; the number reading the
    // user chose and the alias are never marked (they read as set).
    const d = doc(
      p('尾号', brk({ time: 300 }), '1702，共', aliasNumber('101', '一百零一'), '件，CEO说', alias('AI', '人工智能'), '打9折'),
      p(multiVoice({ anchorId: '7' })('比分'), '3:1，', phoneme('行', 'hang2'), '长说2个'),
    );
    const state = stateOf(d);
    const planned = spokenText(planSynthesis(d, { smartBreaks: { enabled: false, pauses: [] } }));
    // The plan reads markup as set; so does the editor's own text of a marked-up node below.
    const shown = shownReading(state).replace('101', '一百零一').replace('AI', '人工智能');
    expect(shown).toBe(planned);
    expect(planned).toBe('尾号幺七零二，共一百零一件，C E O说人工智能打九折比分三比一，行长说两个');
  });

  it('reads again only the paragraphs a transaction changed', () => {
    const state = stateOf(doc(p('第1行，共3个'), p('第2行12元'), p('第3行')));
    const before = scriptReadingsKey.getState(state)!;
    // type 5 before 元 in the second paragraph
    const beforeYuan = state.doc.child(0).nodeSize + state.doc.child(1).nodeSize - 2;
    const next = state.apply(state.tr.insertText('5', beforeYuan));
    const after = scriptReadingsKey.getState(next)!;
    expect(after.blocks[0]).toBe(before.blocks[0]);
    expect(after.blocks[2]).toBe(before.blocks[2]);
    expect(after.blocks[1]).not.toBe(before.blocks[1]);
    expect(after.blocks[1]!.spans.map((s) => s.written)).toEqual(['2', '125']);
    // a change of the selection reads nothing again
    const moved = next.apply(next.tr.setSelection(TextSelection.create(next.doc, 1)));
    expect(scriptReadingsKey.getState(moved)).toBe(after);
  });

  it('marks a dictionary alias as a reading, and a new dictionary reads the script again', () => {
    const state = stateOf(doc(p('CPU占用80%')));
    expect(getScriptReadings(state).map((r) => r.spoken)).toEqual(['C P U', '百分之八十']);
    const next = state.apply(setReadingDictionary(state.tr, [{ word: 'CPU', alias: '中央处理器' }]));
    expect(getScriptReadings(next).map((r) => [r.written, r.spoken, r.class])).toEqual([
      ['CPU', '中央处理器', 'dictionary'],
      ['80%', '百分之八十', 'percent'],
    ]);
    // the plan reads it the same way with the same dictionary
    expect(spokenText(planSynthesis(next.doc, { dictionary: [{ word: 'CPU', alias: '中央处理器' }] }))).toBe('中央处理器占用百分之八十');
    // not an undo step
    expect(next.doc.eq(state.doc)).toBe(true);
  });

  it('places the polyphones to confirm the analysis reports by text run, and drops them when their run changes', () => {
    const d = doc(p('他扮演的角色', brk(), '银行'), p('五更天'));
    let state = stateOf(d);
    expect(scriptRuns(state.doc)).toEqual(['他扮演的角色', '银行', '五更天']);
    expect(paragraphRuns(state.doc.child(0)).map((r) => r.offset)).toEqual([0, 7]);
    const flag = (index: number, char: string, candidates: string[]) => ({ index, char, candidates, suggested: candidates[0]! });
    state = state.apply(
      setPolyphoneAnalysis(state.tr, new Map([
        ['他扮演的角色', [flag(4, '角', ['jue2', 'jiao3'])]],
        ['五更天', [flag(1, '更', ['geng1', 'geng4'])]],
      ])),
    );
    const flags = getPolyphonesToConfirm(state);
    expect(flags.map((f) => [state.doc.textBetween(f.pos, f.pos + 1), f.suggested])).toEqual([
      ['角', 'jue2'],
      ['更', 'geng1'],
    ]);
    expect(scriptReadingsKey.getState(state)!.toConfirm).toBe(2);
    // typing in the first run: its answer no longer applies until the new text is analysed
    const typed = state.apply(state.tr.insertText('们', 2));
    expect(getPolyphonesToConfirm(typed).map((f) => f.char)).toEqual(['更']);
  });

  it('gives paragraph offsets the editor can place (a markup node counts one)', () => {
    const d = doc(p(phoneme('行', 'hang2'), '长说3个'));
    expect(paragraphSpans(d.child(0))).toEqual([{ from: 3, to: 4, written: '3', spoken: '三', class: 'cardinal' }]);
  });
});
