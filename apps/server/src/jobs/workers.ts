import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseKind } from '../db/index.ts';
import type { JobsConfig } from './config.ts';
import type { JobQueue } from './queue.ts';

/// A failure whose message the user may read (shown as the task's reason).
export class JobError extends Error {
  override readonly name = 'JobError';
}

/// The work of one queued row. It must stop soon after `signal` aborts.
export type JobBody<Row = never, Result = unknown> = (row: Row, signal: AbortSignal) => Promise<Result>;

/// A row as the workers see it: its id, and its code (for the log) when the table has one.
type Queued = { id: number; code?: string };

export interface Workers {
  readonly workerId: string;
  /** Looks for work now (called when a task was just queued in this process). */
  wake(): void;
  /** Stops claiming, aborts running jobs and hands their tasks back to the queue. */
  stop(): Promise<void>;
  /** Tasks running in this process now. */
  running(): number[];
}

/// Runs queued tasks with `config.concurrency` workers. On start it recovers tasks a dead process
/// left "processing" (all of them on SQLite, whose file one process owns; on PostgreSQL those whose
/// heartbeat is stale, so live workers of other processes keep theirs), then keeps doing so
/// periodically. A task is never lost: it is finished, failed with a reason, or queued again.
export async function startWorkers<Row extends Queued, Result>(options: {
  queue: JobQueue<Row, Result>;
  /** The queue's timings, and how many of this kind run at once in this process. */
  config: Pick<JobsConfig, 'concurrency' | 'maxAttempts' | 'heartbeatMs' | 'staleMs' | 'pollMs'>;
  kind: DatabaseKind;
  body: JobBody<Row, Result>;
  /** The reason shown for a failure whose error is not a JobError (the message must not leak internals). */
  failedReason: string;
  /** Removes what a job produced for a row that was deleted (or lost) before it finished. */
  discard?: (result: Result) => Promise<void>;
  logger: FastifyBaseLogger;
}): Promise<Workers> {
  const { queue, config, body } = options;
  const logger = options.logger.child({ queue: queue.spec.table });
  const interruptedReason = queue.spec.interruptedReason;
  const workerId = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const active = new Map<number, { controller: AbortController; done: Promise<void>; lost: boolean }>();
  let stopping = false;
  let filling: Promise<void> | null = null;

  const recovered = await queue.recover({ staleMs: config.staleMs, maxAttempts: config.maxAttempts, all: options.kind === 'sqlite', exceptWorker: workerId });
  if (recovered.requeued || recovered.failed) logger.warn({ ...recovered }, 'recovered tasks interrupted by a previous stop');

  function run(task: Row) {
    const controller = new AbortController();
    const entry = { controller, lost: false, done: Promise.resolve() };
    entry.done = (async () => {
      const started = Date.now();
      try {
        const result = await body(task, controller.signal);
        const kept = !controller.signal.aborted && (await queue.complete(task.id, workerId, result));
        if (!kept) {
          // Deleted or taken back meanwhile: its file must not outlive it.
          await options.discard?.(result);
          if (controller.signal.aborted) throw controller.signal.reason;
          entry.lost = true;
          throw new JobError(interruptedReason);
        }
        logger.info({ task: task.code ?? task.id, ms: Date.now() - started, log: (result as { log?: unknown }).log }, 'task finished');
      } catch (error) {
        if (stopping && controller.signal.aborted) {
          await queue.release(task.id, workerId);
          logger.info({ task: task.code ?? task.id }, 'task handed back at shutdown');
        } else if (entry.lost) {
          await queue.abandon(task.id, workerId);
          logger.info({ task: task.code ?? task.id }, 'task claim lost (deleted or recovered elsewhere)');
        } else {
          const reason = error instanceof JobError ? error.message : options.failedReason;
          if (!(error instanceof JobError)) logger.error({ err: error, task: task.code ?? task.id }, 'task failed');
          await queue.fail(task.id, workerId, reason, error instanceof Error ? error.message : String(error));
        }
      } finally {
        active.delete(task.id);
        if (!stopping) wake();
      }
    })();
    active.set(task.id, entry);
  }

  async function fill() {
    while (!stopping && active.size < config.concurrency) {
      const task = await queue.claim(workerId);
      if (!task) return;
      if (stopping) {
        await queue.release(task.id, workerId);
        return;
      }
      run(task);
    }
  }

  function wake() {
    if (stopping || filling || config.concurrency === 0) return;
    filling = fill()
      .catch((error: unknown) => logger.error({ err: error }, 'claiming a task failed'))
      .finally(() => {
        filling = null;
      });
  }

  const heartbeat = setInterval(() => {
    for (const [id, entry] of active) {
      queue
        .heartbeat(id, workerId)
        .then((held) => {
          if (!held && !entry.lost) {
            entry.lost = true;
            entry.controller.abort(new JobError(interruptedReason));
          }
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'task heartbeat failed'));
    }
  }, config.heartbeatMs);
  // Another process (PostgreSQL) may have died holding tasks: look for stale claims as often as
  // heartbeats are written.
  const sweep = setInterval(() => {
    queue
      .recover({ staleMs: config.staleMs, maxAttempts: config.maxAttempts, all: false, exceptWorker: workerId })
      .then((r) => {
        if (r.requeued || r.failed) logger.warn({ ...r }, 'recovered tasks of a dead worker');
        if (r.requeued) wake();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'task recovery failed'));
  }, config.heartbeatMs);
  // Tasks queued by another process are found by polling; this process's own are started by `wake`.
  const poll = setInterval(wake, config.pollMs);
  heartbeat.unref();
  sweep.unref();
  poll.unref();
  wake();

  return {
    workerId,
    wake,
    running: () => [...active.keys()],
    async stop() {
      stopping = true;
      clearInterval(heartbeat);
      clearInterval(sweep);
      clearInterval(poll);
      await filling;
      for (const entry of active.values()) entry.controller.abort(new Error('server stopping'));
      await Promise.all([...active.values()].map((entry) => entry.done));
    },
  };
}
