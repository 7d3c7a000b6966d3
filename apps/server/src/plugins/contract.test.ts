// The OpenAPI document at /api/docs is generated from the contract's own zod schemas: every call of the
// contract must be in it, with its request schema, its answer's `data` schema and a Chinese summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, messages, type Call } from '@peiyin/api-client';
import { startServer, type TestServer } from '../testing/harness.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const calls = Object.entries(contract).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, Call>).map(([name, call]) => ({ id: `${domain}.${name}`, call })),
);
const keysOf = (schema: z.ZodType | undefined) => Object.keys((schema as unknown as z.ZodObject | undefined)?.shape ?? {}).sort();

describe('OpenAPI reference', () => {
  let current: TestServer & { stop: () => Promise<void> };
  let doc: Document;
  beforeAll(async () => {
    current = await startServer('sqlite');
    const response = await current.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as Document;
  });
  afterAll(() => current.stop());

  it('is an OpenAPI 3 document of the Peiyin API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toContain('配音');
  });

  it.each(calls)('documents $id with its request and answer schemas and a Chinese summary', ({ call }) => {
    const operation = doc.paths[call.path]?.[call.method.toLowerCase()];
    expect(operation, `${call.method} ${call.path}`).toBeDefined();
    expect(operation!.summary).toMatch(/[\u4e00-\u9fff]/);
    expect(operation!.tags?.[0]).toMatch(/[\u4e00-\u9fff]/);
    if (call.auth) expect(operation!.security).toEqual([{ bearer: [] }]);
    if (call.body) {
      const schema = operation!.requestBody?.content['application/json']?.schema;
      expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(keysOf(call.body));
    }
    if (call.query) {
      const names = (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
      expect(names).toEqual(keysOf(call.query));
    }
    const ok = operation!.responses['200']!;
    const answer = ok.content?.['application/json']?.schema ?? ok.content?.['audio/mpeg']?.schema ?? ok.content?.['text/event-stream']?.schema;
    expect(answer).toBeDefined();
    if (ok.content?.['application/json']) {
      expect(Object.keys(answer!.properties ?? {})).toEqual(['code', 'message', 'data']);
      const data = answer!.properties!['data'] as { properties?: Record<string, unknown>; items?: unknown };
      if (call.response instanceof z.ZodObject) expect(Object.keys(data.properties ?? {}).sort()).toEqual(keysOf(call.response));
    }
    expect(operation!.responses['4XX']).toBeDefined();
  });

  it('gives every route of the server a Chinese summary, contract or not (files, images, QR pages, dev)', () => {
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ at: `${method} ${url}`, summary: op.summary })));
    expect(operations.length).toBeGreaterThan(calls.length);
    expect(operations.filter((op) => !/[\u4e00-\u9fff]/.test(op.summary ?? '')).map((op) => op.at)).toEqual([]);
  });

  it('carries the contract’s Chinese field descriptions', () => {
    const body = doc.paths['/api/tts/task/v2/add']!['post']!.requestBody!.content['application/json']!.schema;
    expect(body.properties!['pitchRate']).toMatchObject({ description: '音调 -500~500', minimum: -500, maximum: 500 });
    const login = doc.paths['/api/user/loginBySms']!['post']!.responses['200']!.content!['application/json']!.schema;
    expect(JSON.stringify(login)).toContain('登录凭证');
    const detail = doc.paths['/api/anchor/detail']!['get']!.parameters!.find((p) => p.name === 'anchorId');
    expect(detail).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
  });

  it('serves an interactive reference from the server’s own files, under its CSP', async () => {
    const page = await current.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Every script and stylesheet the page loads is ours: nothing from a CDN, so it works offline.
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const asset = await current.app.inject({ method: 'GET', url: new URL(source, 'http://x/api/docs/').pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    // The page reads the document next to it (/api/docs/json), not a public one.
    const initializer = await current.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("url: resolveUrl('./json')");
  });

  it('still answers a refused field with the contract’s Chinese message in the envelope', async () => {
    const response = await current.app.inject({ method: 'POST', url: '/api/sms/login_verify_code', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: messages.phoneEnter, data: null });
  });
});
