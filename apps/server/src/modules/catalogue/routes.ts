import type { FastifyInstance } from 'fastify';
import { contract, ttsMessages } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { authedRoute, route } from '../../http/route.ts';
import { fileUrl } from '../files/storage.ts';
import { samplesService } from '../samples/service.ts';
import type { sampleAudio } from './audio.ts';
import { catalogueService } from './service.ts';

/// The anchor catalogue, favourites, custom anchors and the sample gallery (issue 5, spec 02 §7),
/// plus the sample audio files (synthesised on first request, then served from the file storage).
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext, audio: ReturnType<typeof sampleAudio>): void {
  const catalogue = catalogueService(ctx);
  const samples = samplesService(ctx);
  const { anchor } = contract;
  const auth = ctx.auth.authenticate;
  route(app, anchor.options, auth, () => catalogue.options());
  route(app, anchor.localesByLanguage, auth, ({ input }) => catalogue.locales(input.languageId));
  route(app, anchor.search, auth, ({ input, user }) => catalogue.search(input, user));
  route(app, anchor.searchByName, auth, ({ input, user }) => catalogue.searchByName(input, user));
  route(app, anchor.detail, auth, ({ input, user }) => catalogue.detail(input.anchorId, user));
  authedRoute(app, anchor.favorites, auth, ({ input, user }) => catalogue.favorites(user, input.page, input.pageSize));
  authedRoute(app, anchor.favorite, auth, ({ input, user }) => catalogue.setFavorite(user, input.anchorId, input.anchorType, true));
  authedRoute(app, anchor.unfavorite, auth, ({ input, user }) => catalogue.setFavorite(user, input.anchorId, input.anchorType, false));
  authedRoute(app, anchor.customSearch, auth, ({ input, user }) => catalogue.customSearch(user, input.page, input.pageSize));
  authedRoute(app, anchor.customList, auth, ({ user }) => catalogue.customList(user));
  authedRoute(app, anchor.customDetail, auth, ({ input, user }) => catalogue.customDetail(user, input.anchorId));
  authedRoute(app, anchor.customAdd, auth, ({ input, user }) => catalogue.customAdd(user, input));
  authedRoute(app, anchor.customUpdate, auth, ({ input, user }) => catalogue.customUpdate(user, input.id, input));
  authedRoute(app, anchor.customDelete, auth, ({ input, user }) => catalogue.customDelete(user, input.anchorId));
  route(app, anchor.sampleScenes, auth, () => samples.scenes());
  route(app, anchor.sampleSearch, auth, ({ input }) => samples.search(input.sceneId, input.page, input.pageSize));
  route(app, anchor.sampleReport, auth, ({ input }) => samples.report(input.id, input.event));

  // GET /api/anchor/audio/{template|sample}/<id>: redirects to the stored MP3 (with Range support).
  app.get<{ Params: { kind: string; id: string } }>('/api/anchor/audio/:kind/:id', async (request, reply) => {
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
