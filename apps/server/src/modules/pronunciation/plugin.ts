import fp from 'fastify-plugin';
import type { DictionaryMatcher } from '@peiyin/ssml';
import { pronunciationRoutes } from './routes.ts';
import { pronunciationService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each account's pronunciation dictionary, as auditions and tasks apply it (null: none). */
    pronunciation: { of(userId: number): Promise<DictionaryMatcher | null> };
  }
}

/// The per-account pronunciation dictionary (issue 12 item 5): its API, and `app.pronunciation` for
/// the synthesis plan.
export const pronunciationPlugin = fp(
  async (app) => {
    const service = pronunciationService(app);
    app.decorate('pronunciation', { of: (userId: number) => service.matcherOf(userId) });
    pronunciationRoutes(app, service);
  },
  { name: 'pronunciation', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth'] },
);
