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
      app.engines
        .warmUp()
        .then(() => (app.engines.get('espeak') ? warmUpRenderer(renderer, { engine: 'espeak', voice: 'cmn+f2' }) : undefined))
        .catch((error: unknown) => app.log.warn({ err: error }, 'speech engines did not warm up'));
    });
  },
  { name: 'renderer', fastify: '5.x', dependencies: ['config', 'speech'] },
);
