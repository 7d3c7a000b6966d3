// The OpenAI-compatible speech adapter against a local server speaking `POST /v1/audio/speech` as OpenAI
// and Kokoro-FastAPI do: bearer key, JSON body, WAV or raw PCM back, OpenAI's error shape on refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../audio/wav.ts';
import { json, startStub, type StubServer } from '../../testing/httpStub.ts';
import { OpenAiSpeechEngine } from './openaiSpeech.ts';
import { createEngines, EngineError, loadTtsConfig, type EngineSegment, type OpenAiSpeechConfig } from './index.ts';

const KEY = 'sk-local-test';
let stub: StubServer;
const bodies: Record<string, unknown>[] = [];
let inFlight = 0;
let mostInFlight = 0;
/// Requests held until the test lets them go (to see how many the adapter sends at once).
let held: (() => void)[] | null = null;

beforeAll(async () => {
  stub = await startStub((url, request, response) => {
    let raw = '';
    request.on('data', (d: Buffer) => (raw += d.toString()));
    request.on('end', () => {
      const answer = () => {
        inFlight--;
        if (request.headers.authorization !== `Bearer ${KEY}`) return json(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
        if (url.pathname !== '/v1/audio/speech') return json(response, 404, { detail: 'Not Found' });
        const body = JSON.parse(raw) as Record<string, unknown>;
        bodies.push(body);
        if (body['voice'] === 'busy') return json(response, 429, { error: { message: 'Rate limit reached', type: 'requests', param: null, code: 'rate_limit_exceeded' } });
        if (body['voice'] === 'broken') return json(response, 500, { detail: 'model crashed' });
        if (body['voice'] === 'unknown') return json(response, 400, { error: { message: "Voice 'unknown' not found", type: 'invalid_request_error', param: 'voice', code: null } });
        const rate = 24000;
        // 0.4 s of tone per request
        const tone = new Float32Array(rate * 0.4).map((_, i) => 0.5 * Math.sin((2 * Math.PI * 220 * i) / rate));
        if (body['response_format'] === 'pcm') {
          const wav = encodeWav({ samples: tone, sampleRate: rate });
          response.writeHead(200, { 'content-type': 'audio/pcm' });
          return response.end(wav.subarray(44));
        }
        response.writeHead(200, { 'content-type': 'audio/wav' });
        response.end(encodeWav({ samples: tone, sampleRate: rate }));
      };
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      if (held) held.push(answer);
      else answer();
    });
  });
});
afterAll(() => stub.close());

const config = (over: Partial<OpenAiSpeechConfig> = {}): OpenAiSpeechConfig => ({
  baseUrl: `${stub.url}/v1`,
  apiKey: KEY,
  model: 'kokoro',
  voices: [{ voice: 'zf_xiaobei', name: '晓贝', sex: 2 }],
  format: 'wav',
  pcmRate: 24000,
  label: 'Kokoro 语音服务',
  timeoutMs: 10_000,
  concurrency: 2,
  ...over,
});
const segment = (voice = 'zf_xiaobei', over: Partial<EngineSegment> = {}): EngineSegment => ({
  voice: { engine: 'openai', voice },
  text: '一百二十八元，欢迎光临。',
  phonemes: [],
  prosody: { pitch: 120, speed: 1.2, volume: 100 },
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

describe('OpenAI-compatible speech engine', () => {
  it('posts the model, text, voice, format and speed with the bearer key, and reads the WAV', async () => {
    const pcm = await new OpenAiSpeechEngine(config()).synthesize(segment('zf_xiaobei', { voice: { engine: 'openai', voice: 'zf_xiaobei', preset: { speed: 1.1 } } }), { sampleRate: 16000 });
    expect(pcm.sampleRate).toBe(24000);
    expect(pcm.samples.length).toBe(9600);
    const request = stub.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/audio/speech');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    // speed 1.2 × the template's 1.1; pitch has no field in the protocol
    expect(bodies.at(-1)).toEqual({ model: 'kokoro', input: '一百二十八元，欢迎光临。', voice: 'zf_xiaobei', response_format: 'wav', speed: 1.32 });
  });

  it('reads raw 16-bit PCM at the configured rate', async () => {
    const pcm = await new OpenAiSpeechEngine(config({ format: 'pcm', pcmRate: 24000 })).synthesize(segment(), { sampleRate: 24000 });
    expect(bodies.at(-1)!['response_format']).toBe('pcm');
    expect(pcm).toMatchObject({ sampleRate: 24000 });
    expect(pcm.samples.length).toBe(9600);
    expect(Math.max(...pcm.samples)).toBeGreaterThan(0.45);
  });

  it('sends no authorization to a local server without a key', async () => {
    await failure(new OpenAiSpeechEngine(config({ apiKey: '' })).synthesize(segment(), { sampleRate: 24000 }));
    expect(stub.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('maps refusals to Chinese messages naming what to check', async () => {
    const key = await failure(new OpenAiSpeechEngine(config({ apiKey: 'wrong' })).synthesize(segment(), { sampleRate: 24000 }));
    expect(key.message).toBe('openai speech answered 401: Incorrect API key provided');
    expect(key.userMessage).toBe('Kokoro 语音服务拒绝了密钥，请联系管理员检查 TTS_OPENAI_API_KEY');
    expect((await failure(new OpenAiSpeechEngine(config()).synthesize(segment('busy'), { sampleRate: 24000 }))).userMessage).toBe('Kokoro 语音服务请求过于频繁或额度已用完，请稍后再试');
    const broken = await failure(new OpenAiSpeechEngine(config()).synthesize(segment('broken'), { sampleRate: 24000 }));
    expect(broken.message).toBe('openai speech answered 500: "model crashed"');
    expect(broken.userMessage).toBe('Kokoro 语音服务暂时不可用（500），请稍后再试');
    expect((await failure(new OpenAiSpeechEngine(config()).synthesize(segment('unknown'), { sampleRate: 24000 }))).message).toContain("Voice 'unknown' not found");
    const path = await failure(new OpenAiSpeechEngine(config({ baseUrl: `${stub.url}/v2` })).synthesize(segment(), { sampleRate: 24000 }));
    expect(path.userMessage).toContain('TTS_OPENAI_MODEL');
    const gone = await failure(new OpenAiSpeechEngine(config({ baseUrl: 'http://127.0.0.1:9/v1' })).synthesize(segment(), { sampleRate: 24000 }));
    expect(gone.userMessage).toBe('无法连接Kokoro 语音服务，请稍后再试或联系管理员检查 TTS_OPENAI_BASE_URL');
  });

  it('sends at most its concurrency at once, the rest waiting their turn', async () => {
    held = [];
    mostInFlight = 0;
    const engine = new OpenAiSpeechEngine(config({ concurrency: 2 }));
    const all = Promise.all([1, 2, 3, 4, 5].map(() => engine.synthesize(segment(), { sampleRate: 24000 })));
    // the server holds what arrives; two arrive, no third until one of them is answered
    for (let answered = 0; answered < 5; ) {
      const expected = Math.min(2, 5 - answered);
      while (held.length < expected) await new Promise((resolve) => setImmediate(resolve));
      expect(inFlight).toBe(expected);
      held.shift()!();
      answered++;
    }
    held = null;
    expect((await all).length).toBe(5);
    expect(mostInFlight).toBe(2);
  });

  it('lists its configured voices, and is configured by TTS_OPENAI_*', async () => {
    expect(await new OpenAiSpeechEngine(config()).voices()).toEqual([
      { engine: 'openai', voice: 'zf_xiaobei', name: '晓贝', sex: 2, age: 'adult', locale: 'zh-CN', styles: [], roles: [], source: 'Kokoro 语音服务（kokoro）' },
    ]);
    expect(() => loadTtsConfig({ TTS_ENGINES: 'openai' })).toThrow(/TTS_OPENAI_VOICES/);
    expect(() => loadTtsConfig({ TTS_ENGINES: 'openai', TTS_OPENAI_VOICES: 'alloy' })).toThrow(/TTS_OPENAI_API_KEY/);
    const cfg = loadTtsConfig({ TTS_ENGINES: 'espeak,openai', TTS_ESPEAK_WORKERS: '0', TTS_OPENAI_BASE_URL: 'http://localhost:8880/v1/', TTS_OPENAI_MODEL: 'kokoro', TTS_OPENAI_VOICES: 'zf_xiaobei:晓贝:女, zm_yunxi:云希:男' });
    expect(cfg.openai).toEqual({
      baseUrl: 'http://localhost:8880/v1',
      apiKey: '',
      model: 'kokoro',
      voices: [
        { voice: 'zf_xiaobei', name: '晓贝', sex: 2 },
        { voice: 'zm_yunxi', name: '云希', sex: 1 },
      ],
      format: 'wav',
      pcmRate: 24000,
      label: 'OpenAI 兼容语音服务',
      timeoutMs: 60_000,
      concurrency: 4,
    });
    const registry = createEngines(cfg);
    expect(registry.get('openai')?.voicesFromConfiguration).toBe(true);
    await registry.close();
    expect(() => loadTtsConfig({ TTS_ENGINES: 'openai', TTS_OPENAI_VOICES: 'a,a', TTS_OPENAI_BASE_URL: 'http://x/v1' })).toThrow(/listed twice/);
    expect(() => loadTtsConfig({ TTS_ENGINES: 'openai', TTS_OPENAI_VOICES: 'a', TTS_OPENAI_BASE_URL: 'http://x/v1', TTS_OPENAI_FORMAT: 'mp3' })).toThrow(/wav or pcm/);
  });
});
