import fp from 'fastify-plugin';
import { asrJob } from './job.ts';
import { asrRoutes } from './routes.ts';
import { asrQueue } from './rules.ts';
import { asrService } from './service.ts';

/// 文案提取 (spec 02 §2.7, §7 Tools "asr"): upload policy, tasks from files and share links, list, detail,
/// playback, delete. A task row is also its queue entry: this module gives the job queue the recognition.
export const asrModulePlugin = fp(
  async (app) => {
    app.jobs.serve({
      name: 'asr',
      queue: asrQueue,
      body: asrJob(app),
      concurrency: app.config.asrTasks.concurrency,
      failedReason: '识别失败，请稍后重新提交',
    });
    asrRoutes(app, asrService(app));
  },
  {
    name: 'asr',
    fastify: '5.x',
    dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'storage', 'jobs', 'entitlements', 'asr-provider', 'video-provider', 'tools'],
  },
);
