// espeak voices and prosody judged from the samples: pitch by autocorrelation, speed by length.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineSegment, Pcm } from './index.ts';
import { EspeakEngine, espeakJob, espeakText } from './espeak.ts';

let engine: EspeakEngine;
beforeAll(async () => {
  engine = new EspeakEngine({ workers: 1 });
  await engine.warmUp();
}, 60_000);
afterAll(() => engine.close());

const segment = (voice: string, text: string, prosody: Partial<EngineSegment['prosody']> = {}, phonemes: EngineSegment['phonemes'] = []): EngineSegment => ({
  voice: { engine: 'espeak', voice },
  text,
  phonemes,
  prosody: { pitch: 0, speed: 1, volume: 100, ...prosody },
});
const say = (s: EngineSegment) => engine.synthesize(s, { sampleRate: 24000 });

/// Median fundamental frequency of the voiced 40 ms frames.
function medianF0(pcm: Pcm): number {
  const n = Math.round(pcm.sampleRate * 0.04);
  const f0s: number[] = [];
  for (let at = 0; at + n < pcm.samples.length; at += n) {
    const x = pcm.samples.subarray(at, at + n);
    let energy = 0;
    for (const v of x) energy += v * v;
    if (energy / n < 0.002) continue;
    let best = 0;
    let lag = 0;
    for (let l = Math.round(pcm.sampleRate / 500); l < pcm.sampleRate / 60; l++) {
      let c = 0;
      for (let i = 0; i + l < n; i++) c += x[i]! * x[i + l]!;
      if (c > best) [best, lag] = [c, l];
    }
    f0s.push(pcm.sampleRate / lag);
  }
  f0s.sort((a, b) => a - b);
  return f0s[f0s.length >> 1] ?? 0;
}

const TEXT = '今天天气很好，我们去公园';

/// Zero crossings per sample: high for fricatives like x (ɕ), lower for h (χ) and vowels. espeak
/// adds random aspiration noise, so two runs agree in length and in such measures, not bit for bit.
function zcr(pcm: Pcm): number {
  let z = 0;
  for (let i = 1; i < pcm.samples.length; i++) if (pcm.samples[i - 1]! < 0 !== pcm.samples[i]! < 0) z++;
  return z / pcm.samples.length;
}

describe('espeak engine', () => {
  it('offers distinct male, female, child and elder Mandarin voices', async () => {
    const voices = await engine.voices();
    expect(new Set(voices.map((v) => v.age))).toEqual(new Set(['adult', 'child', 'elder']));
    expect(voices.every((v) => v.engine === 'espeak' && v.styles.length === 0)).toBe(true);
    expect(new Set(voices.map((v) => v.locale))).toEqual(new Set(['zh-CN', 'zh-HK', 'en-US']));
    const male = medianF0(await say(segment('cmn+m3', TEXT)));
    const female = medianF0(await say(segment('cmn+f2', TEXT)));
    const girl = medianF0(await say(segment('cmn+child-girl', TEXT)));
    expect(female).toBeGreaterThan(male * 1.4);
    expect(girl).toBeGreaterThan(female * 1.1);
  });

  it('speaks Cantonese and English with their own voices', async () => {
    const cantonese = await say(segment('yue+f2', TEXT));
    const english = await say(segment('en+m3', 'Hello, and welcome to the studio.'));
    expect(cantonese.samples.length / cantonese.sampleRate).toBeGreaterThan(0.5);
    expect(english.samples.length / english.sampleRate).toBeGreaterThan(0.8);
    expect(medianF0(cantonese)).toBeGreaterThan(medianF0(english) * 1.4);
  });

  it('raises pitch and shortens speech as asked per segment', async () => {
    const base = await say(segment('cmn+m3', TEXT));
    const high = await say(segment('cmn+m3', TEXT, { pitch: 300 }));
    const fast = await say(segment('cmn+m3', TEXT, { speed: 2 }));
    expect(medianF0(high)).toBeGreaterThan(medianF0(base) * 1.2);
    expect(fast.samples.length).toBeLessThan(base.samples.length * 0.7);
    // At the rate asked for: the worker resamples from espeak's 22050 Hz.
    expect(base.sampleRate).toBe(24000);
    const sixteen = await engine.synthesize(segment('cmn+m3', TEXT), { sampleRate: 16000 });
    expect(sixteen.sampleRate).toBe(16000);
    expect(sixteen.samples.length / 16000).toBeCloseTo(base.samples.length / 24000, 2);
  });

  it('reads a pinyin hint in place of its character', async () => {
    // 行 read as xing2 (行走) rather than hang2 (银行): the text espeak gets, and a different sound.
    expect(espeakText({ text: '银行', phonemes: [{ offset: 1, length: 1, pinyin: 'xing2' }] })).toBe('银 xing2 ');
    const plain = await say(segment('cmn+f2', '银行'));
    const hinted = await say(segment('cmn+f2', '银行', {}, [{ offset: 1, length: 1, pinyin: 'xing2' }]));
    const same = await say(segment('cmn+f2', '银 xing2 '));
    expect(hinted.samples.length).toBe(same.samples.length);
    expect(Math.abs(zcr(hinted) - zcr(same))).toBeLessThan(0.008);
    expect(zcr(hinted) - zcr(plain)).toBeGreaterThan(0.01);
  });

  it('speaks markup characters as text instead of failing on them', async () => {
    expect(espeakText({ text: 'A<B & C>', phonemes: [] })).toBe('A&lt;B &amp; C&gt;');
    const pcm = await say(segment('cmn+f2', '价格<100元 & 包邮'));
    expect(pcm.samples.length).toBeGreaterThan(22050 * 0.5);
  });

  it('maps prosody and presets to espeak parameters within its ranges', () => {
    const job = espeakJob({ ...segment('cmn+f2', '你好', { pitch: 500, speed: 2 }), voice: { engine: 'espeak', voice: 'cmn+f2', preset: { pitch: 100, speed: 1.5 } } });
    expect(job.pitch).toBe(99);
    expect(job.rate).toBe(450);
    expect(espeakJob(segment('cmn+f2', '你好', { pitch: -200, speed: 0.5 }))).toMatchObject({ pitch: 30, rate: 88, voice: 'cmn+f2' });
    expect(() => espeakJob(segment('nope', '你好'))).toThrow(/no voice nope/);
  });

  it('runs in-process too, speaking like the worker', async () => {
    const local = new EspeakEngine({ workers: 0 });
    const a = await local.synthesize(segment('cmn+f3', '你好'), { sampleRate: 24000 });
    const b = await say(segment('cmn+f3', '你好'));
    expect(a.samples.length).toBe(b.samples.length);
    expect(Math.abs(zcr(a) - zcr(b))).toBeLessThan(0.008);
    await local.close();
  });

  it('serves an urgent sentence (an audition) before task sentences already waiting', async () => {
    const done: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => done.push(name));
    const batch = ['一', '二', '三', '四'].map((n) => track(`task${n}`, say(segment('cmn+f2', `任务第${n}句话`))));
    const first = track('audition1', engine.synthesize(segment('cmn+f2', '试听第一句'), { sampleRate: 24000, urgent: true }));
    const second = track('audition2', engine.synthesize(segment('cmn+f2', '试听第二句'), { sampleRate: 24000, urgent: true }));
    await Promise.all([...batch, first, second]);
    // one worker: the first task sentence is already in it (its polyphone hints are read from the text
    // alone, issue 25, so it went straight to the worker); both auditions go ahead of every waiting task
    // sentence, in their order; then the tasks, in theirs
    expect(done).toEqual(['task一', 'audition1', 'audition2', 'task二', 'task三', 'task四']);
  });

  it('warms up fully (short clauses over every voice variant) and then speaks', async () => {
    const full = new EspeakEngine({ workers: 1, warmUp: 'full' });
    await full.warmUp();
    const pcm = await full.synthesize(segment('cmn+grandma', '热身以后'), { sampleRate: 24000 });
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.3);
    await full.close();
  });

  it('drops a queued sentence when its request is aborted', async () => {
    const controller = new AbortController();
    const running = say(segment('cmn+f2', '第一句话'));
    const queued = engine.synthesize(segment('cmn+f2', '第二句话'), { sampleRate: 24000, signal: controller.signal });
    controller.abort(new Error('client left'));
    await expect(queued).rejects.toThrow('client left');
    expect((await running).samples.length).toBeGreaterThan(0);
  });
});
