import fp from 'fastify-plugin';
import { worksRoutes } from './routes.ts';
import { worksService } from './service.ts';

/// Works (drafts, spec 02 §3 "Work", §7): only the owner sees or changes one.
export const worksPlugin = fp(
  async (app) => {
    worksRoutes(app, worksService(app));
  },
  { name: 'works', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'storage', 'catalogue', 'draw', 'tts'] },
);
