// Issue 14 §4-5: every answer is the envelope with a Chinese message, including the ones Fastify and Node
// write themselves (header overflow, a URL that does not decode, bytes the HTTP parser refuses), and no
// request makes the server answer 5xx. These go through a real socket: app.inject never meets Node's parser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, messages } from '@peiyin/api-client';
import { rawRequest, type RawAnswer } from '../testing/raw.ts';
import { send, startServer, type TestServer } from '../testing/harness.ts';

const chinese = /[\u4e00-\u9fff]/;

function expectEnvelope(answer: RawAnswer, status: number) {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { code: number; message: string; data: unknown };
  expect(body).toEqual({ code: status, message: expect.stringMatching(chinese), data: null });
  return body;
}

describe('framework and Node answers in the envelope', () => {
  let current: TestServer & { stop: () => Promise<void> };
  let port: number;
  beforeAll(async () => {
    current = await startServer('sqlite');
    await current.app.listen({ port: 0, host: '127.0.0.1' });
    port = (current.app.server.address() as { port: number }).port;
  });
  afterAll(() => current.stop());

  it('answers a URL over the header limit with 431 in Chinese, without echoing it', async () => {
    const answer = await rawRequest(port, `GET /api/health?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelope(answer, 431);
    expect(answer.body).not.toContain('aaaa');
  });

  it('answers a path that does not percent-decode with 400 in Chinese, without echoing it', async () => {
    const answer = await rawRequest(port, 'GET /api/files/%c0%ae%c0%ae/x HTTP/1.1\r\nHost: x\r\n\r\n');
    expectEnvelope(answer, 400);
    expect(answer.body).not.toMatch(/%c0|files/);
  });

  it('answers a NUL byte in a header with 400 in Chinese', async () => {
    const answer = await rawRequest(port, Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Probe: a\0b\r\n\r\n', 'latin1'));
    expectEnvelope(answer, 400);
  });

  it('answers a request line that is not HTTP with 400 in Chinese', async () => {
    expectEnvelope(await rawRequest(port, 'HELLO THERE\r\n\r\n'), 400);
  });

  it('refuses a body declared larger than the limit from its Content-Length, before it arrives', async () => {
    // the body never comes (the socket stays open after 8 bytes of it): only an answer from the headers ends this
    const answer = await rawRequest(
      port,
      'POST /api/feedback/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{"type":',
    );
    expectEnvelope(answer, 413);
  });

});

describe('requests that used to answer 500', () => {
  let current: TestServer & { stop: () => Promise<void> };
  let token: string;
  beforeAll(async () => {
    current = await startServer('sqlite');
    token = (await current.app.auth.login(await current.app.users.register('13912340002'))).token;
  });
  afterAll(() => current.stop());

  it('answers a body nested 50 000 deep with 400 in Chinese', async () => {
    const deep = `{"anchorId":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const response = await current.app.inject({
      method: 'POST',
      url: '/api/anchor/favorite',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: expect.stringMatching(chinese), data: null });
  });

  it('answers the sandbox QR page with a repeated or oversized state in Chinese', async () => {
    for (const url of ['/api/wxApi/sandbox?state=a&state=b', `/api/wxApi/sandbox?state=${'s'.repeat(129)}`]) {
      const response = await current.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: expect.stringMatching(chinese), data: null });
    }
  });

  it('names wrong-typed fields in Chinese (custom anchor form, role over 64, an array name)', async () => {
    const wrong = await send(current.app, contract.anchor.customAdd, { name: 5, comment: [], templateId: 1, pitch: 'x', text: {} }, { token });
    expect(wrong.body).toMatchObject({ code: 400, message: expect.stringMatching(chinese) });
    const role = await send(current.app, contract.anchor.customAdd, { name: '主播', templateId: 1, role: 'r'.repeat(65) }, { token });
    expect(role.body).toMatchObject({ code: 400, message: expect.stringMatching(chinese) });
    const byName = await current.app.inject({ method: 'GET', url: '/api/anchor/searchByName?name=a&name=b' });
    expect(byName.json()).toMatchObject({ code: 400, message: expect.stringMatching(chinese) });
    expect(byName.body).not.toMatch(/Invalid input|expected/);
  });

  it('never echoes a non-numeric anchor id back in its message', async () => {
    const answer = await send(current.app, contract.anchor.favorite, { anchorId: { evil: '<script>' } }, { token });
    expect(answer.body.code).toBe(400);
    expect(answer.body.message).not.toContain('script');
    expect(answer.body.message).not.toContain('[object');
    expect(answer.body.message).toMatch(chinese);
    expect(messages.bodyInvalid).toMatch(chinese);
  });
});
