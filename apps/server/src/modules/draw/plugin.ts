import fp from 'fastify-plugin';
import { imageRoutes, imageSigner, type DrawImageUrls } from './images.ts';
import { drawJob } from './job.ts';
import { drawQueue } from './queue.ts';
import { drawRoutes } from './routes.ts';
import { drawService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed links to private drawing files (pictures, references, covers) for their owner (modules/draw). */
    drawImages: DrawImageUrls;
  }
}

/// AI drawing (issue 17, spec 02 §2.11, §7 `/api/draw`): a drawing task row is also its queue entry; this module
/// gives the job queue its work (style, reference, provider, storage) and serves the pictures to their owner.
/// Covers made from its pictures are linked through `app.drawImages`, which the creation center's calls use.
export const drawPlugin = fp(
  async (app) => {
    const signer = imageSigner(app.secret, app.now);
    app.decorate('drawImages', { url: (key: string, download?: string) => signer.url(key, download) } satisfies DrawImageUrls);
    app.jobs.serve({
      name: 'draw',
      queue: drawQueue,
      body: drawJob(app),
      concurrency: app.config.drawTasks.concurrency,
      failedReason: '生成失败，请重新生成',
      discard: async (result) => {
        await Promise.all(result.images.map((key) => app.storage.delete(key)));
      },
    });
    drawRoutes(app, drawService(app, signer));
    imageRoutes(app, signer);
  },
  {
    name: 'draw',
    fastify: '5.x',
    dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'storage', 'jobs', 'entitlements', 'draw-provider'],
  },
);
