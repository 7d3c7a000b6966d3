// Peiyin as a speech service (issue 29), through the official `openai` npm client pointed at the studio: an
// account makes a key, synthesises with two anchors in MP3 and WAV whose durations fit the text, sees the
// usage on its key list, and a revoked key is refused in OpenAI's error shape. The front-end (numbers, the
// account's dictionary) is checked where the text reaches an engine: a local OpenAI-compatible speech server
// configured as the `openai` engine, which also holds one sentence back to show that streamed audio leaves
// before the whole text is synthesised (by order, not by time).
import type { AddressInfo } from 'node:net';
import OpenAI, { AuthenticationError } from 'openai';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract, type ApiKeyList } from '@peiyin/api-client';
import { decodeAudio, encodeWav, parseWav } from '../../audio/index.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { startStub, type StubServer } from '../../testing/httpStub.ts';

/// The speech server behind the `openai` engine: a tone of 0.15 s per character of the text it is given,
/// the texts it was given, and a gate the sentence containing 最后 waits at.
let engine: StubServer;
const spoken: string[] = [];
let gate: { open: () => void; opened: Promise<void> } | null = null;
const order: string[] = [];
const newGate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  gate = { open, opened };
  return gate;
};

beforeAll(async () => {
  engine = await startStub((_url, request, response) => {
    let raw = '';
    request.on('data', (d: Buffer) => (raw += d.toString()));
    request.on('end', async () => {
      const body = JSON.parse(raw) as { input: string; response_format: string };
      spoken.push(body.input);
      if (body.input.includes('最后') && gate) {
        order.push('last sentence asked');
        await gate.opened;
        order.push('last sentence answered');
      }
      const rate = 24000;
      const tone = new Float32Array(Math.round([...body.input].length * 0.15 * rate)).map((_, i) => 0.4 * Math.sin((2 * Math.PI * 180 * i) / rate));
      response.writeHead(200, { 'content-type': 'audio/wav' });
      response.end(encodeWav({ samples: tone, sampleRate: rate }));
    });
  });
  env['TTS_OPENAI_BASE_URL'] = `${engine.url}/v1`;
});
afterAll(() => engine.close());

const env: Record<string, string> = {
  TTS_ENGINES: 'espeak,openai',
  TTS_OPENAI_MODEL: 'kokoro',
  TTS_OPENAI_VOICES: 'zf_xiaobei:晓贝:女',
  TTS_OPENAI_LABEL: '本地语音服务',
  SPEECH_API_FREE_CHARACTERS: '400',
  SPEECH_API_RATE_PER_MINUTE: '40',
};

/// The seconds an audio file plays, decoded.
const seconds = async (data: Buffer) => {
  const pcm = data.subarray(0, 4).toString('latin1') === 'RIFF' ? parseWav(data) : await decodeAudio(data);
  return pcm.samples.length / pcm.sampleRate;
};

describeOnBothDatabases(
  'OpenAI-compatible speech API',
  (server) => {
    let base = '';
    let token = '';
    let secret = '';
    const client = (apiKey = secret) => new OpenAI({ apiKey, baseURL: `${base}/v1`, maxRetries: 0 });
    const keyList = async (t = token) => (await send(server().app, contract.apiKey.list, undefined, { token: t })).body.data as ApiKeyList;

    beforeAll(async () => {
      const { app } = server();
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      token = (await signIn(app)).token;
      const created = await send(app, contract.apiKey.create, { name: '剪辑软件' }, { token });
      expect(created.body.code).toBe(200);
      secret = created.body.data.secret;
    });

    it('makes a key shown once: the list has its name, prefix and scopes, never the secret', async () => {
      expect(secret).toMatch(/^py-[\w-]{43}$/);
      const list = await keyList();
      expect(list.keys).toEqual([
        { id: expect.any(Number), name: '剪辑软件', prefix: secret.slice(0, 9), scopes: ['speech', 'catalogue'], createTime: server().clock.time, lastUsedTime: null, monthCharacters: 0, characters: 0, requests: 0 },
      ]);
      expect(JSON.stringify(list)).not.toContain(secret.slice(9));
      expect(list.usage).toEqual({ month: '2026-01', used: 0, allowance: 400, member: false, ratePerMinute: 40, concurrency: 2, maxKeys: 10 });
      // only its SHA-256 is in the database
      const row = await server().app.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
      expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(secret.slice(9));
    });

    it('synthesises with two anchors in MP3 and WAV whose durations fit the text, through the openai client', async () => {
      const short = '今天天气很好。';
      const long = '今天天气很好，我们一起去公园散步，然后回家吃饭吧。';
      const mp3 = Buffer.from(await (await client().audio.speech.create({ model: 'tts-1', voice: 'anchor-12', input: short, response_format: 'mp3' })).arrayBuffer());
      expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
      // the second anchor by its name, as a person would type it
      const wavShort = Buffer.from(await (await client().audio.speech.create({ model: 'peiyin-tts', voice: '云朗', input: short, response_format: 'wav' })).arrayBuffer());
      const wavLong = Buffer.from(await (await client().audio.speech.create({ model: 'peiyin-tts', voice: '云朗', input: long, response_format: 'wav' })).arrayBuffer());
      expect(wavShort.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(parseWav(wavShort).sampleRate).toBe(24000);
      // Mandarin is read at roughly 3-8 characters a second
      for (const [audio, text] of [
        [mp3, short],
        [wavShort, short],
        [wavLong, long],
      ] as const) {
        const s = await seconds(audio);
        const chars = [...text].filter((c) => /\p{Script=Han}/u.test(c)).length;
        expect(s).toBeGreaterThan(chars / 8);
        expect(s).toBeLessThan(chars / 2.5 + 1);
      }
      expect(await seconds(wavLong)).toBeGreaterThan(2 * (await seconds(wavShort)));
    });

    it('answers pcm, opus, aac and flac as OpenAI does', async () => {
      const get = async (response_format: 'pcm' | 'opus' | 'aac' | 'flac') =>
        Buffer.from(await (await client().audio.speech.create({ model: 'tts-1', voice: 'anchor-12', input: '你好。', response_format })).arrayBuffer());
      const pcm = await get('pcm');
      // raw 16-bit mono at 24 kHz: no header, an even length, about a second
      expect(pcm.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
      expect(pcm.length % 2).toBe(0);
      expect(pcm.length / 2 / 24000).toBeGreaterThan(0.2);
      expect((await get('opus')).subarray(0, 4).toString('latin1')).toBe('OggS');
      expect((await get('flac')).subarray(0, 4).toString('latin1')).toBe('fLaC');
      const aac = await get('aac');
      expect(aac[0] === 0xff && (aac[1]! & 0xf0) === 0xf0).toBe(true);
    });

    it('reads the text through the studio front-end and the account dictionary before the engine', async () => {
      const { app } = server();
      await send(app, contract.pronunciation.add, { word: 'CPU', alias: '中央处理器' }, { token });
      spoken.length = 0;
      await (await client().audio.speech.create({ model: 'tts-1', voice: '晓贝', input: 'CPU只要128元。', response_format: 'wav' })).arrayBuffer();
      expect(spoken).toEqual(['中央处理器只要一百二十八元。']);
      // SSML of the studio: a pinyin reading and a break
      spoken.length = 0;
      const ssml = '<speak>第一句。<break time="500ms"/>第二句。</speak>';
      const wav = Buffer.from(await (await client().audio.speech.create({ model: 'tts-1', voice: '晓贝', input: ssml, response_format: 'wav' })).arrayBuffer());
      expect(spoken.sort()).toEqual(['第一句。', '第二句。']);
      // two sentences of 4 characters (0.6 s each) and the break
      expect(await seconds(wav)).toBeGreaterThan(1.5);
    });

    it('lists the models and the voices a key may use, the engine voices of the configuration included', async () => {
      const models = await client().models.list();
      expect(models.data.map((m) => m.id)).toEqual(['peiyin-tts', 'tts-1', 'tts-1-hd', 'gpt-4o-mini-tts']);
      const voices = (await (await fetch(`${base}/v1/audio/voices`, { headers: { authorization: `Bearer ${secret}` } })).json()) as { data: { id: string; name: string; type: string }[]; voices: { id: string; name: string }[] };
      expect(voices.data.find((v) => v.id === 'anchor-12')).toMatchObject({ name: '晓岚', type: 'anchor', sex: 'female' });
      expect(voices.data.find((v) => v.name === '晓贝')).toMatchObject({ type: 'anchor', description: '本地语音服务（kokoro）的音色（情绪为语调预设）' });
      expect(voices.voices).toHaveLength(voices.data.length);
    });

    it('uses the account’s custom anchors by id or name', async () => {
      const { app } = server();
      const custom = await send(app, contract.anchor.customAdd, { name: '我的旁白', comment: '旁白', templateId: 1101, pitch: 0, speed: 1.2, volume: 100, text: '你好' }, { token });
      expect(custom.body.code).toBe(200);
      const voices = (await (await fetch(`${base}/v1/audio/voices`, { headers: { authorization: `Bearer ${secret}` } })).json()) as { data: { id: string; name: string; type: string }[] };
      expect(voices.data[0]).toMatchObject({ id: `custom-${custom.body.data.id}`, name: '我的旁白', type: 'custom' });
      for (const voice of [`custom-${custom.body.data.id}`, '我的旁白']) {
        const res = await client().audio.speech.create({ model: 'tts-1', voice, input: '你好。', response_format: 'wav' });
        expect(res.headers.get('content-type')).toBe('audio/wav');
      }
    });

    it('keeps an emotion anchor’s other emotions a member’s privilege through keys too', async () => {
      const { app } = server();
      // 晓岚 (12) is an emotion anchor: its 欢快 template (1202) is for members
      const happy = await send(app, contract.anchor.customAdd, { name: '欢快晓岚', comment: '广告', templateId: 1202, pitch: 0, speed: 1, volume: 100, text: '你好' }, { token });
      const error = await client()
        .audio.speech.create({ model: 'tts-1', voice: `custom-${happy.body.data.id}`, input: '限时特惠。' })
        .then(
          () => null,
          (e: unknown) => e as { status: number; error: unknown },
        );
      expect(error?.status).toBe(403);
      expect(error?.error).toEqual({ message: '情感主播的情绪为会员专享：欢快晓岚（欢快）。开通会员即可使用，或改用“标准”情绪', type: 'permission_error', param: 'voice', code: 'membership_required' });
    });

    it('refuses bad requests in OpenAI’s error shape, naming the field', async () => {
      const post = async (body: unknown, key = secret) => {
        const res = await fetch(`${base}/v1/audio/speech`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as unknown };
      };
      expect(await post({ model: 'tts-1', voice: 'anchor-12', input: '你好', response_format: 'ogg' })).toEqual({
        status: 400,
        body: { error: { message: 'response_format 只能是 mp3、opus、aac、flac、wav 或 pcm', type: 'invalid_request_error', param: 'response_format', code: 'invalid_value' } },
      });
      expect(await post({ model: 'tts-1', voice: 'alloy', input: '你好' })).toEqual({
        status: 400,
        body: { error: { message: '找不到音色“alloy”：请用 GET /v1/audio/voices 列出的 id 或名称', type: 'invalid_request_error', param: 'voice', code: 'voice_not_found' } },
      });
      expect((await post({ model: 'whisper-1', voice: 'anchor-12', input: '你好' })).status).toBe(404);
      expect(await post({ model: 'tts-1', voice: 'anchor-12', input: '好'.repeat(4097) })).toMatchObject({ status: 400, body: { error: { param: 'input', code: 'input_too_long' } } });
      expect(await post({ model: 'tts-1', voice: 'anchor-12', input: '<speak><foo>你好</foo></speak>' })).toMatchObject({ status: 400, body: { error: { param: 'input', type: 'invalid_request_error' } } });
      expect(await post({ model: 'tts-1', voice: 'anchor-12', input: '你好', speed: 9 })).toMatchObject({ status: 400, body: { error: { param: 'speed' } } });
      expect(await post({ model: 'tts-1', voice: 'anchor-12', input: '你好' }, 'sk-not-ours')).toEqual({
        status: 401,
        body: { error: { message: 'API 密钥无效或已撤销', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } },
      });
      const unknown = await fetch(`${base}/v1/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: { message: '接口不存在：POST /v1/chat/completions', type: 'invalid_request_error', param: null, code: 'unknown_url' } });
      // a login token of the studio is no API key
      expect((await post({ model: 'tts-1', voice: 'anchor-12', input: '你好' }, token)).status).toBe(401);
    });

    it('streams audio before the last sentence is synthesised (audio and SSE), and the audition does too', async () => {
      // each run its own words: sentences already synthesised come from the sentence cache, not the engine
      const input = (n: number) => `第${n}句很短。第二句也不长。这是最后一句${n}。`;
      for (const [n, format, stream] of [
        [1, 'mp3', 'audio'],
        [2, 'pcm', 'audio'],
        [3, 'mp3', 'sse'],
      ] as const) {
        order.length = 0;
        const g = newGate();
        const res = await client().audio.speech.create({ model: 'tts-1', voice: '晓贝', input: input(n), response_format: format, stream_format: stream });
        const reader = res.body!.getReader();
        const first = await reader.read();
        expect(first.done).toBe(false);
        order.push('first bytes received');
        g.open();
        let rest = '';
        for (let next = await reader.read(); !next.done; next = await reader.read()) rest += stream === 'sse' ? new TextDecoder().decode(next.value) : '';
        expect(order).toEqual(['last sentence asked', 'first bytes received', 'last sentence answered']);
        if (stream === 'sse') {
          const text = new TextDecoder().decode(first.value) + rest;
          const events = text
            .split('\n\n')
            .filter(Boolean)
            .map((e) => JSON.parse(e.replace(/^data: /, '')) as { type: string; audio?: string; usage?: { input_tokens: number } });
          expect(events.at(-1)).toEqual({ type: 'speech.audio.done', usage: { input_tokens: 21, output_tokens: 0, total_tokens: 21 } });
          expect(events.slice(0, -1).every((e) => e.type === 'speech.audio.delta' && (e.audio?.length ?? 0) > 0)).toBe(true);
        }
      }
      gate = null;
      // the studio's audition streams the same way
      order.length = 0;
      const g = newGate();
      const { app } = server();
      const anchors = (await send(app, contract.anchor.searchByName, { page: 1, pageSize: 20, name: '晓贝' })).body.data.list;
      const audition = await fetch(`${base}${contract.tts.audition.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ anchorId: anchors[0]!.id, text: input(4) }),
      });
      const reader = audition.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      order.push('first bytes received');
      g.open();
      while (!(await reader.read()).done);
      expect(order).toEqual(['last sentence asked', 'first bytes received', 'last sentence answered']);
      gate = null;
    });

    it('counts each key’s characters against the account, shows them on the list, and refuses past the allowance', async () => {
      const list = await keyList();
      const [key] = list.keys;
      expect(key!.requests).toBeGreaterThanOrEqual(10);
      expect(key!.characters).toBe(key!.monthCharacters);
      expect(key!.characters).toBeGreaterThan(60);
      expect(key!.lastUsedTime).toBe(server().clock.time);
      expect(list.usage.used).toBe(key!.monthCharacters);
      // 400 a month without membership: a long text past what is left is refused, nothing is spent
      const left = 400 - list.usage.used;
      const error = await client()
        .audio.speech.create({ model: 'tts-1', voice: 'anchor-12', input: '好'.repeat(left + 1) })
        .then(
          () => null,
          (e: unknown) => e as { status: number; error: unknown },
        );
      expect(error?.status).toBe(429);
      expect(error?.error).toMatchObject({ type: 'insufficient_quota', code: 'insufficient_quota', message: expect.stringContaining('开通配音会员可获得更多额度') });
      expect((await keyList()).usage.used).toBe(list.usage.used);
    });

    it('limits each key to its requests a minute, counted in the database', async () => {
      const { app, clock } = server();
      const other = await signIn(app);
      const created = await send(app, contract.apiKey.create, { name: '脚本', scopes: ['catalogue'] }, { token: other.token });
      const key = created.body.data.secret;
      const models = () => fetch(`${base}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
      for (let i = 0; i < 40; i++) expect((await models()).status).toBe(200);
      const refused = await models();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { type: 'rate_limit_error', code: 'rate_limit_exceeded' } });
      clock.advance(61_000);
      expect((await models()).status).toBe(200);
      // a catalogue-only key may not synthesise
      const speech = await fetch(`${base}/v1/audio/speech`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ model: 'tts-1', voice: 'anchor-12', input: '你好' }) });
      expect(speech.status).toBe(403);
      expect(await speech.json()).toMatchObject({ error: { type: 'permission_error', code: 'insufficient_scope' } });
    });

    it('documents the /v1 paths in the OpenAPI document, with the key scheme and OpenAI’s error shape', async () => {
      const doc = (await server().app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, { security?: unknown; tags?: string[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, { content?: Record<string, unknown> }> }>>;
        components: { securitySchemes: Record<string, unknown> };
      };
      const speech = doc.paths['/v1/audio/speech']!['post']!;
      expect(speech.security).toEqual([{ apiKey: [] }]);
      expect(speech.tags).toEqual(['OpenAI 兼容语音接口']);
      expect(Object.keys(speech.requestBody!.content['application/json']!.schema.properties)).toEqual(['model', 'input', 'voice', 'response_format', 'speed', 'stream_format', 'instructions']);
      expect(Object.keys(speech.responses['200']!.content!)).toEqual(['audio/mpeg', 'audio/ogg', 'audio/aac', 'audio/flac', 'audio/wav', 'audio/pcm', 'text/event-stream']);
      expect(JSON.stringify(speech.responses['401'])).toContain('invalid_api_key');
      expect(doc.paths['/v1/models']!['get']).toBeDefined();
      expect(doc.paths['/v1/audio/voices']!['get']).toBeDefined();
      expect(doc.paths['/api/apikey/create']!['post']).toBeDefined();
      expect(doc.components.securitySchemes['apiKey']).toMatchObject({ type: 'http', scheme: 'bearer' });
    });

    it('refuses a revoked key with 401 in OpenAI’s error shape, and drops it from the list', async () => {
      const { app } = server();
      const [key] = (await keyList()).keys;
      expect((await send(app, contract.apiKey.revoke, { id: key!.id }, { token })).body.code).toBe(200);
      const error = await client()
        .audio.speech.create({ model: 'tts-1', voice: 'anchor-12', input: '你好。' })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(AuthenticationError);
      expect((error as AuthenticationError).status).toBe(401);
      expect((error as AuthenticationError).error).toEqual({ message: 'API 密钥无效或已撤销', type: 'invalid_request_error', param: null, code: 'invalid_api_key' });
      expect((await keyList()).keys).toEqual([]);
      // its characters stay counted this month
      expect((await keyList()).usage.used).toBeGreaterThan(60);
      expect((await send(app, contract.apiKey.revoke, { id: key!.id }, { token })).body).toEqual({ code: 404, message: '密钥不存在或已撤销', data: null });
    });
  },
  { env },
);
