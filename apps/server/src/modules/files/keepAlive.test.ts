// Issue 26 §4: a refused upload left its keep-alive connection dead. /api/upload answered 415 (or 400 for a
// forged policy) before reading the body, kept the connection open, and never read that socket again, so the
// client's next request on it hung for over a minute. Every refusal now either drains a body of bounded size
// (the connection carries the next request) or answers `Connection: close` (the client opens a new one).
// Over a real socket with a keep-alive agent, as a browser sends.
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { signIn, startServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer & { stop: () => Promise<void> };
let port = 0;
let token = '';
// one connection at a time, kept alive between requests; a fresh one per test
let agent: Agent;
beforeEach(() => {
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterEach(() => agent.destroy());

beforeAll(async () => {
  server = await startServer('sqlite');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  token = (await signIn(server.app)).token;
});
afterAll(async () => {
  await server.stop();
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** The local port of the connection that carried it. */
  socketPort: number;
}

/// One request on the shared keep-alive agent. `body` is written in full unless `sendOnly` bytes are given:
/// then only those are written and the answer is read without waiting for the rest.
function call(method: string, path: string, headers: Record<string, string | number>, body?: Buffer, sendOnly?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), socketPort: (res.socket as { localPort?: number } | null)?.localPort ?? 0 });
        if (sendOnly !== undefined) req.destroy();
      });
    });
    req.on('error', (error) => (sendOnly !== undefined ? undefined : reject(error)));
    if (body && sendOnly !== undefined) req.write(body.subarray(0, sendOnly));
    else if (body) req.end(body);
    else req.end();
  });
}

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }): { type: string; body: Buffer } {
  const boundary = 'KeepAliveBoundary42';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/// After a refusal, the next request through the same agent is answered (on the same connection or a new one).
async function nextRequestAnswers(): Promise<Answer> {
  const health = await call('GET', '/api/health', {});
  expect(health.status).toBe(200);
  return health;
}

const policy = () =>
  server.app.storage.createUploadPolicy({ keyPrefix: 'uploads/test', maxBytes: 5 * 1024 * 1024, allowedTypes: ['image/png', 'image/jpeg'], expiresIn: 300, messages: { tooLarge: '图片文件大小不超过5M', type: '图片格式仅支持 jpg/png' } });
// half a megabyte of text after the first bytes the type is read from
const notAPicture = Buffer.from('这不是图片，只是文字。'.repeat(20_000));

describe('connections after a refusal (issue 26 §4)', () => {
  it('answers the next request on a connection whose upload was refused by its content (415)', { timeout: 20_000 }, async () => {
    const form = multipart((await policy()).fields, { name: 'fake.png', bytes: notAPicture });
    const refused = await call('POST', '/api/upload', { 'content-type': form.type, 'content-length': form.body.length }, form.body);
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 415, message: '图片格式仅支持 jpg/png' });
    const next = await nextRequestAnswers();
    // the refused body was within the drain bound: read and dropped, and the connection kept
    expect(next.socketPort).toBe(refused.socketPort);
  });

  it('answers the next request after a forged policy (400)', { timeout: 20_000 }, async () => {
    const fields = (await policy()).fields;
    const name = Object.keys(fields).find((key) => fields[key]!.length > 20)!;
    const form = multipart({ ...fields, [name]: `${fields[name]!.slice(0, -2)}xx` }, { name: 'a.png', bytes: notAPicture });
    const refused = await call('POST', '/api/upload', { 'content-type': form.type, 'content-length': form.body.length }, form.body);
    expect(refused.status).toBe(400);
    await nextRequestAnswers();
  });

  it('answers the next request after a background music upload refused by its name', { timeout: 20_000 }, async () => {
    const form = multipart({}, { name: 'song.ogg', bytes: notAPicture });
    const refused = await call('POST', contract.tts.bgmUpload.path, { 'content-type': form.type, 'content-length': form.body.length, authorization: `Bearer ${token}` }, form.body);
    expect(refused.status).toBe(400);
    await nextRequestAnswers();
  });

  it('closes a connection whose declared body is too large to drain, and the next request gets a new one', { timeout: 20_000 }, async () => {
    const form = multipart((await policy()).fields, { name: 'huge.png', bytes: Buffer.alloc(256 * 1024) });
    // 101 MB declared, 256 KB sent: refused from the header, never read
    const refused = await call('POST', '/api/upload', { 'content-type': form.type, 'content-length': 101 * 1024 * 1024 }, form.body, form.body.length);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    const next = await nextRequestAnswers();
    expect(next.socketPort).not.toBe(refused.socketPort);
  });

  it('closes a connection whose JSON body is over the limit', { timeout: 20_000 }, async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const refused = await call('POST', contract.feedback.add.path, { 'content-type': 'application/json', 'content-length': big.length }, big, 64 * 1024);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    await nextRequestAnswers();
  });
});
