// Every queued feature (synthesis, speech recognition, drawing…) keeps its rows in its own table with the
// status codes its spec gives; the one queue and worker code serves them all (jobQueue + startWorkers).
import { sql } from 'kysely';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeOnBothDatabases } from '../testing/harness.ts';
import { jobQueue, type QueueSpec } from './queue.ts';
import { JobError, startWorkers } from './workers.ts';

interface EchoRow {
  id: number;
  input: string;
}

// A feature whose spec counts 0 as done and 2 as failed (like speech recognition, spec 02 §4).
const echoQueue: QueueSpec<{ output: string }> = {
  table: 'echo_jobs',
  status: { waiting: 5, processing: 1, finished: 0, failed: 2 },
  finish: (result) => ({ output: result.output }),
  interruptedReason: '识别过程多次中断',
};

const config = { concurrency: 2, maxAttempts: 3, heartbeatMs: 50, staleMs: 500, pollMs: 20 };

describeOnBothDatabases('a second kind of queued job in its own table', (server) => {
  const table = async () => {
    const { app } = server();
    const id = app.dbKind === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
    await sql`create table if not exists echo_jobs (id ${id}, input text not null, output text, status integer not null, reason text,
      attempts integer not null default 0, locked_by text, heartbeat_at bigint, log text, started_at bigint, finished_at bigint, deleted_at bigint)`.execute(app.db);
    await sql`delete from echo_jobs`.execute(app.db);
    return app;
  };
  const row = (app: Awaited<ReturnType<typeof table>>, input: string) => sql`insert into echo_jobs (input, status) values (${input}, 5)`.execute(app.db);
  const read = async (app: Awaited<ReturnType<typeof table>>) =>
    (await sql<{ input: string; output: string | null; status: number; reason: string | null }>`select input, output, status, reason from echo_jobs order by id`.execute(app.db)).rows;

  it('runs the rows with that kind’s status codes and result columns, failing a bad one with its own reason', async () => {
    const app = await table();
    for (const input of ['你好', '坏', '世界']) await row(app, input);
    const queue = jobQueue<EchoRow, { output: string }>(app.db, app.dbKind, Date.now, echoQueue);
    const workers = await startWorkers({
      queue,
      config,
      kind: app.dbKind,
      failedReason: '识别失败',
      logger: pino({ level: 'silent' }),
      body: async (job) => {
        if (job.input === '坏') throw new JobError('音频无法识别');
        return { output: `${job.input}!` };
      },
    });
    try {
      const deadline = Date.now() + 10_000;
      while ((await read(app)).some((r) => r.status === 5 || r.status === 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await read(app)).toEqual([
        { input: '你好', output: '你好!', status: 0, reason: null },
        { input: '坏', output: null, status: 2, reason: '音频无法识别' },
        { input: '世界', output: '世界!', status: 0, reason: null },
      ]);
    } finally {
      await workers.stop();
    }
  });

  it('requeues a row a dead worker held, and gives up with the kind’s reason after too many attempts', async () => {
    const app = await table();
    await row(app, '一');
    await row(app, '二');
    await sql`update echo_jobs set status = 1, locked_by = 'dead', heartbeat_at = 0, attempts = case when input = '二' then 3 else 1 end`.execute(app.db);
    const queue = jobQueue<EchoRow, { output: string }>(app.db, app.dbKind, Date.now, echoQueue);
    expect(await queue.recover({ staleMs: 500, maxAttempts: 3, all: false })).toEqual({ requeued: 1, failed: 1 });
    expect((await read(app)).map((r) => [r.input, r.status, r.reason])).toEqual([
      ['一', 5, null],
      ['二', 2, '识别过程多次中断'],
    ]);
  });
});
