import { describe, expect, it } from 'vitest';
import { EditorState } from 'prosemirror-state';
import { assignSpeakers, findSpeakers, isDialogue, labelAt, proposeVoices, speakerHints, type VoiceCandidate } from '../src/dialogue.ts';
import { planSynthesis } from '../src/plan.ts';
import { docFromText, schema } from '../src/schema.ts';

const script = ['旁白：清晨，小明推开家门。', '小明：妈妈，我去上学啦！', '妈妈：路上小心，记得带伞。', '爷爷: 早去早回。', '小明：知道啦。', '这一天，天气很好。'].join('\n');
const candidates: VoiceCandidate[] = [
  { anchorId: '11', anchorName: '云朗', sex: 1, age: 'adult' },
  { anchorId: '12', anchorName: '晓岚', sex: 2, age: 'adult' },
  { anchorId: '20', anchorName: '童童', sex: 2, age: 'child' },
  { anchorId: '21', anchorName: '老周', sex: 1, age: 'elder' },
  { anchorId: '13', anchorName: '云希', sex: 1, age: 'adult' },
];
const voice = { anchorId: '12', anchorName: '晓岚', templateId: '', intensity: 1, pitch: 0, speed: 1, volume: 100 };

describe('speaker labels (issue 27 item 3)', () => {
  it('reads a label of 1-8 characters and a full-width or ASCII colon with something after it', () => {
    expect(labelAt('A：你好')).toEqual({ name: 'A', length: 2 });
    expect(labelAt('旁白：  从前')).toEqual({ name: '旁白', length: 5 });
    expect(labelAt('Tom: hi')).toEqual({ name: 'Tom', length: 5 });
    for (const not of ['你好，世界', '：开头', '小明：', '一二三四五六七八九：太长', '12:30 开会', '注意 这里：没有']) expect(labelAt(not), not).toBeNull();
  });

  it('tells sex, age and the narrator from the label where it says them', () => {
    expect(speakerHints('妈妈')).toEqual({ sex: 2, age: null, narrator: false });
    expect(speakerHints('爷爷')).toEqual({ sex: 1, age: 'elder', narrator: false });
    expect(speakerHints('小明')).toEqual({ sex: 1, age: null, narrator: false });
    expect(speakerHints('女儿')).toEqual({ sex: 2, age: 'child', narrator: false });
    expect(speakerHints('旁白')).toEqual({ sex: null, age: null, narrator: true });
    expect(speakerHints('B')).toEqual({ sex: null, age: null, narrator: false });
  });

  it('finds the speakers of a script in order, their lines, and leaves unlabelled paragraphs alone', () => {
    const found = findSpeakers(docFromText(script));
    expect(found.speakers.map((s) => [s.name, s.lines])).toEqual([['旁白', 1], ['小明', 2], ['妈妈', 1], ['爷爷', 1]]);
    expect(found.lines).toHaveLength(5);
    expect(isDialogue(found)).toBe(true);
    expect(isDialogue(findSpeakers(docFromText('注意：明天开会。\n大家准时到。')))).toBe(false);
  });
});

describe('一键分配角色', () => {
  it('proposes distinct voices by sex and age, the narrator keeping the script voice', () => {
    const proposal = proposeVoices(findSpeakers(docFromText(script)).speakers, candidates);
    expect(proposal.get('旁白')).toBeNull();
    expect(proposal.get('小明')?.anchorName).toBe('云朗');
    expect(proposal.get('妈妈')?.anchorName).toBe('晓岚');
    expect(proposal.get('爷爷')?.anchorName).toBe('老周');
  });

  it('gives speakers whose labels say nothing voices of alternating sex, reusing voices only when all are taken', () => {
    const speakers = findSpeakers(docFromText('A：一。\nB：二。\nC：三。')).speakers;
    const proposal = proposeVoices(speakers, candidates);
    expect([...proposal.values()].map((v) => v?.sex)).toEqual([1, 2, 1]);
    expect(new Set([...proposal.values()].map((v) => v?.anchorId)).size).toBe(3);
    const two = proposeVoices(speakers, candidates.slice(0, 2));
    expect([...two.values()].map((v) => v?.anchorId)).toEqual(['11', '12', '11']);
  });

  it('applies the voices as multi-voice markup and takes the labels out of what is read', () => {
    const doc = docFromText(script);
    const dialogue = findSpeakers(doc);
    let state = EditorState.create({ doc, schema });
    const proposal = proposeVoices(dialogue.speakers, candidates);
    expect(assignSpeakers(dialogue, proposal)(state, (tr) => (state = state.apply(tr)))).toBe(true);
    expect(state.doc.textContent).not.toMatch(/旁白|小明：|妈妈：|爷爷/);
    const spoken = planSynthesis(state.doc, { voice })
      .filter((s) => s.kind === 'speech')
      .map((s) => `${s.voice.anchorName}:${s.text}`);
    expect(spoken).toContain('云朗:妈妈，');
    expect(spoken.some((line) => line.startsWith('晓岚:清晨'))).toBe(true);
    expect(spoken.some((line) => line.startsWith('老周:早去早回'))).toBe(true);
    expect(spoken.some((line) => /^晓岚:路上小心/.test(line))).toBe(true);
    // the unlabelled paragraph keeps the script voice and its text
    expect(spoken.some((line) => line.startsWith('晓岚:这一天'))).toBe(true);
    expect(assignSpeakers(findSpeakers(docFromText('没有标签。')), new Map())(state)).toBe(false);
  });
});
