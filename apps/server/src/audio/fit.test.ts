// Issue 28 §2: dubbing fitted to an original timing. The placement rules on their own, then ten cues rendered with
// espeak and judged by the decoded audio: each cue's speech is heard from its original start.
import { planSynthesis } from '@peiyin/ssml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineRegistry, Pcm } from '../providers/tts/types.ts';
import { createEngines, loadTtsConfig } from '../providers/tts/index.ts';
import { MAX_TEMPO, fitReport, placeCue, planCues } from './fit.ts';
import { createRenderer, createSpeechCache, decodeAudio, rmsOverTime } from './index.ts';
import type { Renderer } from './index.ts';

describe('placeCue', () => {
  it('keeps the natural pace when the speech fits its slot, up to the next cue', () => {
    expect(placeCue(0, { start: 1000, end: 2000 }, 4000, 2500, 0)).toMatchObject({ startMs: 1000, tempo: 1, outcome: 'fits', lateMs: 0, spokenMs: 2500 });
  });

  it('plays a cue faster to end where the next one starts, at most 1.25×', () => {
    const squeezed = placeCue(1, { start: 2000, end: 3500 }, 4000, 2400, 1500);
    expect(squeezed).toMatchObject({ startMs: 2000, tempo: 1.2, outcome: 'squeezed' });
    expect(squeezed.startMs + squeezed.spokenMs).toBeCloseTo(4000, 0);
    const over = placeCue(2, { start: 4000, end: 5000 }, 5000, 2000, 0);
    expect(over).toMatchObject({ tempo: MAX_TEMPO, outcome: 'overflow', spokenMs: 1600 });
  });

  it('never lets a squeezed cue run past its slot by rounding its tempo', () => {
    // 4701 / 4300 = 1.09325…: kept as 1.093, the speech lasted 4301 ms and the next cue started late
    const squeezed = placeCue(0, { start: 0, end: 4300 }, 4300, 4701, 0);
    expect(squeezed.tempo).toBe(1.094);
    expect(squeezed.startMs + squeezed.spokenMs).toBeLessThanOrEqual(4300);
    expect(placeCue(1, { start: 4300, end: 5000 }, null, 500, squeezed.startMs + squeezed.spokenMs).lateMs).toBe(0);
  });

  it('starts a cue late, never early, after one that ran on, and the report names both', () => {
    const cues = [
      { start: 0, end: 1000 },
      { start: 1000, end: 2000 },
      { start: 5000, end: 6000 },
    ];
    const first = placeCue(0, cues[0]!, 1000, 2500, 0);
    const second = placeCue(1, cues[1]!, 5000, 1000, first.startMs + first.spokenMs);
    const third = placeCue(2, cues[2]!, null, 800, second.startMs + second.spokenMs);
    expect(first.outcome).toBe('overflow');
    expect(second).toMatchObject({ startMs: 2000, lateMs: 1000, outcome: 'fits' });
    // the gap absorbed the delay
    expect(third).toMatchObject({ startMs: 5000, lateMs: 0 });
    expect(fitReport([first, second, third], cues)).toEqual({
      cues: 3,
      squeezed: [{ cue: 0, tempo: 1.25 }],
      overflow: [{ cue: 0, overMs: 1000 }],
      late: [{ cue: 1, lateMs: 1000 }],
    });
  });

  it('lets the last cue run past its own end: nothing follows it', () => {
    expect(placeCue(0, { start: 0, end: 1000 }, null, 1500, 0)).toMatchObject({ tempo: 1.25, outcome: 'squeezed', startMs: 0 });
  });
});

const voice = { engine: 'espeak', voice: 'cmn+f2' } as const;
let engines: EngineRegistry;
let renderer: Renderer;

beforeAll(async () => {
  engines = createEngines({ ...loadTtsConfig({ TTS_ENGINES: 'espeak' }), espeakWorkers: 1 });
  await engines.warmUp();
  renderer = createRenderer(engines, createSpeechCache({ memoryMb: 16 }));
}, 60_000);
afterAll(() => engines.close());

// Natural lengths with this voice: 大家好。≈1.3 s, 欢迎来到我们的小店。≈2.6 s, 谢谢 ≈0.5 s, the long one ≈4.7 s.
const srt = [
  [0, '大家好。'],
  [2000, '欢迎来到我们的小店。'],
  [4300, '谢谢'],
  [5500, '今天全场商品八折优惠，欢迎选购。'],
  [9600, '大家好。'],
  [11500, '谢谢'],
  [12500, '欢迎来到我们的小店。'],
  [15500, '大家好。'],
  [16700, '谢谢'],
  [18000, '欢迎来到我们的小店。'],
] as const;
const cues = srt.map(([start, text], i) => ({ start, end: srt[i + 1]?.[0] ?? start + 3000, text }));

/// Where speech is first heard at or after `fromMs` (the first 10 ms window above -40 dBFS).
function onsetMs(pcm: Pcm, fromMs: number): number {
  const windows = rmsOverTime(pcm, 10);
  for (let i = Math.floor(fromMs / 10); i < windows.length; i++) if (windows[i]! > 0.01) return i * 10;
  return Infinity;
}

describe('a fitted render', () => {
  it('starts every one of ten cues within 100 ms of its original time, squeezing only those that needed it', async () => {
    const { plan, cueOf } = planCues(cues.map(({ text }) => planSynthesis(`<speak>${text}</speak>`, { voice: { anchorId: 'a1' } })));
    const result = await renderer.render({ plan, voice, format: 'mp3', fit: { cues, cueOf } });
    const spoken = result.timings.filter((t) => t.kind === 'speech');
    // one timing per cue, with the cue's text and its placement
    expect(spoken.map((t) => t.text)).toEqual(cues.map((c) => c.text));
    const pcm = await decodeAudio(result.data);
    for (const [i, cue] of cues.entries()) {
      const timing = spoken[i]!;
      expect(Math.abs(timing.startMs - cue.start)).toBeLessThan(100);
      expect(timing.fit).toMatchObject({ cue: i, originalMs: cue.start, lateMs: 0 });
      // the ear agrees: silence before, speech from the cue's start
      const heard = onsetMs(pcm, Math.max(0, cue.start - 80));
      expect(heard - cue.start, `cue ${i} heard at ${heard} ms`).toBeGreaterThanOrEqual(-30);
      expect(heard - cue.start, `cue ${i} heard at ${heard} ms`).toBeLessThan(100);
      // and it has ended by the next cue's start
      const next = cues[i + 1];
      if (next) expect(timing.endMs).toBeLessThanOrEqual(next.start + 1);
    }
    const report = fitReport(
      spoken.map((t) => t.fit!),
      cues,
    );
    expect(report.squeezed.map((s) => s.cue)).toEqual([1, 3, 7]);
    for (const s of report.squeezed) {
      expect(s.tempo).toBeGreaterThan(1);
      expect(s.tempo).toBeLessThanOrEqual(MAX_TEMPO);
    }
    expect(report.overflow).toEqual([]);
    expect(report.late).toEqual([]);
  }, 60_000);
});
