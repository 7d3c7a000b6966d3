import fp from 'fastify-plugin';
import { entitlementsService, type EntitlementsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What each user may do by membership (modules/entitlements). */
    entitlements: EntitlementsService;
  }
}

/// Entitlements as a capability other modules declare as a dependency ('entitlements').
export const entitlementsPlugin = fp(
  async (app) => {
    app.decorate('entitlements', entitlementsService(app.db, { dailyTasks: app.config.jobs.freeDailyTasks, asrMinutes: app.config.asrTasks.freeMinutesPerMonth }));
  },
  { name: 'entitlements', fastify: '5.x', dependencies: ['config', 'database'] },
);
