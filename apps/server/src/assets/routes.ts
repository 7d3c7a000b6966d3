import type { FastifyInstance, FastifyReply } from 'fastify';
import { activityBannerSvg, avatarSvg } from './svg.ts';
import { isAvatarPersona, personaAvatarSvg } from './avatars.ts';
import { AppError } from '../http/errors.ts';
import { messages } from '@peiyin/api-client';

/// Serves the generated images; they never change for a given seed, so they cache for a long time.
export function assetRoutes(app: FastifyInstance): void {
  const seedOf = (name: string) => {
    const seed = name.replace(/\.svg$/, '');
    if (!seed || seed.length > 64) throw new AppError(404, messages.notFound);
    return seed;
  };
  const svg = (reply: FastifyReply, body: string) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  // a person's face (users); emotion templates keep their abstract mark
  app.get<{ Params: { seed: string } }>('/api/assets/avatars/:seed', async (request, reply) => {
    const seed = seedOf(request.params.seed);
    return svg(reply, seed.startsWith('emotion-') ? avatarSvg(seed) : personaAvatarSvg('person', seed));
  });
  // a face as a persona: anchors, roles, reviews, custom anchors (assets/avatars.ts)
  app.get<{ Params: { persona: string; seed: string } }>('/api/assets/avatars/:persona/:seed', async (request, reply) => {
    const { persona } = request.params;
    if (!isAvatarPersona(persona)) throw new AppError(404, messages.notFound);
    return svg(reply, personaAvatarSvg(persona, seedOf(request.params.seed)));
  });
  app.get('/api/assets/banners/activity.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(activityBannerSvg()),
  );
}
