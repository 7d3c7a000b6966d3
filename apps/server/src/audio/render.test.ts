// The pipeline judged by its output: the audio is decoded and measured, never trusted.
import { planSynthesis } from '@peiyin/ssml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EngineRegistry, Pcm, EngineVoiceChoice, SpeechEngine } from '../providers/tts/types.ts';
import { createEngines, loadTtsConfig } from '../providers/tts/index.ts';
import { AudioDecodeError, createRenderer, createSpeechCache, decodeAudio, encodeWav, generateBgmLibrary, generateSoundLibrary, integratedLoudness, rmsOverTime } from './index.ts';
import type { Renderer } from './index.ts';

const voice: EngineVoiceChoice = { engine: 'espeak', voice: 'cmn+f2' };
let engines: EngineRegistry;
let renderer: Renderer;

beforeAll(async () => {
  // One worker: the test machine has two cores and other suites run beside this one.
  engines = createEngines({ ...loadTtsConfig({ TTS_ENGINES: 'espeak' }), espeakWorkers: 1 });
  await engines.warmUp();
  renderer = createRenderer(engines, createSpeechCache({ memoryMb: 16 }));
}, 60_000);
afterAll(() => engines.close());

const plan = (ssml: string) => planSynthesis(`<speak>${ssml}</speak>`, { voice: { anchorId: 'a1' } });
const seconds = (pcm: Pcm, fromMs: number, toMs: number) => ({ samples: pcm.samples.subarray(Math.round((fromMs / 1000) * pcm.sampleRate), Math.round((toMs / 1000) * pcm.sampleRate)), sampleRate: pcm.sampleRate });
const rms = (pcm: Pcm) => Math.sqrt(pcm.samples.reduce((a, v) => a + v * v, 0) / Math.max(1, pcm.samples.length));

/// The longest run of 10 ms windows below -50 dBFS, in ms, and where it starts.
function longestSilence(pcm: Pcm): { ms: number; startMs: number } {
  const windows = rmsOverTime(pcm, 10);
  let best = { ms: 0, startMs: 0 };
  let run = 0;
  windows.forEach((w, i) => {
    run = w < 0.003 ? run + 1 : 0;
    if (run * 10 > best.ms) best = { ms: run * 10, startMs: (i - run + 1) * 10 };
  });
  return best;
}

describe('renderer', () => {
  it('speaks 你好, keeps a 500 ms break as real silence, then speaks 世界', async () => {
    const result = await renderer.render({ plan: plan('你好<break time="500ms"/>世界'), voice, format: 'mp3' });
    expect(result.mime).toBe('audio/mpeg');
    const pcm = await decodeAudio(result.data);
    expect(pcm.sampleRate).toBe(24000);
    const silence = longestSilence(pcm);
    expect(silence.ms).toBeGreaterThanOrEqual(480);
    expect(silence.ms).toBeLessThan(700);
    expect(rms(seconds(pcm, 0, silence.startMs))).toBeGreaterThan(0.05);
    expect(rms(seconds(pcm, silence.startMs + silence.ms, pcm.samples.length / 24))).toBeGreaterThan(0.05);
    // The timings name the same layout the ear hears.
    expect(result.timings.map((t) => [t.kind, t.text ?? null])).toEqual([
      ['speech', '你好'],
      ['silence', null],
      ['speech', '世界'],
    ]);
    expect(result.timings[1]!.endMs - result.timings[1]!.startMs).toBe(500);
    expect(Math.abs(result.durationMs - (pcm.samples.length / 24000) * 1000)).toBeLessThan(120);
  });

  it('normalises loudness toward -16 LUFS whatever the level of the input, with the peak under -1 dBFS', async () => {
    const text = '今天天气很好，我们一起去公园散步吧。';
    const loud = planSynthesis(`<speak>${text}</speak>`, { voice: { anchorId: 'a1' } });
    // Every segment at volume 15: 16.5 dB quieter before normalisation.
    const quiet = planSynthesis(`<speak>${text}</speak>`, { voice: { anchorId: 'a1', volume: 15 } });
    for (const format of ['mp3', 'wav'] as const) {
      const [a, b] = await Promise.all([loud, quiet].map(async (p) => decodeAudio((await renderer.render({ plan: p, voice, format })).data)));
      const [la, lb] = [integratedLoudness(a!), integratedLoudness(b!)];
      // espeak is peaky: the -1 dBFS ceiling may hold it a little under -16; MP3 moves in 1.5 dB steps (runs
      // have measured from -19.6 up). What matters is that a quiet input ends where a loud one does.
      expect(la).toBeGreaterThan(-20.5);
      expect(la).toBeLessThan(-14.5);
      expect(Math.abs(la - lb)).toBeLessThan(1.6);
      for (const pcm of [a!, b!]) expect(pcm.samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0)).toBeLessThan(0.95);
    }
  });

  it('mixes the BGM under the voice with its fades: rising, steady under speech and pauses, falling', async () => {
    const bgm = { pcm: generateBgmLibrary()[0]!.pcm, volume: 80, fadeInMs: 1000, fadeOutMs: 1000 };
    const ssml = '<break time="1500ms"/>你好<break time="800ms"/>世界<break time="1500ms"/>';
    const withBgm = await renderer.render({ plan: plan(ssml), voice, format: 'mp3', bgm });
    const pcm = await decodeAudio(withBgm.data);
    const total = (pcm.samples.length / pcm.sampleRate) * 1000;
    const fadeIn = [0, 250, 500, 750].map((ms) => rms(seconds(pcm, ms, ms + 250)));
    const fadeOut = [1000, 750, 500, 250].map((ms) => rms(seconds(pcm, total - ms, total - ms + 250)));
    for (let i = 1; i < 4; i++) {
      expect(fadeIn[i]!).toBeGreaterThan(fadeIn[i - 1]!);
      expect(fadeOut[i]!).toBeLessThan(fadeOut[i - 1]!);
    }
    const steady = rms(seconds(pcm, 1100, 1400));
    expect(steady).toBeGreaterThan(fadeIn[0]! * 2);
    expect(steady).toBeGreaterThan(0.005);
    // In the pause between the words the music plays at its steady level.
    const pause = withBgm.timings[2]!;
    expect(rms(seconds(pcm, pause.startMs + 100, pause.endMs - 100)) / steady).toBeGreaterThan(0.6);
    // Under the speech: the same render without music differs by about the music's level.
    const dry = await renderer.render({ plan: plan(ssml), voice, format: 'wav', bgm: null });
    const wet = await renderer.render({ plan: plan(ssml), voice, format: 'wav', bgm });
    const [d, w] = [await decodeAudio(dry.data), await decodeAudio(wet.data)];
    const speech = wet.timings[1]!;
    const from = Math.round((speech.startMs / 1000) * 24000);
    const to = Math.round((speech.endMs / 1000) * 24000);
    const diff = new Float32Array(to - from).map((_, i) => w.samples[from + i]! - d.samples[from + i]!);
    const under = rms({ samples: diff, sampleRate: 24000 });
    expect(under / steady).toBeGreaterThan(0.6);
    expect(under / steady).toBeLessThan(1.6);
    // …and stays under it: the voice is louder than the music.
    expect(rms(seconds(d, speech.startMs, speech.endMs))).toBeGreaterThan(under * 3);
  });

  it('loops a BGM shorter than the voice, so the music never stops under it', async () => {
    // A 0.6 s chime as "music" under ≈3 s of speech and pauses.
    const short = generateSoundLibrary().sounds.find((s) => s.id === 'notice')!.pcm;
    const loopEvery = short.samples.length / short.sampleRate;
    expect(loopEvery).toBeLessThan(1.2);
    const result = await renderer.render({ plan: plan('<break time="3000ms"/>'), voice, format: 'wav', bgm: { pcm: short, volume: 100, fadeInMs: 0, fadeOutMs: 0 } });
    const pcm = await decodeAudio(result.data);
    expect(result.durationMs).toBe(3000);
    // Every loop period carries the chime's attack again.
    for (let start = 0; start + loopEvery <= 3; start += loopEvery) {
      expect(rms(seconds(pcm, start * 1000, (start + 0.1) * 1000))).toBeGreaterThan(0.01);
    }
  });

  it('stops a render when its request is cancelled', async () => {
    const controller = new AbortController();
    const long = plan('取消以后不再合成剩下的句子。'.repeat(30).replace(/。/g, (m, i: number) => `${i}。`));
    const sentences = long.filter((s) => s.kind === 'speech').length;
    // cancelled as the engine is handed its first sentence, whatever the machine's speed
    const engine = engines.defaultEngine;
    const synthesize = engine.synthesize.bind(engine);
    const asked = vi.spyOn(engine, 'synthesize').mockImplementation((segment, opts) => {
      if (!controller.signal.aborted) controller.abort(new Error('user cancelled'));
      return synthesize(segment, opts);
    });
    try {
      await expect(renderer.render({ plan: long, voice, format: 'mp3', signal: controller.signal })).rejects.toThrow('user cancelled');
      // the sentences after those already under way were never asked for
      expect(asked.mock.calls.length).toBeGreaterThan(0);
      expect(asked.mock.calls.length).toBeLessThan(sentences);
    } finally {
      asked.mockRestore();
    }
  });

  it('reuses unchanged sentences from the cache on re-render', async () => {
    const own = createRenderer(engines, createSpeechCache({ memoryMb: 16 }));
    const first = await own.render({ plan: plan('春天来了。花开了。'), voice, format: 'wav' });
    expect(first.cache).toEqual({ hits: 0, misses: 2 });
    const again = await own.render({ plan: plan('春天来了。花开了。'), voice, format: 'wav' });
    expect(again.cache).toEqual({ hits: 2, misses: 0 });
    expect(again.data.equals(first.data)).toBe(true);
    const edited = await own.render({ plan: plan('春天来了。草绿了。'), voice, format: 'wav' });
    expect(edited.cache).toEqual({ hits: 1, misses: 1 });
    // A line repeated within one script is synthesised once.
    const repeated = await own.render({ plan: plan('下雨了。下雨了。下雨了。'), voice, format: 'wav' });
    expect(repeated.cache).toEqual({ hits: 2, misses: 1 });
    // Another voice is another sentence.
    const other = await own.render({ plan: plan('春天来了。'), voice: { engine: 'espeak', voice: 'cmn+m3' }, format: 'wav' });
    expect(other.cache).toEqual({ hits: 0, misses: 1 });
  });

  it('speaks an audition ahead of its click only when the engine says it is worth it, and the click finds it cached', async () => {
    const espeak = engines.get('espeak')!;
    let worth = false;
    // the same engine, saying whether a guess is worth it now (the neural voice does when its workers are idle)
    const guessing = Object.assign(Object.create(espeak) as SpeechEngine, { prefetchable: () => worth });
    const registry: EngineRegistry = { ...engines, get: (id) => (id === 'espeak' ? guessing : engines.get(id)) };
    const own = createRenderer(registry, createSpeechCache({ memoryMb: 16 }));
    const asked = vi.spyOn(espeak, 'synthesize');
    try {
      const audition = { plan: plan('秋天到了，树叶黄了。'), voice, format: 'mp3' as const };
      expect(await own.prefetch(audition)).toBe(false);
      expect(asked).not.toHaveBeenCalled();
      worth = true;
      expect(await own.prefetch(audition)).toBe(true);
      const spoken = asked.mock.calls.length;
      expect(spoken).toBeGreaterThan(0);
      // the click: the same audition, every clause from the cache, nothing asked of the engine again
      let bytes = 0;
      for await (const chunk of own.stream(audition)) bytes += chunk.length;
      expect(bytes).toBeGreaterThan(1000);
      expect(asked.mock.calls.length).toBe(spoken);
    } finally {
      asked.mockRestore();
    }
  });

  it('encodes standard MP3 at the asked rate and HD MP3 at 48 kHz', async () => {
    const p = plan('你好');
    const hd = await renderer.render({ plan: p, voice, format: 'mp3', hd: true });
    expect((await decodeAudio(hd.data)).sampleRate).toBe(48000);
    expect(hd.sampleRate).toBe(48000);
    const sixteen = await renderer.render({ plan: p, voice, format: 'mp3', sampleRate: 16000 });
    expect((await decodeAudio(sixteen.data)).sampleRate).toBe(16000);
    // MP3 frames start with the 11-bit sync word (after an ID3 tag, if any).
    const body = hd.data.subarray(hd.data.toString('latin1', 0, 3) === 'ID3' ? 10 + ((hd.data[6]! << 21) | (hd.data[7]! << 14) | (hd.data[8]! << 7) | hd.data[9]!) : 0);
    expect(body[0]).toBe(0xff);
    expect(body[1]! & 0xe0).toBe(0xe0);
  });

  it('encodes a long task in parts cut inside its pauses: the file sounds and lasts the same as one stream', async () => {
    const p = plan('春天来了，公园里的花都开了。孩子们在草地上奔跑，老人们坐在长椅上聊天。今天的气温是二十三度，适合出门散步。');
    // The same renderer: the second render takes every sentence from the cache, so both files
    // encode the very same samples.
    const parted = await renderer.render({ plan: p, voice, format: 'mp3', mp3Parts: { partSeconds: 0.5 } });
    const whole = await renderer.render({ plan: p, voice, format: 'mp3', mp3Parts: { partSeconds: 1e9 } });
    expect(parted.parts).toBeGreaterThanOrEqual(3);
    expect(whole.parts).toBe(1);
    expect(parted.timings).toEqual(whole.timings);
    const a = await decodeAudio(whole.data);
    const b = await decodeAudio(parted.data);
    expect(b.samples.length).toBe(a.samples.length);
    const ea = rmsOverTime(a, 20);
    const eb = rmsOverTime(b, 20);
    const worst = Math.max(...ea.map((x, i) => Math.abs(x - eb[i]!)));
    expect(worst).toBeLessThan(0.02);
    // Normalised the same way: the parts share one gain change at the end.
    expect(integratedLoudness(b)).toBeCloseTo(integratedLoudness(a), 0);
  }, 60_000);

  it('inserts sound effects for their length', async () => {
    const ding = generateSoundLibrary().sounds.find((s) => s.id === 'ding-dong')!;
    const asked: string[] = [];
    const p = plan(`你好<audio src="sound:ding-dong" peiyin:sound-id="ding-dong" peiyin:name="叮咚" peiyin:duration="${ding.duration}"/>世界`);
    const result = await renderer.render({
      plan: p,
      voice,
      format: 'wav',
      sounds: async (id) => {
        asked.push(id);
        return id === 'ding-dong' ? ding.pcm : null;
      },
    });
    expect(asked).toEqual(['ding-dong']);
    expect(result.timings.map((t) => t.kind)).toEqual(['speech', 'sound', 'speech']);
    const t = result.timings[1]!;
    expect((t.endMs - t.startMs) / 1000).toBeCloseTo(ding.pcm.samples.length / ding.pcm.sampleRate, 2);
    const pcm = await decodeAudio(result.data);
    expect(rms(seconds(pcm, t.startMs, t.startMs + 300))).toBeGreaterThan(0.02);
    // A sound the library does not have keeps its planned length, in silence.
    const missing = await renderer.render({ plan: p, voice, format: 'wav', sounds: async () => null });
    const m = missing.timings[1]!;
    expect(m.endMs - m.startMs).toBeCloseTo(ding.duration * 1000, 0);
    expect(rms(seconds(await decodeAudio(missing.data), m.startMs, m.endMs))).toBe(0);
  });

  it('applies a local volume as a gain relative to the rest of the script', async () => {
    const result = await renderer.render({ plan: plan('你好<prosody pitch="+0%" rate="1" volume="25">你好</prosody>'), voice, format: 'wav' });
    const [a, b] = result.timings;
    expect(result.timings.length).toBe(2);
    const pcm = await decodeAudio(result.data);
    const ratio = rms(seconds(pcm, b!.startMs, b!.endMs)) / rms(seconds(pcm, a!.startMs, a!.endMs));
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.3);
  });

  it('streams an audition: MP3 bytes that decode to the whole text, and stops when the listener leaves', async () => {
    const p = plan('第一句话。第二句话。第三句话。');
    const chunks: Buffer[] = [];
    for await (const chunk of renderer.stream({ plan: p, voice, format: 'mp3' })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(0);
    const pcm = await decodeAudio(Buffer.concat(chunks));
    const full = await renderer.render({ plan: p, voice, format: 'wav' });
    expect(Math.abs(pcm.samples.length / pcm.sampleRate - full.durationMs / 1000)).toBeLessThan(0.15);
    // Leaving after the first chunk ends the stream without waiting for the rest: the engine holds every
    // sentence after the first until it is stopped (as a real engine's queue drops a cancelled sentence), so a
    // stream that waited for them would never end.
    const sentences = ['一', '二', '三', '四', '五', '六'].map((n) => `这是第${n}段很长的试听文本。`);
    const engine = engines.defaultEngine;
    const synthesize = engine.synthesize.bind(engine);
    const held: string[] = [];
    const stopped: string[] = [];
    const holding = vi.spyOn(engine, 'synthesize').mockImplementation((segment, opts) => {
      if (segment.text === sentences[0]) return synthesize(segment, opts);
      held.push(segment.text);
      return new Promise<Pcm>((_resolve, reject) => {
        const stop = () => {
          stopped.push(segment.text);
          reject(opts.signal!.reason);
        };
        if (opts.signal!.aborted) stop();
        else opts.signal!.addEventListener('abort', stop, { once: true });
      });
    });
    try {
      for await (const _chunk of renderer.stream({ plan: plan(sentences.join('')), voice, format: 'mp3' })) break;
      expect(held.length).toBeGreaterThan(0);
      expect(stopped.sort()).toEqual(held.sort());
    } finally {
      holding.mockRestore();
    }
  });

  it('streams WAV too: a header for an open-ended stream, then the samples as they come', async () => {
    const p = plan('第一句。第二句。');
    const chunks: Buffer[] = [];
    for await (const chunk of renderer.stream({ plan: p, voice, format: 'wav', sampleRate: 16000 })) chunks.push(chunk);
    expect(chunks[0]!.length).toBe(44);
    expect(chunks[0]!.readUInt32LE(40)).toBe(0xffffffff);
    const pcm = await decodeAudio(Buffer.concat(chunks));
    expect(pcm.sampleRate).toBe(16000);
    const whole = await renderer.render({ plan: p, voice, format: 'wav', sampleRate: 16000 });
    expect(pcm.samples.length).toBe(Math.round((whole.durationMs / 1000) * 16000));
  });

  it('decodeAudio reads WAV and MP3 and rejects what is not audio', async () => {
    const tone = new Float32Array(24000).map((_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 24000));
    const wav = await decodeAudio(encodeWav({ samples: tone, sampleRate: 24000 }));
    expect(wav.sampleRate).toBe(24000);
    expect(wav.samples.length).toBe(24000);
    await expect(decodeAudio(Buffer.from('this is not audio at all, just some text '.repeat(50)))).rejects.toBeInstanceOf(AudioDecodeError);
    const noise = Buffer.alloc(4096);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    await expect(decodeAudio(noise)).rejects.toBeInstanceOf(AudioDecodeError);
    await expect(decodeAudio(Buffer.alloc(0))).rejects.toBeInstanceOf(AudioDecodeError);
  });
});
