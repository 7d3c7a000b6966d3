import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, messages } from '@peiyin/api-client';
import { describeOnBothDatabases, send, startServer, type TestServer } from '../../testing/harness.ts';

describeOnBothDatabases('server spine', (server) => {
  it('GET /api/health answers the version and the database kind', async () => {
    const { status, body } = await send(server().app, contract.health.get);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'success', data: { version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: server().kind } });
  });

  it('answers an unknown /api route with the 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/user/nope'], ['GET', '/api']] as const) {
      const response = await server().app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: messages.notFound, data: null });
    }
  });

  it('answers malformed JSON, an unsupported content type and an oversized body with envelopes, never 5xx', async () => {
    const { app } = server();
    const broken = await app.inject({ method: 'POST', url: '/api/user/loginByPwd', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400, message: messages.bodyInvalid });

    const xml = await app.inject({ method: 'POST', url: '/api/user/loginByPwd', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, message: messages.unsupportedMediaType });

    const huge = await app.inject({ method: 'POST', url: '/api/feedback/add', payload: { type: 1, content: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.cn' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 413, message: messages.payloadTooLarge });

    const array = await send(app, contract.user.loginByPwd, ['13800138000']);
    expect(array.body).toMatchObject({ code: 400, message: messages.bodyInvalid });
  });

  it('sets security headers with a CSP that lets the web app load its images and styles', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    // the same headers on every answer, refusals included (they are worked out once, at start)
    const missing = await server().app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('unexpected errors', () => {
  let current: TestServer & { stop: () => Promise<void> };
  const lines: string[] = [];
  beforeAll(async () => {
    current = await startServer('sqlite', {
      env: { LOG_LEVEL: 'error' },
      overrides: () => ({ logStream: { write: (line: string) => void lines.push(line) } }),
    });
  });
  afterAll(() => current.stop());

  it('answers 500 with a generic Chinese message and no stack, and logs the failure with the request id', async () => {
    // Break the database under a running server: the query fails in a way no route expects.
    await current.app.db.schema.dropTable('home_comments').execute();
    const response = await current.app.inject({ method: 'GET', url: '/api/settings/home/comments' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: messages.serverError, data: null });
    expect(response.body).not.toMatch(/home_comments|Error|at /);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message?: string }; msg?: string });
    const entry = logged.find((line) => line.msg === 'unexpected error');
    expect(entry?.reqId).toMatch(/^req-/);
    expect(entry?.err?.message).toMatch(/home_comments/);
  });
});

describe('rate limit', () => {
  let current: TestServer & { stop: () => Promise<void> };
  beforeAll(async () => {
    current = await startServer('sqlite', { env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => current.stop());

  it('answers 429 with the envelope once an address exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(current.app, contract.health.get)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await send(current.app, contract.health.get);
    expect(blocked.body).toEqual({ code: 429, message: messages.tooManyRequests, data: null });
  });
});

describe('static web app', () => {
  let current: TestServer & { stop: () => Promise<void> };
  const dist = mkdtempSync(path.join(tmpdir(), 'peiyin-dist-'));
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>配音</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    current = await startServer('sqlite', { env: { WEB_DIST: dist, RATE_LIMIT_MAX: '5' } });
  });
  afterAll(async () => {
    await current.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the built files, and index.html for any other page route (SPA fallback)', async () => {
    const script = await current.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/home', '/account/userinfo?x=1', '/gpt']) {
      const page = await current.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not count the web app files against the API rate limit', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await current.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
    }
  });

  it('keeps answering the API and its 404 envelope on the same origin', async () => {
    expect((await send(current.app, contract.health.get)).body.code).toBe(200);
    const missing = await current.app.inject({ method: 'GET', url: '/api/missing' });
    expect(missing.json()).toMatchObject({ code: 404 });
    const post = await current.app.inject({ method: 'POST', url: '/home' });
    expect(post.json()).toMatchObject({ code: 404 });
  });
});
