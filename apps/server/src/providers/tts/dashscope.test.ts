// The DashScope CosyVoice adapter against a local server speaking its WebSocket protocol
// (src/testing/dashscopeServer.ts): the bearer key at the handshake, run-task's parameters, the binary
// frames gathered into one sentence, SSML for pinyin hints, and every refusal as a Chinese message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashscopeServer, type DashscopeServer } from '../../testing/dashscopeServer.ts';
import { DashscopeEngine, dashscopeSsml } from './dashscope.ts';
import { createEngines, EngineError, loadTtsConfig, type DashscopeConfig, type EngineSegment } from './index.ts';

const KEY = 'sk-test-dashscope';
let server: DashscopeServer;
beforeAll(async () => {
  server = await startDashscopeServer(KEY);
});
afterAll(() => server.close());

const config = (over: Partial<DashscopeConfig> = {}): DashscopeConfig => ({
  apiKey: KEY,
  url: server.url,
  model: 'cosyvoice-v2',
  voices: [{ voice: 'longxiaochun_v2', name: '龙小淳', sex: 2 }],
  ssml: false,
  timeoutMs: 10_000,
  concurrency: 2,
  ...over,
});
const segment = (over: Partial<EngineSegment> = {}): EngineSegment => ({
  voice: { engine: 'dashscope', voice: 'longxiaochun_v2' },
  text: '你好，欢迎收听。',
  phonemes: [],
  prosody: { pitch: 0, speed: 1, volume: 100 },
  ...over,
});
const failure = async (promise: Promise<unknown>): Promise<EngineError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
};

describe('DashScope CosyVoice engine', () => {
  it('runs one task per sentence with the bearer key and gathers the binary frames into the audio', async () => {
    server.frames = 3;
    const pcm = await new DashscopeEngine(config()).synthesize(segment({ prosody: { pitch: 500, speed: 1.5, volume: 60 } }), { sampleRate: 24000 });
    // three frames of a quarter second at the asked rate
    expect(pcm.sampleRate).toBe(24000);
    expect(pcm.samples.length).toBe(3 * 6000);
    expect(Math.max(...pcm.samples.subarray(0, 2000))).toBeGreaterThan(0.3);
    expect(server.authorizations.at(-1)).toBe(`bearer ${KEY}`);
    const task = server.tasks.at(-1)!;
    expect(task.model).toBe('cosyvoice-v2');
    // our pitch +500 is CosyVoice's 2×, speed its rate; volume is left to our renderer
    expect(task.parameters).toEqual({ text_type: 'PlainText', voice: 'longxiaochun_v2', format: 'pcm', sample_rate: 24000, volume: 50, rate: 1.5, pitch: 2 });
    expect(task.texts).toEqual(['你好，欢迎收听。']);
  });

  it('asks the nearest rate CosyVoice has above the wanted one', async () => {
    const pcm = await new DashscopeEngine(config()).synthesize(segment(), { sampleRate: 32000 });
    expect(pcm.sampleRate).toBe(44100);
    expect(server.tasks.at(-1)!.parameters['sample_rate']).toBe(44100);
  });

  it('sends a sentence with pinyin hints as SSML when SSML is on, and plain text otherwise', async () => {
    const hinted = segment({ text: '我去银行<取钱>', phonemes: [{ offset: 3, length: 1, pinyin: 'hang2' }] });
    expect(dashscopeSsml(hinted)).toBe('<speak>我去银<phoneme alphabet="py" ph="hang2">行</phoneme>&lt;取钱&gt;</speak>');
    await new DashscopeEngine(config({ ssml: true })).synthesize(hinted, { sampleRate: 24000 });
    expect(server.tasks.at(-1)!.parameters['enable_ssml']).toBe(true);
    expect(server.tasks.at(-1)!.texts).toEqual(['<speak>我去银<phoneme alphabet="py" ph="hang2">行</phoneme>&lt;取钱&gt;</speak>']);
    await new DashscopeEngine(config({ ssml: false })).synthesize(hinted, { sampleRate: 24000 });
    expect(server.tasks.at(-1)!.parameters['enable_ssml']).toBeUndefined();
    expect(server.tasks.at(-1)!.texts).toEqual(['我去银行<取钱>']);
    // without hints a sentence stays plain text even with SSML on
    await new DashscopeEngine(config({ ssml: true })).synthesize(segment(), { sampleRate: 24000 });
    expect(server.tasks.at(-1)!.parameters['enable_ssml']).toBeUndefined();
  });

  it('maps a refused key, an unknown voice and a content refusal to Chinese messages', async () => {
    const badKey = await failure(new DashscopeEngine(config({ apiKey: 'wrong' })).synthesize(segment(), { sampleRate: 24000 }));
    expect(badKey.message).toMatch(/handshake answered 401/);
    expect(badKey.userMessage).toBe('阿里云百炼拒绝了 API Key，请联系管理员检查 DASHSCOPE_API_KEY');
    const badVoice = await failure(new DashscopeEngine(config()).synthesize(segment({ voice: { engine: 'dashscope', voice: 'nobody' } }), { sampleRate: 24000 }));
    expect(badVoice.message).toMatch(/task-failed InvalidParameter/);
    expect(badVoice.userMessage).toContain('DASHSCOPE_TTS_VOICES');
    const refused = await failure(new DashscopeEngine(config()).synthesize(segment({ text: '这里有违禁词。' }), { sampleRate: 24000 }));
    expect(refused.userMessage).toBe('文本未通过阿里云内容安全审核，请修改后重试');
  });

  it('says it cannot connect when nothing listens', async () => {
    const gone = await failure(new DashscopeEngine(config({ url: 'ws://127.0.0.1:9/api-ws/v1/inference/' })).synthesize(segment(), { sampleRate: 24000 }));
    expect(gone.userMessage).toBe('无法连接阿里云百炼语音合成服务，请稍后再试');
  });

  it('stops a sentence whose listener left', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(new DashscopeEngine(config()).synthesize(segment(), { sampleRate: 24000, signal: controller.signal })).rejects.toThrow('stopped');
  });

  it('lists its configured voices with where they come from', async () => {
    const voices = await new DashscopeEngine(config()).voices();
    expect(voices).toEqual([{ engine: 'dashscope', voice: 'longxiaochun_v2', name: '龙小淳', sex: 2, age: 'adult', locale: 'zh-CN', styles: [], roles: [], source: '阿里云百炼 CosyVoice（cosyvoice-v2）' }]);
  });

  it('is chosen by configuration, which needs a key; voices default to the CosyVoice v2 list', async () => {
    expect(() => loadTtsConfig({ TTS_ENGINES: 'espeak,dashscope', TTS_ESPEAK_WORKERS: '0' })).toThrow(/DASHSCOPE_API_KEY/);
    const cfg = loadTtsConfig({ TTS_ENGINES: 'espeak,dashscope', TTS_ESPEAK_WORKERS: '0', DASHSCOPE_API_KEY: KEY });
    expect(cfg.dashscope).toMatchObject({ url: 'wss://dashscope.aliyuncs.com/api-ws/v1/inference/', model: 'cosyvoice-v2', ssml: false, concurrency: 3 });
    expect(cfg.dashscope!.voices.map((v) => v.voice)).toContain('longxiaochun_v2');
    expect(cfg.dashscope!.voices.find((v) => v.voice === 'longcheng_v2')).toEqual({ voice: 'longcheng_v2', name: '龙橙', sex: 1 });
    const registry = createEngines(cfg);
    expect(registry.all().map((e) => e.id)).toEqual(['espeak', 'dashscope']);
    await registry.close();
    expect(() => loadTtsConfig({ TTS_ENGINES: 'dashscope', DASHSCOPE_API_KEY: KEY, DASHSCOPE_TTS_VOICES: 'a:甲:x' })).toThrow(/女 or 男/);
    expect(() => loadTtsConfig({ TTS_ENGINES: 'dashscope', DASHSCOPE_API_KEY: KEY, DASHSCOPE_TTS_URL: 'https://x' })).toThrow(/ws\(s\) URL/);
  });
});
