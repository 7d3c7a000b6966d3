// The crash test of issue 4 "Jobs": a real server process is killed with SIGKILL while it synthesises
// a task; the next start must finish the task (or fail it with a reason) and keep the user's drafts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createApiClient, type ApiClient, type Task } from '@peiyin/api-client';
import { decodeAudio } from '../audio/index.ts';
import { databaseKinds } from '../testing/harness.ts';
import { freePort } from '../testing/freePort.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/// A long script: 40 sentences, about 900 characters, so the kill lands mid-synthesis.
const longScript = Array.from(
  { length: 40 },
  (_, i) => `第${i + 1}段，配音工作室正在把这段较长的文字合成为自然流畅的语音，请耐心等待片刻。`,
).join('');

for (const kind of databaseKinds) {
  describe(`crash recovery [${kind}]`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'peiyin-crash-'));
    let child: ChildProcess | null = null;
    let dropDatabase: (() => Promise<void>) | null = null;

    afterAll(async () => {
      child?.kill('SIGKILL');
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    // Two server starts, a migration and 900 characters synthesised twice over: on a 2-core CI machine shared
    // with the other suites this took 2-4 minutes (load 15-30). Each wait below may use whatever is left of the
    // test's time, so none fails first with a window of its own (the server's second start passed 60 s once).
    const TEST_MS = 480_000;
    it('finishes a task interrupted by SIGKILL on the next start, and keeps the drafts', { timeout: TEST_MS }, async () => {
      const deadline = Date.now() + TEST_MS - 10_000;
      const left = () => Math.max(0, deadline - Date.now());
      let databaseUrl = '';
      if (kind === 'postgres') {
        const adminUrl = inject('pgUrl');
        if (!adminUrl) throw new Error(inject('pgError') ?? 'no PostgreSQL server for the tests');
        const name = `peiyin_crash_${Date.now().toString(36)}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
        dropDatabase = async () => {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        };
      }
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      let output = '';
      const start = () => {
        const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: repoRoot,
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            NODE_ENV: 'development',
            LOG_LEVEL: 'warn',
            WEB_DIST: '',
            RATE_LIMIT_MAX: '100000',
            TTS_TASK_CONCURRENCY: '1',
            TTS_ENGINES: 'espeak',
            TTS_TASK_HEARTBEAT_MS: '200',
            TTS_TASK_STALE_MS: '1500',
            TTS_ESPEAK_WORKERS: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
        proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
        return proc;
      };
      let token = '';
      const api: ApiClient = createApiClient({ baseUrl, getToken: () => token });
      const up = () => until('the server', async () => (await api.health.get({ handled: true })).database === kind || undefined, left());

      child = start();
      await up();
      const phone = '13912345678';
      await api.sms.loginVerifyCode({ phone });
      const last = (await (await fetch(`${baseUrl}/api/dev/sms/last?phone=${phone}`)).json()) as { data: { code: string } };
      token = (await api.user.loginBySms({ phone, code: last.data.code })).token;

      const drafts = [
        await api.tts.workSave({ title: '草稿一', anchorId: 12, templateId: 1201, text: '第一份草稿的内容。' }),
        await api.tts.workSave({ title: '草稿二', anchorId: 14, text: longScript }),
      ];
      const added = await api.tts.taskAdd({ title: '长任务', anchorId: 12, templateId: 1201, text: longScript });
      expect(added.status).toBe(200);
      const code = added.code!;
      const find = async () => (await api.tts.taskList({ pageSize: 13 })).list.find((t) => t.code === code);

      // Kill while it is being synthesised: running, and its paragraphs reaching the engine (the development
      // engine-input log), not a guess of how far a second gets on this machine.
      await until('the task to start', async () => ((await find())?.status === 2 ? true : undefined), left());
      const handed = async () => {
        const log = (await (await fetch(`${baseUrl}/api/dev/engine-input?limit=200`)).json()) as { data: { text: string }[] };
        return log.data.filter((entry) => entry.text.includes('合成为自然流畅的语音')).length;
      };
      await until('the engine to be handed the script', async () => ((await handed()) > 0 ? true : undefined), left());
      expect((await find())?.status, 'the task finished before the kill: make the script longer').toBe(2);
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));

      child = start();
      await up();
      const done: Task = await until(
        'the task to settle',
        async () => {
          const task = await find();
          return task && (task.status === 1 || task.status < 0) ? task : undefined;
        },
        left(),
      );
      expect(done, output.slice(-2000)).toMatchObject({ status: 1, statusName: '合成成功' });
      const audio = Buffer.from(await (await fetch(`${baseUrl}${done.filepath!}`)).arrayBuffer());
      const pcm = await decodeAudio(audio);
      expect((pcm.samples.length / pcm.sampleRate) * 1000).toBeGreaterThan(done.duration - 200);
      // The whole script is in it: the subtitles reach the last paragraph.
      const srt = await api.tts.taskSubtitle({ code });
      expect(srt.content).toContain('第40段');

      const list = await api.tts.workList({});
      expect(list.total).toBe(2);
      for (const draft of drafts) {
        const work = await api.tts.workDetail({ workId: draft.workId });
        expect(work).toMatchObject({ title: draft.title, updateTime: draft.updateTime });
      }
      expect((await api.tts.workDetail({ workId: drafts[1]!.workId })).text).toBe(longScript);

      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
      child = null;
    });
  });
}
