import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import type { TaskRow } from '../db/schema.ts';
import { describeOnBothDatabases, send, signIn } from '../testing/harness.ts';
import { settled, taskInput } from '../modules/tasks/fixtures.ts';
import { interruptedReason, taskQueue } from './queue.ts';
import type { SynthesisBody } from '../plugins/jobs.ts';
import { JobError } from './workers.ts';

/// Jobs whose behaviour the task title chooses; other titles synthesise for real.
const seen = { aborted: [] as string[], started: [] as string[] };
const gates = new Map<string, () => void>();
const scripted = ({ synthesis }: { synthesis: SynthesisBody }): SynthesisBody => async (task: TaskRow, signal: AbortSignal) => {
  seen.started.push(task.title);
  if (task.title === '缺少音效') throw new JobError('音效文件缺失，请重新选择音效');
  if (task.title === '程序错误') throw new TypeError('cannot read properties of undefined');
  if (task.title.startsWith('等待')) {
    await new Promise<void>((resolve, reject) => {
      gates.set(task.title, resolve);
      signal.addEventListener('abort', () => {
        seen.aborted.push(task.title);
        reject(signal.reason as Error);
      });
    });
  }
  return synthesis(task, signal);
};

async function until(check: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeOnBothDatabases(
  'task workers',
  (server) => {
    const row = (code: string) => server().app.db.selectFrom('tasks').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

    it('fails a task with the job’s own reason, or a generic one for a bug, and keeps going', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      const add = async (title: string) => (await send(app, contract.tts.taskAdd, taskInput({ title }), { token })).body.data!.code!;
      const [missing, bug, fine] = [await add('缺少音效'), await add('程序错误'), await add('正常任务')];
      expect(await settled(app, token, missing)).toMatchObject({ status: -1, statusName: '合成失败', reason: '音效文件缺失，请重新选择音效', filepath: null });
      expect(await settled(app, token, bug)).toMatchObject({ status: -1, reason: '合成失败，请检查文案后重新提交' });
      expect(await settled(app, token, fine)).toMatchObject({ status: 1, statusName: '合成成功', reason: null });
      expect((await row(bug)).log).toContain('cannot read properties of undefined');
      expect(JSON.parse((await row(fine)).log!)).toMatchObject({ attempt: 1, cache: { misses: expect.any(Number) }, mp3Parts: 1 });
    });

    it('stops a running task that its owner deletes, and leaves no file behind', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      const code = (await send(app, contract.tts.taskAdd, taskInput({ title: '等待删除' }), { token })).body.data!.code!;
      await until(() => gates.has('等待删除'));
      expect((await send(app, contract.tts.taskList, {}, { token })).body.data!.list[0]).toMatchObject({ status: 2, statusName: '合成中' });
      await send(app, contract.tts.taskDelete, { code }, { token });
      await until(() => seen.aborted.includes('等待删除'));
      await until(async () => (await row(code)).locked_by === null);
      expect(await row(code)).toMatchObject({ status: -1, reason: '任务已删除' });
      expect(await app.storage.size(`tasks/${code}.mp3`)).toBeNull();
    });

    it('hands running tasks back to the queue on a graceful stop, without counting the attempt', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      const code = (await send(app, contract.tts.taskAdd, taskInput({ title: '等待停机' }), { token })).body.data!.code!;
      await until(() => gates.has('等待停机'));
      await app.jobs.workers('synthesis')!.stop();
      expect(seen.aborted).toContain('等待停机');
      expect(await row(code)).toMatchObject({ status: 0, attempts: 0, locked_by: null });
    });
  },
  { overrides: () => ({ jobs: { concurrency: 2, heartbeatMs: 50, pollMs: 20 }, jobBody: scripted }) },
);

describeOnBothDatabases(
  'task queue',
  (server) => {
    async function insert(n: number, extra: Partial<TaskRow> = {}) {
      const { app, clock } = server();
      const user = await app.db.selectFrom('users').select('id').executeTakeFirst();
      const userId = user?.id ?? (await (async () => {
        await signIn(app);
        return (await app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
      })());
      const codes: string[] = [];
      for (let i = 0; i < n; i++) {
        const code = `${Date.now().toString(16)}${i.toString(16).padStart(4, '0')}${Math.random().toString(16).slice(2)}`.slice(0, 24);
        codes.push(code);
        await app.db
          .insertInto('tasks')
          .values({ code, user_id: userId, title: `任务${i}`, anchor_type: 0, anchor_id: 12, anchor_name: '晓岚', style_name: '标准', params: '{}', text: '你好', length: 2, hd: 0, status: 0, created_at: clock.time, ...extra })
          .execute();
      }
      return codes;
    }
    const queueOf = () => {
      const { app, kind, clock } = server();
      return taskQueue(app.db, kind, clock.now);
    };

    it('gives every waiting task to exactly one of several workers claiming at once, oldest first', async () => {
      const codes = await insert(12);
      const queue = queueOf();
      const claimed: string[][] = [[], [], [], []];
      await Promise.all(
        claimed.map(async (mine, worker) => {
          for (let task = await queue.claim(`w${worker}`); task; task = await queue.claim(`w${worker}`)) mine.push(task.code);
        }),
      );
      expect(claimed.flat().sort()).toEqual([...codes].sort());
      const first = await server().app.db.selectFrom('tasks').selectAll().where('code', '=', codes[0]!).executeTakeFirstOrThrow();
      expect(first).toMatchObject({ status: 2, attempts: 1 });
      expect(['w0', 'w1', 'w2', 'w3']).toContain(first.locked_by);
    });

    it('requeues a task whose worker died (stale heartbeat) and fails it with a reason after too many attempts', async () => {
      const { app, clock } = server();
      const queue = queueOf();
      const [alive] = await insert(1, { status: 2, locked_by: 'alive', heartbeat_at: clock.time - 1000, attempts: 1 });
      const [dead] = await insert(1, { status: 2, locked_by: 'dead', heartbeat_at: clock.time - 60_000, attempts: 1 });
      const [exhausted] = await insert(1, { status: 2, locked_by: 'dead', heartbeat_at: clock.time - 60_000, attempts: 3 });
      expect(await queue.recover({ staleMs: 30_000, maxAttempts: 3, all: false })).toEqual({ requeued: 1, failed: 1 });
      const status = async (code: string) => app.db.selectFrom('tasks').select(['status', 'reason', 'locked_by']).where('code', '=', code).executeTakeFirstOrThrow();
      expect(await status(alive!)).toEqual({ status: 2, reason: null, locked_by: 'alive' });
      expect(await status(dead!)).toEqual({ status: 0, reason: null, locked_by: null });
      expect(await status(exhausted!)).toEqual({ status: -1, reason: interruptedReason, locked_by: null });
      // At the start of the only process of a SQLite file, every processing task is orphaned.
      const processing = await app.db.selectFrom('tasks').select('id').where('status', '=', 2).execute();
      expect(processing.length).toBeGreaterThanOrEqual(1);
      expect(await queue.recover({ staleMs: 30_000, maxAttempts: 3, all: true })).toEqual({ requeued: processing.length, failed: 0 });
      expect((await status(alive!)).status).toBe(0);
      // A worker whose claim was taken back can no longer finish the task.
      const task = (await queue.claim('new'))!;
      expect(await queue.heartbeat(task.id, 'alive')).toBe(false);
      expect(await queue.complete(task.id, 'alive', { fileKey: 'tasks/x.mp3', bgmFileKey: null, durationMs: 1, timings: '[]', log: '' })).toBe(false);
      expect(await queue.heartbeat(task.id, 'new')).toBe(true);
    });
  },
  { overrides: () => ({ jobs: { concurrency: 0 } }) },
);
