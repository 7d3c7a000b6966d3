import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import type { App } from './app.ts';
import { decodeAudio } from './audio/index.ts';
import { loadConfig } from './config.ts';
import { settled, taskInput } from './modules/tasks/fixtures.ts';
import { roleFromArgs } from './roles.ts';
import { databaseKinds, secondServer, send, signIn, startServer, type TestServer } from './testing/harness.ts';

describe('the process role (--role / ROLE)', () => {
  it('is read from the command line as --role=x or --role x', () => {
    expect(roleFromArgs([])).toBeUndefined();
    expect(roleFromArgs(['--role=api'])).toBe('api');
    expect(roleFromArgs(['--port', '1', '--role', 'worker'])).toBe('worker');
    expect(roleFromArgs(['--role'])).toBe('');
  });

  it('defaults to all; a bad role stops the start with a Chinese and English message', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: ' ' }).role).toBe('all');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u:p@localhost/db' }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'apis' })).toThrow('进程角色只能是 all、api 或 worker（--role / ROLE 收到 "apis"）');
    expect(() => loadConfig({ ROLE: 'apis' })).toThrow('The role must be all, api or worker');
  });

  it('splitting roles on SQLite needs ALLOW_SQLITE_ROLES (one machine, one worker); PostgreSQL is the intended set-up', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow('--role=worker 需要 PostgreSQL：请设置 DATABASE_URL');
    expect(() => loadConfig({ ROLE: 'api' })).toThrow('set ALLOW_SQLITE_ROLES=true');
    expect(loadConfig({ ROLE: 'worker', ALLOW_SQLITE_ROLES: 'true' }).role).toBe('worker');
    expect(loadConfig({ ROLE: 'all' }).role).toBe('all');
  });
});

/// An api process and a worker process on one database and one data dir (in this test, two servers in one
/// process: tests/e2e-like child processes are in multiprocess.test.ts).
for (const kind of databaseKinds) {
  describe(`an api process queues, a worker process synthesises [${kind}]`, () => {
    let api: TestServer & { stop: () => Promise<void> };
    let worker: App | undefined;
    const env = { ROLE: 'api', ALLOW_SQLITE_ROLES: 'true', TTS_TASK_POLL_MS: '50' };
    beforeAll(async () => {
      api = await startServer(kind, { env });
    });
    afterAll(async () => {
      await worker?.close();
      await api?.stop();
    });

    it('the api process never claims a task; the worker does; the api process answers its state and audio', async () => {
      const { app } = api;
      expect(app.jobs.workers('synthesis')).toBeNull();
      const { token } = await signIn(app);
      const code = (await send(app, contract.tts.taskAdd, taskInput(), { token })).body.data!.code!;
      // several poll periods with nobody to run it: it waits
      await new Promise((resolve) => setTimeout(resolve, 400));
      const waiting = (await send(app, contract.tts.taskList, {}, { token })).body.data!.list[0]!;
      expect(waiting).toMatchObject({ code, status: 0 });

      worker = await secondServer(api, { ...env, ROLE: 'worker' });
      const workerId = worker.jobs.workers('synthesis')!.workerId;
      // the claim is visible in the shared row while it runs: it is the worker's
      const claimedBy = new Set<string>();
      const watch = setInterval(() => {
        void app.db
          .selectFrom('tasks')
          .select('locked_by')
          .where('code', '=', code)
          .executeTakeFirst()
          .then((row) => row?.locked_by && claimedBy.add(row.locked_by));
      }, 20);
      const task = await settled(app, token, code).finally(() => clearInterval(watch));
      expect(task).toMatchObject({ status: 1, statusName: '合成成功' });
      expect([...claimedBy]).toEqual([workerId]);

      // the audio the worker stored is served by the api process
      const file = await app.inject({ method: 'GET', url: task.filepath! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/mpeg');
      const pcm = await decodeAudio(file.rawPayload);
      expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1);
    });
  });
}
