// Which clauses an engine that reads punctuation itself is given in one breath (issue 24).
import { planSynthesis, type Segment } from '@peiyin/ssml';
import { describe, expect, it } from 'vitest';
import type { EngineRegistry, EngineVoiceChoice, SpeechEngine } from '../providers/tts/types.ts';
import { cuesFromTimings } from '../modules/tasks/subtitles.ts';
import { joinClauses } from './clauses.ts';
import { createRenderer, createSpeechCache } from './index.ts';

const plan = (ssml: string) => planSynthesis(`<speak>${ssml}</speak>`, { voice: { anchorId: '12' } });
const all = () => true;
/// What is spoken, segment by segment, once joined: the texts at the indices that still speak.
function spoken(segments: readonly Segment[], joinable: (s: Extract<Segment, { kind: 'speech' }>) => boolean = all, from = 0): string[] {
  const joined = joinClauses(segments, joinable, { from });
  return segments.flatMap((s, i) => (joined.inside.has(i) ? [] : s.kind === 'speech' ? [joined.speech.get(i)?.text ?? s.text] : [`(${s.kind === 'silence' ? s.ms : s.kind})`]));
}

describe('clauses joined for an engine that reads punctuation itself', () => {
  it('speaks each sentence whole, its commas left to the engine, and keeps the pause between sentences', () => {
    const segments = plan('今天早上，小明走进了公园，心里非常高兴。明天再来，好吗？');
    expect(spoken(segments)).toEqual(['今天早上，小明走进了公园，心里非常高兴。', '(400)', '明天再来，好吗？', '(400)']);
  });

  it('keeps a clause alone before `from` (an audition’s first sound) and joins the rest of its sentence', () => {
    const segments = plan('今天早上，小明走进了公园，心里非常高兴。');
    expect(spoken(segments, all, 1)).toEqual(['今天早上，', '(200)', '小明走进了公园，心里非常高兴。', '(400)']);
  });

  it('keeps the cut at a break, at a pause longer than the default comma pause, and at a change of voice or prosody', () => {
    expect(spoken(plan('今天早上，<break time="300ms"/>小明走进了公园。'))).toEqual(['今天早上，', '(300)', '小明走进了公园。', '(400)']);
    const slowComma = planSynthesis('<speak>今天早上，小明走进了公园。</speak>', {
      voice: { anchorId: '12' },
      smartBreaks: { enabled: true, pauses: [{ name: '逗号', marks: ['，'], ms: 600, enabled: true }, { name: '句号', marks: ['。'], ms: 400, enabled: true }] },
    });
    expect(spoken(slowComma)).toEqual(['今天早上，', '(600)', '小明走进了公园。', '(400)']);
    expect(spoken(plan('今天早上，<prosody rate="+50%">小明走进了公园，</prosody>心里很高兴。'))).toEqual(['今天早上，', '(200)', '小明走进了公园，', '(200)', '心里很高兴。', '(400)']);
  });

  it('leaves the voices that do not read punctuation as planned (espeak in a multi-voice script)', () => {
    const segments = plan('今天早上，小明走进了公园。');
    expect(spoken(segments, () => false)).toEqual(['今天早上，', '(200)', '小明走进了公园。', '(400)']);
  });

  it('keeps the sentences of the subtitles: a long sentence cut at a comma for its cue is two sentences here too', () => {
    const long = '在今天上午举行的新产品发布会上面，公司的负责人向大家详细地介绍了，新产品的三项主要功能和使用方法，并回答了记者的提问。';
    const segments = plan(long);
    const joined = spoken(segments);
    // no joined segment crosses the place where the subtitles cut the sentence (32 characters at a comma)
    expect(joined.filter((t) => !t.startsWith('(')).join('')).toBe(long);
    expect(joined.filter((t) => !t.startsWith('(')).length).toBeGreaterThan(1);
    expect(joined.filter((t) => !t.startsWith('(')).every((t) => [...t].length <= 64)).toBe(true);
  });

  it('moves each clause’s pinyin hints with it, and keeps the words as written for the subtitles', () => {
    const segments = plan('我们一起走，<phoneme alphabet="py" ph="xing2">行</phoneme>吗？价格128元。');
    const joined = joinClauses(segments, all);
    const first = joined.speech.get(0)!;
    expect(first.text).toBe('我们一起走，行吗？');
    const hint = first.phonemes.find((h) => h.pinyin === 'xing2')!;
    expect(first.text.slice(hint.offset, hint.offset + hint.length)).toBe('行');
    const price = segments.findIndex((s) => s.kind === 'speech' && s.text.includes('一百二十八'));
    expect(segments[price]).toMatchObject({ written: '价格128元。' });
  });
});

describe('the renderer with an engine that reads punctuation itself', () => {
  /// An engine that says each text as 100 ms of tone per character and records what it was given.
  function engines(sentenceAtOnce: boolean) {
    const given: string[] = [];
    const engine: SpeechEngine = {
      id: 'kokoro',
      sentenceAtOnce,
      voices: async () => [],
      async synthesize(segment, opts) {
        given.push(segment.text);
        const samples = new Float32Array(Math.round([...segment.text].length * 0.1 * opts.sampleRate)).map((_, i) => 0.3 * Math.sin(i / 5));
        return { samples, sampleRate: opts.sampleRate };
      },
    };
    const registry: EngineRegistry = {
      defaultEngine: engine,
      resolve: (choice) => choice,
      neural: () => ({ state: 'ready' }),
      get: () => engine,
      require: () => engine,
      all: () => [engine],
      voices: async () => [],
      warmUp: async () => {},
      close: async () => {},
    };
    return { registry, given };
  }
  const kokoro: EngineVoiceChoice = { engine: 'kokoro', voice: 'zf_xiaoxiao' };
  const script = '今天早上，小明走进了公园，心里非常高兴。明天再来。';

  it('gives it each sentence whole in a task, and times the subtitles by sentence as before', async () => {
    const { registry, given } = engines(true);
    const result = await createRenderer(registry, createSpeechCache({ memoryMb: 0 })).render({ plan: plan(script), voice: kokoro, format: 'wav' });
    expect(given).toEqual(['今天早上，小明走进了公园，心里非常高兴。', '明天再来。']);
    const cues = cuesFromTimings(result.timings);
    expect(cues.map((c) => c.text)).toEqual(['今天早上，小明走进了公园，心里非常高兴。', '明天再来。']);
    // the first sentence is its 20 characters of speech (2 s), then the 400 ms pause, then the second
    expect(cues[0]!.end - cues[0]!.start).toBeCloseTo(2000, -1);
    expect(cues[1]!.start - cues[0]!.end).toBeCloseTo(400, -1);
  });

  it('keeps an audition’s first clause alone, and leaves an engine that does not read punctuation clause by clause', async () => {
    const joining = engines(true);
    for await (const chunk of createRenderer(joining.registry, createSpeechCache({ memoryMb: 0 })).stream({ plan: plan(script), voice: kokoro, format: 'wav' })) void chunk;
    expect(joining.given).toEqual(['今天早上，', '小明走进了公园，心里非常高兴。', '明天再来。']);
    const clauses = engines(false);
    await createRenderer(clauses.registry, createSpeechCache({ memoryMb: 0 })).render({ plan: plan(script), voice: kokoro, format: 'wav' });
    expect(clauses.given).toEqual(['今天早上，', '小明走进了公园，', '心里非常高兴。', '明天再来。']);
  });
});
