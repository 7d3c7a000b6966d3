import fp from 'fastify-plugin';
import type { DictionaryMatcher } from '@peiyin/ssml';
import { polyphoneChecker } from './polyphones.ts';
import { pronunciationRoutes } from './routes.ts';
import { pronunciationService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each account's pronunciation dictionary, as auditions and tasks apply it (null: none). */
    pronunciation: { of(userId: number): Promise<DictionaryMatcher | null> };
  }
}

/// The per-account pronunciation dictionary (issue 12 item 5): its API, `app.pronunciation` for
/// the synthesis plan, and the editor's check of the polyphones to confirm (item 4).
export const pronunciationPlugin = fp(
  async (app) => {
    const service = pronunciationService(app);
    app.decorate('pronunciation', { of: (userId: number) => service.matcherOf(userId) });
    const polyphones = polyphoneChecker();
    app.addHook('onClose', async () => polyphones.close());
    pronunciationRoutes(app, service, polyphones);
  },
  { name: 'pronunciation', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'speech'] },
);
