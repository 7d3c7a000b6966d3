// Test harness of the server: every API suite is written once and runs on SQLite (a temp data dir)
// and on PostgreSQL (a fresh database per suite in the server given by tests/setup/postgres.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { z } from 'zod';
import { contract, type Call, type Envelope } from '@peiyin/api-client';
import { buildApp, type App, type AppOverrides } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseKind } from '../db/index.ts';

// Provided by tests/setup/postgres.ts (declared here too: this package's typecheck does not include it).
declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string | null;
    pgError: string | null;
  }
}

export const databaseKinds: DatabaseKind[] = ['sqlite', 'postgres'];

/// A clock the test moves (codes expire after 5 min, tokens after 7 days).
export class TestClock {
  constructor(public time = Date.UTC(2026, 0, 5, 9, 0, 0)) {}
  now = () => this.time;
  advance(ms: number) {
    this.time += ms;
  }
}

export interface TestServer {
  app: App;
  clock: TestClock;
  kind: DatabaseKind;
  dataDir: string;
}

export interface ServerOptions {
  /** Environment variables over the test defaults (every provider family reads its own from here). */
  env?: Record<string, string>;
  /** Replacements handed to the plugins that own them: `sms`, `wx`, `captcha`, `jobs`, `jobBody`, `now`
   *  (the test clock by default). */
  overrides?: (clock: TestClock) => AppOverrides;
}

/// A fresh database in the test PostgreSQL server, and how to drop it.
export async function createPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `peiyin_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/// Starts a server for one database kind; `stop` closes it and removes its data.
export async function startServer(kind: DatabaseKind, options: ServerOptions = {}): Promise<TestServer & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-test-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (kind === 'postgres') {
    const adminUrl = inject('pgUrl');
    if (!adminUrl) throw new Error(inject('pgError') ?? 'no PostgreSQL server for the tests');
    database = await createPgDatabase(adminUrl);
  }
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // dozens of servers start in a run: the paragraph warm-up is enough for tests
    TTS_WARM_UP: 'light',
    // the neural voice only where a test asks for it (its weights load in seconds, per server)
    TTS_ENGINES: 'espeak',
    // the embedded recogniser only where a test asks for it: no weights here, none fetched (a test that sets
    // ASR_BASE_URL or ASR_MODELS_DIR gets that provider instead)
    ASR_WHISPER_DIR: path.join(dataDir, 'no-models'),
    ASR_WHISPER_DOWNLOAD: 'false',
    DATA_DIR: dataDir,
    WEB_DIST: '',
    RATE_LIMIT_MAX: '100000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const app = await buildApp(config, { now: clock.now, ...options.overrides?.(clock) });
  return {
    app,
    clock,
    kind,
    dataDir,
    stop: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/// Another server on the first one's database and data dir, with the same clock: a second process of one
/// installation (API processes, a worker). Close it before stopping the first.
export async function secondServer(first: TestServer, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TTS_WARM_UP: 'light',
    // the neural voice only where a test asks for it (its weights load in seconds, per server)
    TTS_ENGINES: 'espeak',
    // the embedded recogniser only where a test asks for it: no weights here, none fetched (a test that sets
    // ASR_BASE_URL or ASR_MODELS_DIR gets that provider instead)
    ASR_WHISPER_DIR: path.join(first.dataDir, 'no-models'),
    ASR_WHISPER_DOWNLOAD: 'false',
    DATA_DIR: first.dataDir,
    WEB_DIST: '',
    RATE_LIMIT_MAX: '100000',
    ...(first.app.config.databaseUrl ? { DATABASE_URL: first.app.config.databaseUrl } : {}),
    ...env,
  });
  return buildApp(config, { now: first.clock.now });
}

/// `describe` the suite once per database kind; `server()` gives the running server of that kind.
/// Every suite gets its own fresh database.
export function describeOnBothDatabases(name: string, body: (server: () => TestServer) => void, options: ServerOptions = {}) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: (TestServer & { stop: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await startServer(kind, options);
      });
      afterAll(async () => {
        await current?.stop();
      });
      body(() => {
        if (!current) throw new Error(`the ${kind} server did not start`);
        return current;
      });
    });
  }
}

export interface Answer<Data = unknown> {
  status: number;
  body: Envelope<Data>;
}

/// Calls a contract endpoint through HTTP (app.inject) with raw input, so tests can send anything.
export async function send<C extends Call>(
  app: App,
  call: C,
  input?: unknown,
  options: { token?: string; ip?: string } = {},
): Promise<Answer<z.output<C['response']>>> {
  const isQuery = !call.body && call.query;
  const response = await app.inject({
    method: call.method,
    url: call.path,
    ...(isQuery && input ? { query: input as Record<string, string> } : {}),
    ...(!isQuery && input !== undefined ? { payload: input as object } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json() as Envelope<z.output<C['response']>> };
}

let phoneCounter = 0;
/// A phone number no other test in this process uses.
export function uniquePhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/// The code the console provider "sent" to the phone (through the dev endpoint, like the e2e tests).
export async function lastCode(app: App, phone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms/last?phone=${phone}` });
  const body = response.json() as Envelope<{ code: string }>;
  if (body.code !== 200) throw new Error(`no code for ${phone}: ${body.message}`);
  return body.data.code;
}

/// Signs a phone in (registering it on first login) the way the web app does; answers LoginUser.
export async function signIn(app: App, phone = uniquePhone(), extra: { inviterCode?: string } = {}) {
  const sent = await send(app, contract.sms.loginVerifyCode, { phone }, { ip: `192.0.2.${Number(phone.slice(-3)) % 250}` });
  if (sent.body.data?.status !== 200) throw new Error(`no code sent to ${phone}: ${JSON.stringify(sent.body)}`);
  const login = await send(app, contract.user.loginBySms, { phone, code: await lastCode(app, phone), ...extra });
  if (login.body.code !== 200 || !login.body.data) throw new Error(`login failed: ${login.body.message}`);
  return { ...login.body.data, phone };
}
