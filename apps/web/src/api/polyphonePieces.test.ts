import { describe, expect, it } from 'vitest';
import { pronunciationLimits } from '@peiyin/api-client';
import { createEditorState, docFromText, getPolyphonesToConfirm, scriptReadings, scriptRuns, setPolyphoneAnalysis } from '@peiyin/ssml';
import { polyphoneAnalysis, polyphonePieces } from './polyphonePieces';

const flag = (index: number, char: string, candidates = ['tan2', 'dan4']) => ({ index, char, candidates, suggested: candidates[0]! });

describe('polyphone check pieces', () => {
  it('asks each run whole when it fits, and maps the answers back by run', () => {
    const pieces = polyphonePieces(['他会弹钢琴', '行不行']);
    expect(pieces).toEqual([
      { run: '他会弹钢琴', offset: 0, text: '他会弹钢琴' },
      { run: '行不行', offset: 0, text: '行不行' },
    ]);
    const analysis = polyphoneAnalysis(pieces, [[flag(2, '弹')], []]);
    expect([...analysis.entries()]).toEqual([
      ['他会弹钢琴', [flag(2, '弹')]],
      ['行不行', []],
    ]);
  });

  it('cuts a long run after a punctuation mark near the bound and puts the flags back at their place in the run', () => {
    const limits = { ...pronunciationLimits, polyphoneTextLength: 20 };
    const run = `${'我'.repeat(17)}，他会弹钢琴，弹完了`;
    const pieces = polyphonePieces([run], limits);
    expect(pieces.map((p) => p.text)).toEqual([`${'我'.repeat(17)}，`, '他会弹钢琴，弹完了']);
    expect(pieces.map((p) => p.offset)).toEqual([0, 18]);
    const analysis = polyphoneAnalysis(pieces, [[], [flag(2, '弹'), flag(6, '弹')]]);
    expect(analysis.get(run)!.map((f) => [f.index, run[f.index]])).toEqual([
      [20, '弹'],
      [24, '弹'],
    ]);
  });

  it('never cuts a surrogate pair, and leaves runs past the call’s bounds unasked', () => {
    const limits = { ...pronunciationLimits, polyphoneTextLength: 4, polyphoneTexts: 3, polyphoneTotalLength: 10 };
    const pieces = polyphonePieces(['abc𠀀def', 'ghij', 'klmn'], limits);
    expect(pieces.map((p) => p.text)).toEqual(['abc', '𠀀de', 'f']);
    for (const p of pieces) expect(p.run.slice(p.offset, p.offset + p.text.length)).toBe(p.text);
    expect(pieces.reduce((n, p) => n + p.text.length, 0)).toBeLessThanOrEqual(10);
  });

  it('drops an answer that does not name the character at its place (a stale or misordered answer)', () => {
    const pieces = polyphonePieces(['他会弹钢琴']);
    expect(polyphoneAnalysis(pieces, [[flag(3, '弹'), flag(2, '弹')]]).get('他会弹钢琴')).toEqual([flag(2, '弹')]);
  });

  it('flags the characters in the editor: the answers of the runs the editor asked about reach their paragraph', () => {
    let state = createEditorState({ doc: docFromText('银行很近。\n他会弹钢琴'), plugins: [scriptReadings()] });
    const runs = scriptRuns(state.doc);
    const pieces = polyphonePieces(runs);
    const answers = pieces.map((p) => (p.text === '他会弹钢琴' ? [flag(2, '弹')] : []));
    state = state.apply(setPolyphoneAnalysis(state.tr, polyphoneAnalysis(pieces, answers)));
    const flagged = getPolyphonesToConfirm(state);
    expect(flagged.map((f) => [f.char, state.doc.textBetween(f.pos, f.pos + 1)])).toEqual([['弹', '弹']]);
  });
});
