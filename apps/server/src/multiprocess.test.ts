// Several processes, one system (issue 14): two API processes and one worker, each a real child process
// (`node --import tsx apps/server/src/main.ts --role=…`, as `pnpm start --role=…` runs it), on one
// PostgreSQL database and one storage directory. A task submitted to the first API process is synthesised by
// the worker and played back through the second; the request limit is one budget for both API processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contract, messages, type Envelope, type Task } from '@peiyin/api-client';
import { decodeAudio } from './audio/index.ts';
import { taskInput } from './modules/tasks/fixtures.ts';
import { createPgDatabase } from './testing/harness.ts';
import { freePort } from './testing/freePort.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/// Small enough that the shared-budget check is exact (a chunk of 1 per reservation).
const LIMIT = 30;

interface Child {
  name: string;
  process: ChildProcess;
  port: number;
  log: string[];
}

describe('two API processes and a worker on one PostgreSQL database', () => {
  const children: Child[] = [];
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let dataDir = '';

  async function start(name: string, role: 'api' | 'worker', env: Record<string, string>): Promise<Child> {
    const port = await freePort();
    // its own process group, so afterAll ends the server and any ffmpeg it started together
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', `--role=${role}`], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(port) },
    });
    const entry: Child = { name, process: child, port, log: [] };
    const keep = (chunk: Buffer) => entry.log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.push(entry);
    return entry;
  }

  async function ready(child: Child, timeoutMs = 90_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (child.process.exitCode !== null) throw new Error(`${child.name} exited ${child.process.exitCode}:\n${child.log.join('\n')}`);
      const answer = await fetch(`http://127.0.0.1:${child.port}/api/health`).catch(() => null);
      if (answer?.ok) return;
      if (Date.now() > until) throw new Error(`${child.name} did not start:\n${child.log.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  let clients = 0;
  /// A contract call over HTTP. Behind TRUST_PROXY=1 each call names a client address of its own, so that this
  /// test's own traffic does not spend the budget the rate-limit check measures.
  async function call<T>(child: Child, method: string, url: string, options: { body?: unknown; token?: string; from?: string } = {}) {
    clients += 1;
    const response = await fetch(`http://127.0.0.1:${child.port}${url}`, {
      method,
      headers: {
        'x-forwarded-for': options.from ?? `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  let api1: Child;
  let api2: Child;
  let worker: Child;

  beforeAll(async () => {
    const adminUrl = inject('pgUrl');
    if (!adminUrl) throw new Error(inject('pgError') ?? 'no PostgreSQL server for the tests');
    database = await createPgDatabase(adminUrl);
    dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-multi-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      WEB_DIST: '',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'a shared secret for every process of the test, 32+ chars',
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(LIMIT),
      TTS_WARM_UP: 'light',
      // the neural voice only where a test asks for it (its weights load in seconds, per server)
      TTS_ENGINES: 'espeak',
      // the worker would poll only every 2 minutes: the task below starts at once only by its announcement
      TTS_TASK_POLL_MS: '120000',
      TTS_TASK_CONCURRENCY: '1',
    };
    // all three at once, as an orchestrator starts them: they take turns migrating and seeding
    [api1, api2, worker] = await Promise.all([start('api 1', 'api', env), start('api 2', 'api', env), start('worker', 'worker', env)]);
    await Promise.all([ready(api1), ready(api2), ready(worker)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
            const force = setTimeout(() => {
              try {
                process.kill(-child.process.pid!, 'SIGKILL');
              } catch {
                // already gone
              }
            }, 5000);
            child.process.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            try {
              process.kill(-child.process.pid!, 'SIGTERM');
            } catch {
              resolve();
            }
          }),
      ),
    );
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a task submitted to API 1 is synthesised by the worker and played back through API 2', async () => {
    // the worker answers its health only, and no studio route
    const health = (await (await fetch(`http://127.0.0.1:${worker.port}/api/health`)).json()) as Envelope<{ role: string; database: string }>;
    expect(health).toMatchObject({ code: 200, data: { role: 'worker', database: 'postgres' } });
    const studio = await fetch(`http://127.0.0.1:${worker.port}/api/anchor/options`);
    expect(studio.status).toBe(404);
    expect(await studio.json()).toEqual({ code: 404, message: messages.notFound, data: null });

    // sign in on API 1 with the console provider's code
    const phone = '13900001414';
    const sent = await call<{ status: number }>(api1, 'POST', contract.sms.loginVerifyCode.path, { body: { phone } });
    expect(sent.body.data?.status).toBe(200);
    const last = await call<{ code: string }>(api1, 'GET', `/api/dev/sms/last?phone=${phone}`);
    const login = await call<{ token: string }>(api1, 'POST', contract.user.loginBySms.path, { body: { phone, code: last.body.data.code } });
    expect(login.body.code).toBe(200);
    const token = login.body.data.token;

    const added = await call<{ code: string }>(api1, 'POST', contract.tts.taskAdd.path, { body: taskInput(), token });
    expect(added.body.code).toBe(200);
    const code = added.body.data.code;

    // poll on API 2 (same session: one secret) while watching who holds the claim in the shared table
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    const claimedBy = new Set<string>();
    let task: Task | undefined;
    try {
      const until = Date.now() + 60_000;
      for (;;) {
        const row = await client.query<{ locked_by: string | null }>('select locked_by from tasks where code = $1', [code]);
        if (row.rows[0]?.locked_by) claimedBy.add(row.rows[0].locked_by);
        const list = await call<{ list: Task[] }>(api2, 'GET', `${contract.tts.taskList.path}?pageSize=10`, { token });
        task = list.body.data.list.find((t) => t.code === code);
        if (task && (task.status === 1 || task.status < 0)) break;
        if (Date.now() > until) throw new Error(`task still ${task?.statusName}:\n${worker.log.slice(-20).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await client.end();
    }
    expect(task).toMatchObject({ status: 1, statusName: '合成成功' });
    expect(task!.duration).toBeGreaterThan(0);

    // the worker did it: every claim seen was the worker's (a worker id starts with its pid), only its log
    // says it finished the task, and the API processes run no workers at all
    expect(claimedBy.size).toBeGreaterThan(0);
    for (const id of claimedBy) expect(id.startsWith(`${worker.process.pid}-`)).toBe(true);
    const finishedBy = (child: Child) => child.log.some((line) => line.includes('"msg":"task finished"') && line.includes(code));
    // the worker's log line comes through a pipe and may arrive after the finished task is visible in the table
    await expect.poll(() => finishedBy(worker), { timeout: 30_000 }).toBe(true);
    expect(finishedBy(api1) || finishedBy(api2)).toBe(false);

    // the audio, through API 2: real MP3 with a positive duration
    const audio = await fetch(`http://127.0.0.1:${api2.port}${task!.filepath!}`, { headers: { 'x-forwarded-for': '10.200.0.1' } });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await audio.arrayBuffer());
    const header = bytes.subarray(0, 3).toString('latin1');
    expect(header === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);
    const pcm = await decodeAudio(bytes);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.5);
  }, 90_000);

  it('the request limit is one budget for both API processes', async () => {
    // The budget is a fixed window of a minute on the processes' clocks. A run that crossed into the next
    // minute had its budget renewed halfway: it is run again from another address, rather than assumed to fit
    // in the seconds left (a loaded machine may take longer than that).
    const minute = () => Math.floor(Date.now() / 60_000);
    for (let attempt = 1; ; attempt++) {
      const from = `203.0.113.${13 + attempt}`;
      const started = minute();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await call(i % 2 ? api2 : api1, 'GET', '/api/health', { from })).status);
      const refusals = [];
      for (const child of [api1, api2]) refusals.push(await call(child, 'GET', '/api/health', { from }));
      if (minute() !== started && attempt < 3) continue;
      expect(minute(), 'three runs each crossed into a new minute').toBe(started);
      expect(statuses.every((status) => status === 200)).toBe(true);
      for (const refused of refusals) expect(refused).toEqual({ status: 429, body: { code: 429, message: messages.tooManyRequests, data: null } });
      break;
    }
  });
});
