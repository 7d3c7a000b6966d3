import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the server was started with (`loadConfig`). */
    config: Config;
  }
}

/// The configuration as a capability: every other plugin reads its settings from `app.config`.
export const configPlugin = fp<{ config: Config }>(
  async (app, options) => {
    app.decorate('config', options.config);
  },
  { name: 'config', fastify: '5.x' },
);
