import type { FastifyInstance } from 'fastify';
import { contract, ttsMessages, type VoiceStatus } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { authedRoute, route } from '../../http/route.ts';
import { fileUrl } from '../files/storage.ts';
import type { SampleAudio } from './audio.ts';
import type { SamplesService } from './samples.ts';
import type { CatalogueService } from './service.ts';

/// What the anchor page says about the neural voices (issue 24): nothing while they speak; otherwise that
/// the anchors marked 自然真人感 speak with the classic voice for now, and why.
export function voiceStatus(neural: VoiceStatus['neural']): VoiceStatus {
  const notice: Record<VoiceStatus['neural'], string | null> = {
    ready: null,
    fetching: '自然人声模型下载中，完成前这些主播暂用经典电子音试听与合成。',
    absent: '自然人声模型尚未下载，这些主播暂用经典电子音；服务器联网后重启即可自动下载。',
    failed: '自然人声模型未能下载，这些主播暂用经典电子音；服务器联网后重启即可自动下载。',
    off: null,
  };
  const credit =
    neural === 'off'
      ? null
      : '标有“自然真人感音色”的主播由开源语音模型 Kokoro-82M（Apache-2.0 许可）在本服务器上合成；模型约 92 MB，首次启动时自动下载并校验。';
  return { neural, notice: notice[neural], credit };
}

/// The anchor catalogue, favourites, custom anchors and the sample gallery (issue 5, spec 02 §7),
/// plus the sample audio files (synthesised on first request, then served from the file storage).
export function catalogueRoutes(app: FastifyInstance, deps: { catalogue: CatalogueService; samples: SamplesService; audio: SampleAudio }): void {
  const { catalogue, samples, audio } = deps;
  const { anchor } = contract;
  route(app, anchor.options, () => catalogue.options());
  // Read per request (never cached): the weights may arrive while the page is open.
  route(app, anchor.voiceStatus, () => voiceStatus(app.engines.neural().state));
  route(app, anchor.localesByLanguage, ({ input }) => catalogue.locales(input.languageId));
  route(app, anchor.search, ({ input, user }) => catalogue.search(input, user));
  route(app, anchor.searchByName, ({ input, user }) => catalogue.searchByName(input, user));
  route(app, anchor.detail, ({ input, user }) => catalogue.detail(input.anchorId, user));
  authedRoute(app, anchor.favorites, ({ input, user }) => catalogue.favorites(user, input.page, input.pageSize));
  authedRoute(app, anchor.favorite, ({ input, user }) => catalogue.setFavorite(user, input.anchorId, input.anchorType, true));
  authedRoute(app, anchor.unfavorite, ({ input, user }) => catalogue.setFavorite(user, input.anchorId, input.anchorType, false));
  authedRoute(app, anchor.customSearch, ({ input, user }) => catalogue.customSearch(user, input.page, input.pageSize));
  authedRoute(app, anchor.customList, ({ user }) => catalogue.customList(user));
  authedRoute(app, anchor.customDetail, ({ input, user }) => catalogue.customDetail(user, input.anchorId));
  authedRoute(app, anchor.customAdd, ({ input, user }) => catalogue.customAdd(user, input));
  authedRoute(app, anchor.customUpdate, ({ input, user }) => catalogue.customUpdate(user, input.id, input));
  authedRoute(app, anchor.customDelete, ({ input, user }) => catalogue.customDelete(user, input.anchorId));
  route(app, anchor.sampleScenes, () => samples.scenes());
  route(app, anchor.sampleSearch, ({ input }) => samples.search(input.sceneId, input.page, input.pageSize));
  route(app, anchor.sampleReport, ({ input }) => samples.report(input.id, input.event));

  // GET /api/anchor/audio/{template|sample}/<id>: redirects to the stored MP3 (with Range support).
  const schema = { summary: '模版或样音的试听音频：首次请求时合成，之后重定向到已存的 MP3', tags: ['主播'] };
  app.get<{ Params: { kind: string; id: string } }>('/api/anchor/audio/:kind/:id', { schema }, async (request, reply) => {
    const { kind, id } = request.params;
    if ((kind !== 'template' && kind !== 'sample') || !/^\d{1,10}$/.test(id)) throw new AppError(404, ttsMessages.fileNotFound);
    let key: string | null;
    try {
      key = kind === 'template' ? await audio.template(Number(id)) : await audio.sample(Number(id));
    } catch (error) {
      request.log.error({ err: error }, 'sample synthesis failed');
      throw new AppError(500, ttsMessages.auditionFailed);
    }
    if (!key) throw new AppError(404, ttsMessages.fileNotFound);
    return reply.redirect(fileUrl(key), 302);
  });
}
