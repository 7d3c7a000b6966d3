import fp from 'fastify-plugin';
import { createVideoExtractor, downloadMedia, type MediaDownload } from './index.ts';
import type { VideoExtractor } from './types.ts';

/// Video link extraction and the bounded media download, as the tools module uses them.
export interface VideoTools {
  extractor: VideoExtractor;
  /// Opens one media URL of a parse result (with that result's request headers) under the configured
  /// address policy, size cap and deadlines. Only ever called with a URL the server itself extracted.
  download(url: string, options?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<MediaDownload>;
  /// VIDEO_MAX_BYTES.
  maxBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** yt-dlp behind the address-checking proxy, and the download helper (providers/video). */
    video: VideoTools;
  }
}

/// The video family as a capability. yt-dlp is not looked for here: the studio starts without it, and the
/// tool says it is not installed (`extractor.status()`).
export const videoPlugin = fp<{ extractor?: VideoExtractor }>(
  async (app, options) => {
    const config = app.config.video;
    const extractor = options.extractor ?? createVideoExtractor(config);
    app.decorate<VideoTools>('video', {
      extractor,
      download: (url, downloadOptions) => downloadMedia(config, url, downloadOptions),
      maxBytes: config.maxBytes,
    });
    app.addHook('onClose', async () => extractor.close());
  },
  { name: 'video-provider', fastify: '5.x', dependencies: ['config'] },
);
