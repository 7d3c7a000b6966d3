// The README example, run through the public entry point: if it stops working, the README lies.
import { describe, expect, it } from 'vitest';
import { TextSelection } from 'prosemirror-state';
import type { Command, EditorState } from 'prosemirror-state';
import * as api from '../src/index.ts';
import { createEditorState, insertBreak, menuState, planSynthesis, countSpeechLength, parseSsml, setPhoneme, toSsml } from '../src/index.ts';

describe('README example', () => {
  it('builds a doc, applies markup, serialises SSML and plans synthesis', () => {
    let state: EditorState = createEditorState({ text: '银行行长说，欢迎光临。\n再见' });
    const run = (cmd: Command) => cmd(state, (tr) => (state = state.apply(tr)));

    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 2, 3)));
    expect(menuState(state).phoneme.enabled).toBe(true);
    expect(run(setPhoneme('hang2'))).toBe(true);

    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 6)));
    expect(run(insertBreak(500))).toBe(true);

    const ssml = toSsml(state.doc, { anchorId: 'xiaoxiao', anchorName: '晓晓', speed: 1.1 });
    expect(ssml).toContain('<p>银<phoneme alphabet="sapi" ph="hang 2">行</phoneme>行长说<break time="500ms"/>，欢迎光临。</p><p>再见</p>');
    expect(parseSsml(ssml).eq(state.doc)).toBe(true);
    expect(countSpeechLength(state.doc)).toBe(14);

    const plan = planSynthesis(ssml);
    expect(plan.map((s) => (s.kind === 'speech' ? s.text : s.kind === 'silence' ? s.ms : s.kind))).toEqual([
      '银行行长说',
      500,
      '，',
      200,
      '欢迎光临。',
      400,
      '再见',
    ]);
  });

  it('runs the text front-end example of the README', () => {
    const { text, spans } = api.normalizeText('价格128元，尾号1702，2015年的熊猫');
    expect(text).toBe('价格一百二十八元，尾号幺七零二，二零一五年的熊猫');
    expect(spans).toEqual([
      { from: 2, to: 5, spoken: '一百二十八', class: 'money' },
      { from: 9, to: 13, spoken: '幺七零二', class: 'phone' },
      { from: 14, to: 18, spoken: '二零一五', class: 'year' },
    ]);
    const readings = api.readPolyphones('他扮演的角色');
    expect(readings.find((r) => r.char === '角')).toMatchObject({ suggested: 'jue2', source: 'lexicon', confident: true, toConfirm: false, candidates: ['jue2', 'jiao3', 'jiao5', 'jue5'] });
    expect(api.polyphoneHints(readings)).toEqual([{ offset: 4, length: 1, pinyin: 'jue2' }]);
  });

  it('exposes the names the server and the UI rely on', () => {
    for (const name of ['schema', 'nodes', 'marks', 'countSpeechLength', 'toSsml', 'parseSsml', 'planSynthesis', 'chunkForAudition', 'numberReadings', 'pinyinReadings', 'findPolyphones', 'menuState', 'reason', 'validateDoc', 'parseSrt', 'toSrt']) {
      expect(typeof (api as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
    expect(api.MAX_SPEECH_LENGTH).toBe(8000);
  });
});
