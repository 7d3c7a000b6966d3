// The editor's duration estimate (@peiyin/ssml estimateDuration, from the plan before synthesis) held to what espeak
// really reads: three kinds of script and a faster speed, each within 15 % (issue 27).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docFromText, estimateDuration, planSynthesis } from '@peiyin/ssml';
import { EspeakEngine } from './espeak.ts';

let engine: EspeakEngine;
beforeAll(async () => {
  engine = new EspeakEngine({ workers: 1 });
  await engine.warmUp();
}, 60_000);
afterAll(() => engine.close());

const voice = { anchorId: '1', anchorName: '晓晓', templateId: '', intensity: 1, pitch: 0, speed: 1, volume: 100 };

/// The length of the plan as rendered: each speech segment synthesised, silences and sounds as planned.
async function rendered(text: string, speed: number): Promise<{ real: number; estimate: number }> {
  const plan = planSynthesis(docFromText(text), { voice: { ...voice, speed } });
  let real = 0;
  for (const segment of plan) {
    if (segment.kind === 'speech') {
      const pcm = await engine.synthesize({ voice: { engine: 'espeak', voice: 'cmn+f2' }, text: segment.text, phonemes: segment.phonemes, prosody: segment.prosody }, { sampleRate: 24000 });
      real += (pcm.samples.length / pcm.sampleRate) * 1000;
    } else if (segment.kind === 'silence') real += segment.ms;
    else if (segment.kind === 'sound') real += segment.duration * 1000;
  }
  return { real, estimate: estimateDuration(plan) };
}

describe('duration estimate against espeak', () => {
  it.each([
    ['a narrative', '今天天气很好，我们去公园散步。路边的花都开了，红的黄的紫的，一片连着一片。', 1],
    ['an announcement', '欢迎收听本期节目。在这一期里，我们聊一聊如何用三个步骤做好一条短视频的配音：先写好文案，再挑选合适的主播，最后调整语速和停顿。', 1],
    ['numbers the front-end reads out', '2024年，公司的营业收入达到了128亿元，同比增长15%。', 1],
    ['a narrative read faster', '今天天气很好，我们去公园散步。路边的花都开了，红的黄的紫的，一片连着一片。', 1.5],
  ])('%s is estimated within 15 per cent of its sound (%s, speed %d)', async (_, text, speed) => {
    const { real, estimate } = await rendered(text, speed);
    expect(Math.abs(estimate - real) / real).toBeLessThan(0.15);
  }, 60_000);
});
