import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRenderer, createSpeechCache, warmUpRenderer, type Renderer } from '../../audio/index.ts';
import type { AppContext } from '../../context.ts';
import { loadJobsConfig, type JobsConfig } from '../../jobs/config.ts';
import { taskQueue } from '../../jobs/queue.ts';
import { synthesisJob } from '../../jobs/synthesis.ts';
import { startWorkers, type JobBody, type Workers } from '../../jobs/workers.ts';
import { createEngines, loadTtsConfig, type EngineRegistry } from '../../providers/tts/index.ts';
import { sampleAudio } from '../catalogue/audio.ts';
import { catalogueRoutes } from '../catalogue/routes.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { fileRoutes } from '../files/routes.ts';
import { localStorage, type FileStorage } from '../files/storage.ts';
import { tasksRoutes } from '../tasks/routes.ts';
import { tasksService } from '../tasks/service.ts';
import { worksRoutes } from '../works/routes.ts';
import { pcmLoader } from './audio.ts';
import { ttsRoutes } from './routes.ts';
import { seedLibrary } from './seed.ts';
import { auditionService } from './service.ts';

export interface VoiceOverrides {
  /** Queue settings over those of the environment (tests: concurrency, heartbeat…). */
  jobs?: Partial<JobsConfig>;
  /** The task job; default the real synthesis. Tests of the queue itself swap in their own. */
  jobBody?: (defaults: { synthesis: JobBody }) => JobBody;
}

export interface Voice {
  storage: FileStorage;
  engines: EngineRegistry;
  renderer: Renderer;
  jobs: JobsConfig;
  workers: () => Workers | null;
}

/// The voice side of the server (issue 4): catalogue and sound/BGM library seeds, engines and the
/// renderer, the file storage, the audition, drafts, tasks and the workers that run them. Workers
/// start when the server is ready and stop (handing running tasks back) before it closes.
export async function registerVoice(app: FastifyInstance, ctx: AppContext, overrides: VoiceOverrides = {}): Promise<Voice> {
  const jobs = { ...loadJobsConfig(process.env), ...overrides.jobs };
  const storage = localStorage(path.join(ctx.config.dataDir, 'files'));
  await seedCatalogue(ctx.db);
  await seedLibrary(ctx.db, storage, ctx.now());

  const ttsConfig = loadTtsConfig(process.env, ctx.config.dataDir);
  const engines = createEngines(ttsConfig);
  const renderer = createRenderer(engines, createSpeechCache({ memoryMb: ttsConfig.cacheMemoryMb, dir: ttsConfig.cacheDir }));
  const pcm = pcmLoader(ctx.db, storage);

  let workers: Workers | null = null;
  const queue = taskQueue(ctx.db, ctx.dbKind, ctx.now);
  const synthesis = synthesisJob({ db: ctx.db, storage, renderer, pcm });
  const body = overrides.jobBody ? overrides.jobBody({ synthesis }) : synthesis;
  const tasks = tasksService(ctx, { storage, config: jobs, wake: () => workers?.wake() });

  fileRoutes(app, storage);
  ttsRoutes(app, ctx, { storage, audition: auditionService(ctx, { renderer, pcm }) });
  worksRoutes(app, ctx);
  catalogueRoutes(app, ctx, sampleAudio({ db: ctx.db, storage, renderer }));
  tasksRoutes(app, ctx, tasks);

  app.addHook('onReady', async () => {
    // Load and warm the engines in the background: the first audition after a start is then as fast as the
    // rest, and the server still starts listening at once.
    engines
      .warmUp()
      // then one short audition through the whole pipeline (encoder binary, mixing code), with the default voice
      .then(() => (engines.get('espeak') ? warmUpRenderer(renderer, { engine: 'espeak', voice: 'cmn+f2' }) : undefined))
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'speech engines did not warm up'));
    workers = await startWorkers({
      queue,
      config: jobs,
      kind: ctx.dbKind,
      body,
      logger: ctx.logger,
      discard: async (result) => storage.delete(result.fileKey),
    });
  });
  // Before the database closes (onClose): running tasks go back to the queue for the next start.
  app.addHook('preClose', async () => {
    await workers?.stop();
    await engines.close();
  });
  return { storage, engines, renderer, jobs, workers: () => workers };
}
