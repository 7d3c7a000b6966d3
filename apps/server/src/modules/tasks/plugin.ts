import fp from 'fastify-plugin';
import { tasksRoutes } from './routes.ts';
import { tasksService } from './service.ts';
import { synthesisQueue } from '../../jobs/queue.ts';
import { synthesisJob } from './synthesis.ts';

/// Synthesis tasks (spec 02 §7): submit, list, delete, subtitles. A task row is also the queue entry; this
/// module gives the job queue its work (plan, resolve voices, render, store) and what to remove when a task
/// is deleted before its audio is kept.
export const tasksPlugin = fp(
  async (app) => {
    app.jobs.serve({
      name: 'synthesis',
      queue: synthesisQueue,
      body: synthesisJob(app),
      concurrency: app.jobs.config.concurrency,
      failedReason: '合成失败，请检查文案后重新提交',
      discard: async (result) => app.storage.delete(result.fileKey),
    });
    tasksRoutes(app, tasksService(app));
  },
  { name: 'tasks', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'storage', 'renderer', 'jobs', 'catalogue', 'tts', 'entitlements', 'draw', 'pronunciation'] },
);
