import fp from 'fastify-plugin';
import { createDrawProvider } from './index.ts';
import type { DrawProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws pictures (the provider `DRAW_PROVIDER` chose; unconfigured: every call says how to configure one). */
    drawProvider: DrawProvider;
  }
}

/// The drawing family as a capability: the configured image model, or the one a test passes.
export const drawProviderPlugin = fp<{ provider?: DrawProvider }>(
  async (app, options) => {
    app.decorate('drawProvider', options.provider ?? createDrawProvider(app.config.draw));
  },
  { name: 'draw-provider', fastify: '5.x', dependencies: ['config'] },
);
