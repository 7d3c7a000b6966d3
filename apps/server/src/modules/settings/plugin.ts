import fp from 'fastify-plugin';
import { settingsRoutes } from './routes.ts';
import { settingsService } from './service.ts';

/// Home reviews and the activity banner (spec 01 §2-3).
export const settingsPlugin = fp(
  async (app) => {
    settingsRoutes(app, settingsService(app));
  },
  { name: 'settings', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth'] },
);
