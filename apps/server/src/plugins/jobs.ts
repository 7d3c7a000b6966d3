import fp from 'fastify-plugin';
import type { JobsConfig } from '../jobs/config.ts';
import { taskQueue, type TaskQueue, type TaskResult } from '../jobs/queue.ts';
import { startWorkers, type JobBody, type Workers } from '../jobs/workers.ts';

export interface Jobs {
  /** The queue settings in force (the environment's, with a test's changes). */
  readonly config: JobsConfig;
  readonly queue: TaskQueue;
  /**
   * Names the work the workers do with a claimed task, and what to remove when a task is deleted before
   * its result is kept. Called once, by the module that queues the tasks, while the server starts.
   */
  serve(body: JobBody, options?: { discard?: (result: TaskResult) => Promise<void> }): void;
  /** Looks for work now (a task was just queued in this process). */
  wake(): void;
  /** The running workers, once the server is ready (null before, or when nothing is served). */
  workers(): Workers | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The task queue and this process's workers (src/jobs). */
    jobs: Jobs;
  }
}

export interface JobsOptions {
  /** Queue settings over those of the environment (tests: concurrency, heartbeat…). */
  config?: Partial<JobsConfig>;
  /** Wraps the served job; tests of the queue itself swap in their own around the real synthesis. */
  wrap?: (served: JobBody) => JobBody;
}

/// The job queue as a capability (ARCHITECTURE "Jobs"): the task table is the queue. Workers start when
/// the server is ready and stop before it closes (preClose, while the database and engines are still
/// open), handing running tasks back to the queue for the next start.
export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const config = { ...app.config.jobs, ...options.config };
    const queue = taskQueue(app.db, app.dbKind, app.now);
    let served: { body: JobBody; discard?: (result: TaskResult) => Promise<void> } | null = null;
    let workers: Workers | null = null;
    app.decorate('jobs', {
      config,
      queue,
      serve(body, more = {}) {
        if (served) throw new Error('the job queue already serves a job');
        served = { body: options.wrap ? options.wrap(body) : body, ...more };
      },
      wake: () => workers?.wake(),
      workers: () => workers,
    } satisfies Jobs);
    app.addHook('onReady', async () => {
      if (!served) return;
      workers = await startWorkers({ queue, config, kind: app.dbKind, body: served.body, logger: app.log, ...(served.discard ? { discard: served.discard } : {}) });
    });
    app.addHook('preClose', async () => {
      await workers?.stop();
    });
  },
  { name: 'jobs', fastify: '5.x', dependencies: ['config', 'clock', 'database'] },
);
