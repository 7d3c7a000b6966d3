import fp from 'fastify-plugin';
import { entitlementsService, type EntitlementsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What each user may do by membership (modules/entitlements). */
    entitlements: EntitlementsService;
  }
}

/// Entitlements as a capability other modules (and the login answer's vipLevel) declare as a dependency
/// ('entitlements'). It reads memberships; the vip and trade modules write them.
export const entitlementsPlugin = fp(
  async (app) => {
    const { membership, jobs } = app.config;
    app.decorate(
      'entitlements',
      entitlementsService(app.db, app.now, {
        dailyTasks: jobs.freeDailyTasks,
        asrFreeMinutes: membership.asrFreeMinutes,
        asrMemberMinutes: membership.asrMemberMinutes,
        gptFreeTokens: membership.gptFreeTokens,
        gptMemberTokens: membership.gptMemberTokens,
        drawImagesPerDay: app.config.drawTasks.freeImagesPerDay,
      }),
    );
  },
  { name: 'entitlements', fastify: '5.x', dependencies: ['config', 'clock', 'database'] },
);
