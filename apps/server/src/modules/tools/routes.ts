import type { FastifyInstance } from 'fastify';
import { contract, toolsMessages } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { authedRoute, route } from '../../http/route.ts';
import { ASR_ERROR_MESSAGES } from '../../providers/asr/types.ts';
import { HANDWRITING_NOTE, OCR_MESSAGES } from '../../providers/ocr/types.ts';
import { VIDEO_MESSAGES } from '../../providers/video/types.ts';
import { contentDisposition } from '../files/routes.ts';
import { toolError } from '../../http/toolErrors.ts';
import type { ocrService } from './ocr.ts';
import { requestSignal } from '../../http/signal.ts';
import { FETCH_FRAME_PATH, fetchFrameCsp, fetchFrameHtml, fetchFrameScript } from './fetchFrame.ts';
import { MEDIA_PATH, type VideoService } from './video.ts';

/// Media types the download route passes on as they are; anything else (SVG, HTML a site may answer) goes
/// out as an opaque attachment, so nothing fetched from elsewhere ever renders on our origin.
const SAFE_TYPES = /^(video\/(mp4|webm|quicktime|x-flv|x-matroska|mp2t)|audio\/(mpeg|mp4|x-m4a|aac|ogg|wav|x-wav|flac)|image\/(jpeg|png|webp|gif)|application\/mp4)$/;

export function toolsRoutes(app: FastifyInstance, ocr: ReturnType<typeof ocrService>, video: VideoService): void {
  const { tools } = contract;

  route(app, tools.info, async () => {
    const status = await app.video.extractor.status();
    return {
      ocr: { available: app.ocr.id !== 'none', handwritingNote: HANDWRITING_NOTE, message: app.ocr.id === 'none' ? OCR_MESSAGES.unavailable : null },
      video: { installed: status.installed, version: status.version, message: status.installed ? null : VIDEO_MESSAGES.notInstalled },
      asr: { configured: app.asr.configured, provider: app.asr.id, message: app.asr.configured ? null : (app.asr.notice ?? ASR_ERROR_MESSAGES.unconfigured) },
    };
  });

  authedRoute(app, tools.ocrPolicy, ({ user, input }) => ocr.policy(user.id, input.filename));
  authedRoute(app, tools.ocrRecognize, ({ user, input, request, reply }) => ocr.recognize(user.id, input.key, input.type, requestSignal(request, reply)));

  authedRoute(app, tools.rwmCaptcha, ({ user }) => video.captcha(user.id));
  authedRoute(app, tools.rwmParse, ({ user, input, request, reply }) => video.parse(user.id, input.shareUrl, input.captcha, requestSignal(request, reply)));

  // Not an envelope on success: the file itself. `<img>`, `<video>` and download links carry no bearer token,
  // so the sealed reference is the permission (it expires, and only this server can make one).
  app.get<{ Querystring: { ref?: string; download?: string } }>(
    MEDIA_PATH,
    { schema: { summary: '视频提取：下载解析结果中的视频、图片或音乐（ref 为解析接口给出的签名引用；download=1 作为附件保存）', tags: ['智能工具'] } },
    async (request, reply) => {
      const ref = typeof request.query.ref === 'string' ? video.openRef(request.query.ref) : null;
      if (!ref) throw new AppError(403, toolsMessages.mediaRefInvalid);
      let media;
      try {
        media = await app.video.download(ref.url, { headers: ref.headers, signal: requestSignal(request, reply) });
      } catch (error) {
        toolError(error);
      }
      const type = media.contentType.split(';')[0]!.trim().toLowerCase();
      const safe = SAFE_TYPES.test(type);
      reply.header('content-type', safe ? type : 'application/octet-stream');
      if (media.contentLength !== null) reply.header('content-length', media.contentLength);
      reply.header('content-disposition', contentDisposition(`${ref.name}.${media.extension}`, safe && request.query.download !== '1'));
      reply.header('cache-control', 'private, no-store');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      // a limit crossed mid-way (size, silence) ends the connection: the browser reports a failed download
      media.stream.on('error', (error) => request.log.warn({ err: error }, 'media download ended early'));
      return reply.send(media.stream);
    },
  );

  // 视频下载's fetching page and its script (fetchFrame.ts): the one page allowed to connect elsewhere, sandboxed.
  app.get(FETCH_FRAME_PATH, { schema: { summary: '视频下载：在沙箱页面中由浏览器直接获取视频（供工具页内嵌）', tags: ['智能工具'] } }, async (_request, reply) => {
    reply.header('content-security-policy', fetchFrameCsp);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(fetchFrameHtml);
  });
  app.get(`${FETCH_FRAME_PATH}.js`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    // a sandboxed (opaque-origin) page loads it: allow that load like any script of ours
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.type('text/javascript; charset=utf-8').send(fetchFrameScript);
  });
}
