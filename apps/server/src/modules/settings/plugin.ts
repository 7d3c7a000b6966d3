import fp from 'fastify-plugin';
import { settingsRoutes } from './routes.ts';
import { settingsService } from './service.ts';

/// Home reviews, the activity banner (spec 01 §2-3) and the site's configured filing number and QR codes.
export const settingsPlugin = fp(
  async (app) => {
    settingsRoutes(app, settingsService(app));
  },
  { name: 'settings', fastify: '5.x', dependencies: ['config', 'contract', 'errors', 'clock', 'database', 'auth', 'pay-provider'] },
);
