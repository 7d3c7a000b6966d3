import fp from 'fastify-plugin';
import { ffmpegPath } from '../../audio/ffmpeg.ts';
import { createAsrProvider } from './index.ts';
import type { AsrProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Speech to text (`ASR_PROVIDER`: sherpa, openai-compatible, or none = not configured). */
    asr: AsrProvider;
  }
}

/// The speech-to-text family as a capability. It reads uploads with the ffmpeg the server uses for
/// everything else (FFMPEG_PATH, the system's, or the static build from npm).
export const asrPlugin = fp<{ provider?: AsrProvider }>(
  async (app, options) => {
    app.decorate('asr', options.provider ?? createAsrProvider(app.config.asr, { ffmpegPath: ffmpegPath() }));
  },
  { name: 'asr-provider', fastify: '5.x', dependencies: ['config'] },
);
