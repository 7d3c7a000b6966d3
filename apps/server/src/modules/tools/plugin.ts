import fp from 'fastify-plugin';
import { audioConvertRoute } from './audio.ts';
import { ocrService } from './ocr.ts';
import { toolsRoutes } from './routes.ts';
import { videoService, type VideoService } from './video.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The video tool's extraction, for the speech-to-text tool's share links (modules/tools). */
    videoTool: VideoService;
  }
}

/// Smart tools (spec 02 §2.7, §7 Tools): 图片文字识别 (policy, upload, recognise) and 视频提取 (captcha, parse,
/// proxied media), and 音频提取's MP3/M4A conversion. Speech to text, with its task queue, is the `asr` module.
export const toolsPlugin = fp(
  async (app) => {
    const video = videoService(app);
    app.decorate('videoTool', video);
    toolsRoutes(app, ocrService(app), video);
    audioConvertRoute(app);
  },
  { name: 'tools', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'captcha', 'storage', 'ocr-provider', 'video-provider', 'asr-provider'] },
);
