import type { FastifyInstance } from 'fastify';
import { activityBannerSvg, avatarSvg } from './svg.ts';
import { AppError } from '../http/errors.ts';
import { messages } from '@peiyin/api-client';

/// Serves the generated images; they never change for a given seed, so they cache for a long time.
export function assetRoutes(app: FastifyInstance): void {
  app.get<{ Params: { seed: string } }>('/api/assets/avatars/:seed', async (request, reply) => {
    const seed = request.params.seed.replace(/\.svg$/, '');
    if (!seed || seed.length > 64) throw new AppError(404, messages.notFound);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(avatarSvg(seed));
  });
  app.get('/api/assets/banners/activity.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(activityBannerSvg()),
  );
}
