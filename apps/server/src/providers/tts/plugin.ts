import fp from 'fastify-plugin';
import { createEngines } from './index.ts';
import type { EngineRegistry } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured speech engines (`TTS_ENGINES`). */
    engines: EngineRegistry;
  }
}

/// The speech-engine family as a capability. Engines load lazily; the renderer plugin warms them up once
/// the server is ready. They close after the job workers have stopped (preClose) and handed their tasks back.
export const speechPlugin = fp(
  async (app) => {
    const engines = createEngines(app.config.tts);
    app.decorate('engines', engines);
    app.addHook('onClose', async () => engines.close());
  },
  { name: 'speech', fastify: '5.x', dependencies: ['config'] },
);
