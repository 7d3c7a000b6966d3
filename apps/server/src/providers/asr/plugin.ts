import fp from 'fastify-plugin';
import { ffmpegPath } from '../../audio/ffmpeg.ts';
import { createAsrProvider, WhisperAsr } from './index.ts';
import type { AsrProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Speech to text (`ASR_PROVIDER`: whisper (embedded, the default), sherpa, openai-compatible, or none = off). */
    asr: AsrProvider;
  }
}

/// The speech-to-text family as a capability. It reads uploads with the ffmpeg the server uses for
/// everything else (FFMPEG_PATH, the system's, or the static build from npm).
export const asrPlugin = fp<{ provider?: AsrProvider }>(
  async (app, options) => {
    const provider = options.provider ?? createAsrProvider(app.config.asr, { ffmpegPath: ffmpegPath(), log: (line) => app.log.info(line) });
    app.decorate('asr', provider);
    // The embedded recogniser's weights are fetched in the background once the server listens (the first
    // start of a fresh machine); closing the server stops a fetch under way.
    if (provider instanceof WhisperAsr) {
      const stop = new AbortController();
      app.addHook('onReady', async () => {
        void provider.prepare(stop.signal);
      });
      app.addHook('onClose', async () => stop.abort());
    }
  },
  { name: 'asr-provider', fastify: '5.x', dependencies: ['config'] },
);
