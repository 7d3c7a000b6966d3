import { describe, expect, it } from 'vitest';
import { planSynthesis, spokenText } from '../src/plan.ts';
import { DEFAULT_PUNCTUATION_PAUSES } from '../src/voice.ts';
import type { Segment } from '../src/plan.ts';
import { toSsml } from '../src/serialize.ts';
import { alias, aliasNumber, brk, continuous, doc, multiVoice, p, phoneme, sayAs, sound, subPitch } from './builders.ts';

const voice = { anchorId: 'xiaoxiao', anchorName: '晓晓', templateId: 'calm', intensity: 1.2, pitch: 10, speed: 1.1, volume: 90 };
const shape = (segments: Segment[]) =>
  segments.map((s) => (s.kind === 'speech' ? `${s.voice.anchorId}:${s.text}` : s.kind === 'silence' ? `~${s.ms}` : s.kind === 'sound' ? `♪${s.id}` : `bgm:${s.id}`));

describe('planSynthesis', () => {
  it('applies the default smart pauses after punctuation (spec 02 §9)', () => {
    const plan = planSynthesis(doc(p('你好，世界。真的吗？好的……走、跑；停！')), { voice });
    expect(shape(plan)).toEqual([
      'xiaoxiao:你好，', '~200', 'xiaoxiao:世界。', '~400', 'xiaoxiao:真的吗？', '~400',
      'xiaoxiao:好的……', '~800', 'xiaoxiao:走、', '~200', 'xiaoxiao:跑；', '~200', 'xiaoxiao:停！', '~400',
    ]);
    expect(DEFAULT_PUNCTUATION_PAUSES.map((x) => x.ms)).toEqual([200, 200, 200, 400, 400, 400, 800]);
  });

  it('speaks with the voice and prosody of the script', () => {
    const [first] = planSynthesis(doc(p('你好')), { voice });
    expect(first).toEqual({
      kind: 'speech',
      voice: { anchorId: 'xiaoxiao', anchorName: '晓晓', templateId: 'calm', intensity: 1.2, role: '' },
      prosody: { pitch: 10, speed: 1.1, volume: 90 },
      text: '你好',
      phonemes: [],
      written: '你好',
    });
  });

  it('turns off smart narration, or one punctuation mark, when configured', () => {
    expect(shape(planSynthesis(doc(p('你好，世界。')), { voice, smartBreaks: { enabled: false, pauses: DEFAULT_PUNCTUATION_PAUSES } }))).toEqual(['xiaoxiao:你好，世界。']);
    const noComma = DEFAULT_PUNCTUATION_PAUSES.map((x) => (x.name === '逗号' ? { ...x, enabled: false } : { ...x, ms: 1000 }));
    expect(shape(planSynthesis(doc(p('你好，世界。')), { voice, smartBreaks: { enabled: true, pauses: noComma } }))).toEqual(['xiaoxiao:你好，世界。', '~1000']);
  });

  it('reads markup as the engine should: aliases, numbers, letters, phoneme hints', () => {
    const plan = planSynthesis(doc(p(alias('WHO', '世卫组织'), '说', aliasNumber('1/3', '三分之一'), sayAs('NBA'), sayAs('Hello', 'word'), '银', phoneme('行', 'hang2'))), { voice });
    expect(plan).toHaveLength(1);
    const s = plan[0] as Extract<Segment, { kind: 'speech' }>;
    expect(s.text).toBe('世卫组织说三分之一N B AHello银行');
    expect(s.phonemes).toEqual([{ offset: 20, length: 1, pinyin: 'hang2' }]);
  });

  it('puts no pause inside continuous reading', () => {
    expect(shape(planSynthesis(doc(p(continuous('你好，世界'), '。')), { voice }))).toEqual(['xiaoxiao:你好，世界。', '~400']);
  });

  it('makes breaks silences, sounds sound steps, and lets a break replace the smart pause before it', () => {
    const plan = planSynthesis(doc(p('你好，', brk({ time: 1000 }), '世界', brk(), brk({ time: 300 }), sound({ soundId: 's1', name: '掌声', duration: 2 }))), { voice });
    expect(shape(plan)).toEqual(['xiaoxiao:你好，', '~1000', 'xiaoxiao:世界', '~500', '♪s1']);
    expect(plan[4]).toEqual({ kind: 'sound', id: 's1', name: '掌声', src: '', duration: 2 });
  });

  it('switches voice for multi-voice ranges and prosody for local pitch', () => {
    const plan = planSynthesis(
      doc(p('旁白：', multiVoice({ anchorId: 'yunxi', anchorName: '云希', roleValue: 'Boy', pitch: -20, speed: 0.9, volume: 70 })('我来了'), subPitch({ pitch: 100, speed: 1.5, volume: 50 })('快')), p('结束')),
      { voice },
    );
    expect(shape(plan)).toEqual(['xiaoxiao:旁白：', 'yunxi:我来了', 'xiaoxiao:快', 'xiaoxiao:结束']);
    const [, mv, sp] = plan as Extract<Segment, { kind: 'speech' }>[];
    expect(mv!.voice).toEqual({ anchorId: 'yunxi', anchorName: '云希', templateId: '', intensity: 1, role: 'Boy' });
    expect(mv!.prosody).toEqual({ pitch: -20, speed: 0.9, volume: 70 });
    expect(sp!.prosody).toEqual({ pitch: 100, speed: 1.5, volume: 50 });
  });

  it('plans an SSML string with its own voice and background music once', () => {
    const ssml = toSsml(doc(p('你好。'), p('再见')), { ...voice, bgm: { id: 'b1', name: '轻音乐', volume: 30 } });
    const plan = planSynthesis(ssml);
    expect(plan[0]).toEqual({ kind: 'bgm', id: 'b1', name: '轻音乐', src: '', volume: 30, fadein: 0, fadeout: 0 });
    expect(shape(plan)).toEqual(['bgm:b1', 'xiaoxiao:你好。', '~400', 'xiaoxiao:再见']);
    expect(spokenText(plan)).toBe('你好。再见');
    expect(planSynthesis(ssml, { bgm: null }).some((s) => s.kind === 'bgm')).toBe(false);
  });

  it('pauses as the editor configured when planning from its SSML', () => {
    const smartBreaks = { enabled: true, pauses: DEFAULT_PUNCTUATION_PAUSES.map((x) => (x.name === '逗号' ? { ...x, ms: 1500 } : x)) };
    const ssml = toSsml(doc(p('你好，世界。')), { ...voice, smartBreaks });
    expect(shape(planSynthesis(ssml))).toEqual(['xiaoxiao:你好，', '~1500', 'xiaoxiao:世界。', '~400']);
    const off = toSsml(doc(p('你好，世界。')), { ...voice, smartBreaks: { enabled: false, pauses: DEFAULT_PUNCTUATION_PAUSES } });
    expect(shape(planSynthesis(off))).toEqual(['xiaoxiao:你好，世界。']);
    // A malformed config is ignored: the defaults apply.
    const broken = ssml.replace(/peiyin:smart-breaks="[^"]*"/, 'peiyin:smart-breaks="{oops"');
    expect(shape(planSynthesis(broken))).toEqual(['xiaoxiao:你好，', '~200', 'xiaoxiao:世界。', '~400']);
  });

  it('skips blank speech', () => {
    expect(shape(planSynthesis(doc(p(' ', brk(), ' '), p()), { voice }))).toEqual(['~200']);
  });
});
