import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Db, DatabaseKind } from '../db/index.ts';
import type { TaskRow } from '../db/schema.ts';

/// Task statuses (spec 02 §4 "Task status": 1 finished; ours for the rest), each with the Chinese
/// name the creation center shows.
export const taskStatus = { waiting: 0, finished: 1, processing: 2, failed: -1 } as const;

export const statusNames: Record<number, string> = {
  [taskStatus.waiting]: '排队中',
  [taskStatus.processing]: '合成中',
  [taskStatus.finished]: '合成成功',
  [taskStatus.failed]: '合成失败',
};

export const statusName = (status: number) => statusNames[status] ?? (status < 0 ? '合成失败' : '处理中');

/// Why a task failed after crashes (shown in the task list).
export const interruptedReason = '合成过程多次中断，已停止重试，请重新提交';

export interface TaskResult {
  fileKey: string;
  bgmFileKey: string | null;
  durationMs: number;
  /** JSON of the segment timings. */
  timings: string;
  log: string;
}

/// The columns every queued table has (synthesis tasks, speech-recognition tasks, drawings…): the row of a
/// feature's own table is its queue entry, so its status is never out of step with the queue's.
export interface QueueColumns {
  id: number;
  status: number;
  reason: string | null;
  attempts: number;
  locked_by: string | null;
  heartbeat_at: number | null;
  log: string | null;
  started_at: number | null;
  finished_at: number | null;
  deleted_at: number | null;
}

/// How one kind of job uses its table: which status codes mean waiting, running, finished and failed (each
/// feature keeps the codes its spec gives), what a finished job writes, and the reason shown when crashes
/// made it give up.
export interface QueueSpec<Result> {
  table: string;
  status: { waiting: number; processing: number; finished: number; failed: number };
  /** The columns a finished job writes from its result (besides status and finished_at). */
  finish(result: Result): Record<string, unknown>;
  /** Why a job failed after being interrupted `maxAttempts` times. */
  interruptedReason: string;
}

/// The synthesis tasks' queue: the `tasks` table.
export const synthesisQueue: QueueSpec<TaskResult> = {
  table: 'tasks',
  status: taskStatus,
  finish: (result) => ({
    file_key: result.fileKey,
    bgm_file_key: result.bgmFileKey,
    duration_ms: Math.round(result.durationMs),
    timings: result.timings,
    log: result.log,
  }),
  interruptedReason,
};

/// A table is the queue. A worker claims the oldest waiting row in one statement (on PostgreSQL with
/// `FOR UPDATE SKIP LOCKED`, so workers of several processes never take the same row; on SQLite the single
/// writer makes the statement atomic), keeps a heartbeat while it works, and finishes or fails it only while
/// it still holds the claim.
export function jobQueue<Row extends { id: number }, Result>(database: Db, kind: DatabaseKind, now: () => number, spec: QueueSpec<Result>) {
  // Only the queue columns are touched here, and every queued table has them (QueueColumns).
  const db = database as unknown as Kysely<Record<'queued', QueueColumns>>;
  const table = spec.table as 'queued';
  const { status } = spec;
  const held = (id: number, workerId: string) =>
    db.updateTable(table).where('id', '=', id).where('locked_by', '=', workerId).where('status', '=', status.processing);
  return {
    spec,
    async claim(workerId: string): Promise<Row | undefined> {
      const base = db.selectFrom(table).select('id').where('status', '=', status.waiting).where('deleted_at', 'is', null).orderBy('id').limit(1);
      const next = kind === 'postgres' ? base.forUpdate().skipLocked() : base;
      const at = now();
      const row = await db
        .updateTable(table)
        .set({ status: status.processing, locked_by: workerId, heartbeat_at: at, started_at: at, attempts: sql<number>`attempts + 1` })
        .where('id', '=', next)
        .where('status', '=', status.waiting)
        .returningAll()
        .executeTakeFirst();
      return row as Row | undefined;
    },
    /** Refreshes the claim; false when it was lost (the row was deleted or given to another worker). */
    async heartbeat(id: number, workerId: string): Promise<boolean> {
      const result = await held(id, workerId).where('deleted_at', 'is', null).set({ heartbeat_at: now() }).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async complete(id: number, workerId: string, result: Result): Promise<boolean> {
      const done = await held(id, workerId)
        .set({ ...spec.finish(result), status: status.finished, reason: null, locked_by: null, finished_at: now() } as Partial<QueueColumns>)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },
    async fail(id: number, workerId: string, reason: string, log: string): Promise<void> {
      await held(id, workerId).set({ status: status.failed, reason, locked_by: null, log, finished_at: now() }).executeTakeFirst();
    },
    /** A row deleted while it ran: the worker lets go of it (it stays out of every list). */
    async abandon(id: number, workerId: string): Promise<void> {
      await held(id, workerId)
        .where('deleted_at', 'is not', null)
        .set({ status: status.failed, reason: '任务已删除', locked_by: null, finished_at: now() })
        .executeTakeFirst();
    },
    /** A graceful stop hands the row back without counting the attempt. */
    async release(id: number, workerId: string): Promise<void> {
      await held(id, workerId)
        .set({ status: status.waiting, locked_by: null, heartbeat_at: null, attempts: sql<number>`attempts - 1` })
        .executeTakeFirst();
    },
    /**
     * Rows left "processing" by a dead worker: those whose heartbeat is older than `staleMs`, or (`all`, at
     * the start of the only process using a SQLite file) every processing row not held by `exceptWorker`.
     * Each is queued again, or failed with the spec's reason once it has used `maxAttempts`.
     */
    async recover(options: { staleMs: number; maxAttempts: number; all: boolean; exceptWorker?: string }): Promise<{ requeued: number; failed: number }> {
      const at = now();
      const orphaned = () => {
        let query = db.updateTable(table).where('status', '=', status.processing);
        if (!options.all) query = query.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', at - options.staleMs)]));
        if (options.exceptWorker) query = query.where((eb) => eb.or([eb('locked_by', 'is', null), eb('locked_by', '!=', options.exceptWorker!)]));
        return query;
      };
      const failed = await orphaned()
        .where('attempts', '>=', options.maxAttempts)
        .set({ status: status.failed, reason: spec.interruptedReason, locked_by: null, finished_at: at })
        .executeTakeFirst();
      const requeued = await orphaned()
        .where('attempts', '<', options.maxAttempts)
        .set({ status: status.waiting, locked_by: null, heartbeat_at: null })
        .executeTakeFirst();
      return { requeued: Number(requeued.numUpdatedRows), failed: Number(failed.numUpdatedRows) };
    },
  };
}

export type JobQueue<Row extends { id: number } = { id: number }, Result = unknown> = ReturnType<typeof jobQueue<Row, Result>>;

/// The synthesis tasks' queue (the `tasks` table).
export function taskQueue(db: Db, kind: DatabaseKind, now: () => number) {
  return jobQueue<TaskRow, TaskResult>(db, kind, now, synthesisQueue);
}

export type TaskQueue = ReturnType<typeof taskQueue>;
