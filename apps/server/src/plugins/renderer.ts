import fp from 'fastify-plugin';
import { createRenderer, createSpeechCache, warmUpRenderer, type Renderer } from '../audio/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Strings a synthesis plan into one audio file or stream (src/audio). */
    renderer: Renderer;
  }
}

/// The renderer over the speech engines, with the sentence cache. When the server is ready it loads and
/// warms the engines in the background, then runs one short audition through the whole pipeline (encoder
/// binary, mixing code): the first audition after a start is then as fast as the rest, and the server
/// still starts listening at once.
export const rendererPlugin = fp(
  async (app) => {
    const { tts } = app.config;
    const renderer = createRenderer(app.engines, createSpeechCache({ memoryMb: tts.cacheMemoryMb, dir: tts.cacheDir }));
    app.decorate('renderer', renderer);
    app.addHook('onReady', async () => {
      // Each engine warms up on its own: espeak (and the pipeline after it) must not wait for Kokoro's
      // weights to arrive on a first start.
      for (const engine of app.engines.all()) {
        engine
          .warmUp?.()
          .then(() => (engine.id === 'espeak' ? warmUpRenderer(renderer, { engine: 'espeak', voice: 'cmn+f2' }) : undefined))
          .catch((error: unknown) => app.log.warn({ err: error }, `speech engine ${engine.id} did not warm up`));
      }
    });
  },
  { name: 'renderer', fastify: '5.x', dependencies: ['config', 'speech'] },
);
