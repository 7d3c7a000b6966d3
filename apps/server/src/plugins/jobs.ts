import fp from 'fastify-plugin';
import type { TaskRow } from '../db/schema.ts';
import { announceJob, listenForJobs } from '../jobs/announce.ts';
import type { JobsConfig } from '../jobs/config.ts';
import { jobQueue, type JobQueue, type QueueSpec, type TaskResult } from '../jobs/queue.ts';
import { startWorkers, type JobBody, type Workers } from '../jobs/workers.ts';

/// One kind of queued work: its table (the queue), what a worker does with a claimed row, how many run at
/// once in this process, and what to remove when a row is deleted before its result is kept.
export interface JobKind<Row extends { id: number; code?: string }, Result> {
  /** 'synthesis', 'asr', 'draw'… */
  name: string;
  queue: QueueSpec<Result>;
  body: JobBody<Row, Result>;
  /** Rows of this kind run at once by this process (0: this process queues them, others run them). */
  concurrency: number;
  /** The reason a row shows when its job failed unexpectedly (a JobError's own message is shown as is). */
  failedReason: string;
  discard?: (result: Result) => Promise<void>;
}

export interface JobHandle<Row extends { id: number } = { id: number }, Result = unknown> {
  readonly queue: JobQueue<Row, Result>;
  /** Looks for work now (a row was just queued in this process). */
  wake(): void;
  /** The running workers, once the server is ready. */
  workers(): Workers | null;
}

export interface Jobs {
  /** The queue timings in force (the environment's, with a test's changes); `concurrency` is synthesis's. */
  readonly config: JobsConfig;
  /**
   * Serves one kind of job: called once per kind, by the module that owns its table, while the server starts.
   * Its workers start when the server is ready and stop before it closes.
   */
  serve<Row extends { id: number; code?: string }, Result>(kind: JobKind<Row, Result>): JobHandle<Row, Result>;
  /** Looks for work of a kind now. */
  wake(name: string): void;
  /** The running workers of a kind (null before the server is ready, when that kind is not served, or in an `api` process). */
  workers(name: string): Workers | null;
  /** The kinds served ('synthesis', 'asr', 'draw'…). */
  kinds(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queues and this process's workers (src/jobs). */
    jobs: Jobs;
  }
}

export type SynthesisBody = JobBody<TaskRow, TaskResult>;

export interface JobsOptions {
  /** Queue settings over those of the environment (tests: concurrency, heartbeat…). */
  config?: Partial<JobsConfig>;
  /** Wraps the synthesis job; tests of the queue itself swap in their own around the real synthesis. */
  wrap?: (served: SynthesisBody) => SynthesisBody;
}

interface Served {
  kind: JobKind<{ id: number }, unknown>;
  queue: JobQueue<{ id: number }, unknown>;
  workers: Workers | null;
}

/// The job queues as a capability (ARCHITECTURE "Jobs"): each kind's own table is its queue. Workers start
/// when the server is ready and stop (preClose, while the database and engines are still open), handing
/// running rows back to the queue for the next start.
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const config = { ...app.config.jobs, ...options.config };
    const served = new Map<string, Served>();
    let ready = false;

    const start = async (entry: Served) => {
      entry.workers = await startWorkers({
        queue: entry.queue,
        config: { ...config, concurrency: entry.kind.concurrency },
        kind: app.dbKind,
        body: entry.kind.body,
        failedReason: entry.kind.failedReason,
        logger: app.log,
        ...(entry.kind.discard ? { discard: entry.kind.discard } : {}),
      });
    };

    // On PostgreSQL a queued job is also announced to the other processes' workers (NOTIFY), and this
    // process's workers listen for theirs: a task submitted to an `api` process starts at once.
    const announce = app.dbKind === 'postgres' ? (name: string) => announceJob(app.db, name, app.log) : () => {};
    const wake = (entry: Served | undefined, name: string) => {
      entry?.workers?.wake();
      announce(name);
    };
    let listening: { close(): Promise<void> } | null = null;

    app.decorate('jobs', {
      config,
      serve(kind) {
        if (served.has(kind.name)) throw new Error(`the job queue already serves ${kind.name}`);
        if (ready) throw new Error(`${kind.name} must be served while the server starts`);
        // the synthesis job's rows are TaskRows and its results TaskResults (modules/tasks serves it)
        const body = kind.name === 'synthesis' && options.wrap ? (options.wrap(kind.body as unknown as SynthesisBody) as unknown as typeof kind.body) : kind.body;
        const entry = { kind: { ...kind, body }, queue: jobQueue(app.db, app.dbKind, app.now, kind.queue), workers: null } as unknown as Served;
        served.set(kind.name, entry);
        return {
          queue: entry.queue as unknown as JobQueue<never, never>,
          wake: () => wake(entry, kind.name),
          workers: () => entry.workers,
        } as JobHandle<never, never>;
      },
      wake: (name) => wake(served.get(name), name),
      workers: (name) => served.get(name)?.workers ?? null,
      kinds: () => [...served.keys()],
    } satisfies Jobs);
    app.addHook('onReady', async () => {
      ready = true;
      // An `api` process queues jobs and answers their state from the shared database; worker processes claim
      // them (announced, and by polling). It starts no workers at all, so it never takes back another
      // process's claims either.
      if (app.config.role === 'api') return;
      for (const entry of served.values()) await start(entry);
      if (app.dbKind === 'postgres' && app.config.databaseUrl && served.size > 0) {
        listening = await listenForJobs(app.config.databaseUrl, (name) => served.get(name)?.workers?.wake(), app.log);
      }
    });
    app.addHook('preClose', async () => {
      await listening?.close();
      await Promise.all([...served.values()].map((entry) => entry.workers?.stop()));
    });
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['config', 'clock', 'database'] },
);
