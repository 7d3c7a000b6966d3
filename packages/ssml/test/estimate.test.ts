import { describe, expect, it } from 'vitest';
import { CHARACTERS_PER_SECOND, estimateDuration, formatEstimate, spokenCharacters } from '../src/estimate.ts';
import { planSynthesis } from '../src/plan.ts';
import type { Segment } from '../src/plan.ts';
import { brk, doc, p, sound, subPitch } from './builders.ts';

const voice = { anchorId: 'xiaoxiao', anchorName: '晓晓', templateId: '', intensity: 1, pitch: 0, speed: 1, volume: 100 };
const speech = (text: string, speed = 1): Segment => ({ kind: 'speech', voice: { anchorId: 'a', anchorName: 'a', templateId: '', intensity: 1, role: '' }, prosody: { pitch: 0, speed, volume: 100 }, text, phonemes: [], written: text });

describe('duration estimate from the plan (issue 27: the bottom bar, before synthesis)', () => {
  it('counts what is read: Chinese characters, Latin words and digit runs, not punctuation or spaces', () => {
    expect(spokenCharacters('你好，世界！')).toBe(4);
    expect(spokenCharacters('用 AI 配音 2024')).toBe(3 + 1.5 + 1.5);
    expect(spokenCharacters('……  ')).toBe(0);
  });

  it('times speech by the rate and its speed, and adds breaks, pauses and sounds; music adds nothing', () => {
    const second = CHARACTERS_PER_SECOND;
    const chars = '一'.repeat(Math.round(second * 10));
    expect(estimateDuration([speech(chars)])).toBeCloseTo(10_000, -2);
    // twice as fast, half as long
    expect(estimateDuration([speech(chars, 2)])).toBeCloseTo(5_000, -2);
    expect(estimateDuration([{ kind: 'silence', ms: 700, source: 'break' }, { kind: 'sound', id: 's', name: '掌声', src: '', duration: 2.5 }])).toBe(3_200);
    expect(estimateDuration([{ kind: 'bgm', id: 'b', name: '轻快', src: '', volume: 50, fadein: 0, fadeout: 0 }])).toBe(0);
    expect(estimateDuration([])).toBe(0);
  });

  it('estimates a planned document with its markup: a break, a sound, a faster range', () => {
    const plain = estimateDuration(planSynthesis(doc(p('今天天气很好，我们去公园散步。')), { voice }));
    const marked = estimateDuration(planSynthesis(doc(p('今天天气很好，', brk({ time: 1000 }), subPitch({ pitch: 0, speed: 2, volume: 100 })('我们去公园散步。'), sound({ soundId: 's', duration: 2 }))), { voice }));
    expect(plain).toBeGreaterThan(3_000);
    // + 1 s break (replacing the comma's pause) + 2 s sound, − half of the 6 characters' time
    expect(marked - plain).toBeGreaterThan(1_500);
    expect(marked - plain).toBeLessThan(3_000);
  });

  it('reads as the bottom bar shows it', () => {
    expect(formatEstimate(0)).toBe('0 秒');
    expect(formatEstimate(8_400)).toBe('约 8 秒');
    expect(formatEstimate(65_000)).toBe('约 1 分 05 秒');
  });
});
