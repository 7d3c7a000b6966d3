import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createApiClient, decodeTokenExpiry, messages, type ApiClientOptions, type LoginUser, type RequestOptions } from './index.ts';

// A local HTTP server whose answer each test sets; it records what the client sent.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler;
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let baseUrl: string;

function answer(status: number, payload: unknown, statusText?: string): Handler {
  return (_req, _body, res) => {
    res.writeHead(status, statusText, { 'content-type': 'application/json' });
    res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

function client(extra: Partial<ApiClientOptions> = {}) {
  const errors: ApiError[] = [];
  const api = createApiClient({ baseUrl, onError: (error) => errors.push(error), ...extra });
  return { api, errors };
}

const loginUser = { token: 'a.b.c', expire: 1_900_000_000_000, username: 'py123', nickname: '小配', avatar: '/a.svg', vipLevel: 0 };

describe('envelope handling (spec 01 §8)', () => {
  it('given code 200, resolves with the parsed data and posts JSON to the contract path', async () => {
    handler = answer(200, { code: 200, message: 'success', data: loginUser });
    const { api, errors } = client();
    const user = await api.user.loginByPwd({ username: ' 13800138000 ', password: 'abc_123' });
    expect(user).toEqual(loginUser);
    expect(errors).toEqual([]);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/api/user/loginByPwd');
    expect(seen[0]?.headers['content-type']).toMatch(/application\/json/);
    // the request went through the contract schema (trimmed)
    expect(JSON.parse(seen[0]!.body)).toEqual({ username: '13800138000', password: 'abc_123' });
  });

  it('given a non-200 code, rejects with ApiError{code, message} and reports it to onError', async () => {
    handler = answer(200, { code: 400, message: '短信验证码错误', data: null });
    const { api, errors } = client();
    const failure = api.user.loginBySms({ phone: '13800138000', code: '1234' });
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', code: 400, message: '短信验证码错误' });
    expect(errors.map((e) => [e.code, e.message])).toEqual([[400, '短信验证码错误']]);
  });

  it('given an error envelope with an HTTP error status, uses the envelope code and message', async () => {
    handler = answer(401, { code: 401, message: messages.loginRequired, data: null });
    const { api, errors } = client();
    await expect(api.user.profile()).rejects.toMatchObject({ code: 401, message: '请先登录您的账号！' });
    expect(errors).toHaveLength(1);
  });

  it('given an HTTP failure without an envelope, uses the HTTP status and status text', async () => {
    handler = answer(502, '<html>bad gateway</html>', 'Bad Gateway');
    const { api, errors } = client();
    await expect(api.settings.homeComments()).rejects.toMatchObject({ code: 502, message: 'Bad Gateway' });
    expect(errors[0]?.code).toBe(502);
  });

  it('given an unreachable server, rejects with 206 网络请求超时', async () => {
    const errors: ApiError[] = [];
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1', onError: (e) => errors.push(e) });
    await expect(api.health.get()).rejects.toMatchObject({ code: 206, message: '网络请求超时' });
    expect(errors).toHaveLength(1);
  });

  it('given a server slower than the timeout, rejects with 206 网络请求超时', async () => {
    // it never answers: only the client's timeout can end the call, however slow the machine
    handler = () => {};
    const { api } = client({ timeout: 50 });
    await expect(api.settings.homeComments()).rejects.toMatchObject({ code: 206, message: '网络请求超时' });
  });

  it('given data that does not match the contract, rejects instead of handing it to the app', async () => {
    handler = answer(200, { code: 200, message: 'ok', data: [{ message: 1 }] });
    const { api } = client();
    await expect(api.settings.homeComments()).rejects.toMatchObject({ code: 500, message: messages.badResponse });
  });

  it('given {handled: true}, rejects without calling onError', async () => {
    handler = answer(200, { code: 500, message: '失败', data: null });
    const { api, errors } = client();
    await expect(api.feedback.add({ type: 1, content: '好用', email: 'a@b.cn' }, { handled: true })).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([]);
  });

  it('loads the activity banner silently by default and with the position query', async () => {
    handler = answer(500, { code: 500, message: '服务器开小差了，请稍后再试', data: null });
    const { api, errors } = client();
    await expect(api.settings.activityBanner({ position: 1 })).rejects.toMatchObject({ code: 500 });
    expect(errors).toEqual([]);
    expect(seen[0]?.url).toBe('/api/settings/activity/banner?position=1');
  });

  it('rejects a bad field before sending, with the field message of the shared rules', async () => {
    const { api, errors } = client();
    await expect(api.user.loginBySms({ phone: '', code: '1234' })).rejects.toMatchObject({ code: 400, message: '手机号不能为空' });
    await expect(api.user.loginBySms({ phone: '12345', code: '1234' })).rejects.toMatchObject({ message: '手机号格式不正确' });
    await expect(api.user.loginBySms({ phone: '13800138000', code: '12' })).rejects.toMatchObject({ message: '短信验证码格式错误' });
    await expect(api.feedback.add({ type: 1, content: 'x', email: 'no-at' })).rejects.toMatchObject({ message: '联系邮箱格式不正确' });
    expect(seen).toEqual([]);
    expect(errors).toHaveLength(4);
  });
});

describe('cancellation and typing', () => {
  it('a cancelled call rejects with the abort reason and is not reported', async () => {
    // it never answers: only the cancel can end the call
    handler = () => {};
    const { api, errors } = client();
    const controller = new AbortController();
    const pending = api.settings.homeComments({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).toEqual([]);
  });

  it('takes (input, options) for calls with a body or query and (options) otherwise', () => {
    const { api } = client();
    expectTypeOf(api.user.profile).parameters.toEqualTypeOf<[options?: RequestOptions]>();
    expectTypeOf(api.user.loginByPwd).parameter(0).toEqualTypeOf<{ username: string; password: string }>();
    expectTypeOf(api.user.loginBySms).returns.resolves.toEqualTypeOf<LoginUser>();
  });
});

describe('bearer token', () => {
  it('sends Authorization only when a token exists', async () => {
    handler = answer(200, { code: 200, message: 'ok', data: true });
    let token: string | null = null;
    const { api } = client({ getToken: () => token });
    await api.user.hasPassword();
    token = 'tkn';
    await api.user.hasPassword();
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers.authorization).toBe('Bearer tkn');
  });
});

describe('decodeTokenExpiry', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it('reads exp (seconds) from the payload as milliseconds', () => {
    expect(decodeTokenExpiry(`${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: 1_800_000_000, n: '配音' })}.sig`)).toBe(1_800_000_000_000);
  });
  it('answers null for a token that is not a JWT with exp', () => {
    expect(decodeTokenExpiry('garbage')).toBeNull();
    expect(decodeTokenExpiry(`x.${encode({ sub: '1' })}.y`)).toBeNull();
    expect(decodeTokenExpiry('x.%%%.y')).toBeNull();
  });
});

describe('audio calls (spec 02 §7 audition, §8)', () => {
  const input = { anchorId: 12, text: '你好。' };

  it('resolves the audition with the audio bytes as a Blob', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.from([0xff, 0xfb, 0x90, 0x00, 1, 2, 3]));
    };
    const { api, errors } = client();
    const blob = await api.tts.audition(input);
    expect(blob.type).toBe('audio/mpeg');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xfb, 0x90, 0x00, 1, 2, 3]);
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ anchorId: 12, text: '你好。' });
    expect(errors).toEqual([]);
  });

  it('rejects the audition with the envelope error when the server answers JSON', async () => {
    handler = answer(500, { code: 500, message: '试听失败！', data: null });
    const { api, errors } = client();
    await expect(api.tts.audition(input)).rejects.toMatchObject({ code: 500, message: '试听失败！' });
    expect(errors.map((e) => e.message)).toEqual(['试听失败！']);
  });

  it('checks the audition input before sending (blank text)', async () => {
    const { api } = client();
    await expect(api.tts.audition({ anchorId: 12, text: '  ' }, { handled: true })).rejects.toMatchObject({ code: 400, message: '试听内容不能为空' });
    expect(seen).toEqual([]);
  });

  it('uploads a BGM file as multipart form data', async () => {
    const track = { id: 7, name: '我的音乐', filepath: '/api/files/bgm/x.mp3', duration: 12.5, own: true };
    handler = answer(200, { code: 200, message: 'success', data: track });
    const { api } = client({ getToken: () => 't0k' });
    const saved = await api.tts.bgmUpload(new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/mpeg' }), '我的音乐');
    expect(saved).toEqual(track);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.headers.authorization).toBe('Bearer t0k');
    expect(seen[0]?.body).toContain('name="name"');
    expect(seen[0]?.body).toContain('我的音乐');
  });
});
