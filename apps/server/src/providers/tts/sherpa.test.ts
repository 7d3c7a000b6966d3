// sherpa-onnx for real: the committed tiny VITS-shaped model (test/fixtures/tts/make-tiny-vits.mjs)
// is loaded by sherpa-onnx-node and run through its lexicon frontend. Its "audio" is the phone ids
// repeated 256 times × (sid + 1) × length_scale / 100, so the test sees text, speaker and speed arrive.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineSegment } from './index.ts';
import { EngineError } from './index.ts';
import { SherpaEngine, sherpaModelConfig } from './sherpa.ts';

const modelsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/tts');
const engine = new SherpaEngine({ modelsDir });
const temp = mkdtempSync(path.join(tmpdir(), 'peiyin-sherpa-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const segment = (voice: string, text: string, speed = 1): EngineSegment => ({ voice: { engine: 'sherpa', voice }, text, phonemes: [], prosody: { pitch: 0, speed, volume: 100 } });
const peak = (s: Float32Array) => s.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

describe('sherpa engine', () => {
  it('finds the model folder, its VITS layout and its named speakers', async () => {
    expect(engine.modelDirs()).toEqual(['tiny-vits']);
    const { layout, config } = sherpaModelConfig(path.join(modelsDir, 'tiny-vits'));
    expect(layout).toBe('vits');
    expect(config).toMatchObject({ model: { vits: { model: path.join(modelsDir, 'tiny-vits/model.onnx'), lexicon: path.join(modelsDir, 'tiny-vits/lexicon.txt') } } });
    expect(await engine.voices()).toEqual([
      { engine: 'sherpa', voice: 'tiny-vits#0', name: '测试甲', sex: 2, age: 'adult', locale: 'zh-CN', styles: [], roles: [] },
      { engine: 'sherpa', voice: 'tiny-vits#1', name: '测试乙', sex: 1, age: 'adult', locale: 'zh-CN', styles: [], roles: [] },
      { engine: 'sherpa', voice: 'tiny-vits#2', name: '测试丙', sex: 2, age: 'child', locale: 'zh-CN', styles: [], roles: [] },
    ]);
  });

  it('loads the model and generates from the text through the lexicon', async () => {
    const two = await engine.synthesize(segment('tiny-vits#0', '你好'), { sampleRate: 24000 });
    expect(two.sampleRate).toBe(16000);
    // Four phones, each repeated 256 times.
    expect(two.samples.length).toBe(4 * 256);
    // 你 → n i3 (ids 1 2), 好 → h ao3 (ids 3 4).
    expect([...two.samples.slice(0, 4)].map((v) => Math.round(v * 100))).toEqual([1, 2, 3, 4]);
    const four = await engine.synthesize(segment('tiny-vits#0', '你好世界'), { sampleRate: 24000 });
    expect(four.samples.length).toBe(8 * 256);
  });

  it('passes the speaker id and the speed to the model', async () => {
    const base = peak((await engine.synthesize(segment('tiny-vits#0', '你好'), { sampleRate: 24000 })).samples);
    const third = peak((await engine.synthesize(segment('tiny-vits#2', '你好'), { sampleRate: 24000 })).samples);
    const fast = peak((await engine.synthesize(segment('tiny-vits#0', '你好', 2), { sampleRate: 24000 })).samples);
    expect(third / base).toBeCloseTo(3, 5);
    // sherpa turns speed into length_scale = 1 / speed.
    expect(fast / base).toBeCloseTo(0.5, 5);
  });

  it('refuses unknown speakers, voices and models with an EngineError', async () => {
    await expect(engine.synthesize(segment('tiny-vits#3', '你好'), { sampleRate: 24000 })).rejects.toThrow(/3 speakers/);
    await expect(engine.synthesize(segment('tiny-vits#x', '你好'), { sampleRate: 24000 })).rejects.toBeInstanceOf(EngineError);
    await expect(engine.synthesize(segment('missing#0', '你好'), { sampleRate: 24000 })).rejects.toThrow(/not found/);
    await expect(engine.synthesize(segment('../tts#0', '你好'), { sampleRate: 24000 })).rejects.toBeInstanceOf(EngineError);
  });

  it('passes on sherpa-onnx’s own error for a broken model file', async () => {
    mkdirSync(path.join(temp, 'broken'));
    writeFileSync(path.join(temp, 'broken', 'model.onnx'), 'not a model');
    writeFileSync(path.join(temp, 'broken', 'tokens.txt'), '_ 0\n');
    const broken = new SherpaEngine({ modelsDir: temp });
    await expect(broken.synthesize(segment('broken#0', '你好'), { sampleRate: 24000 })).rejects.toThrow(/sherpa model broken: .*Protobuf parsing failed/);
  });
});
