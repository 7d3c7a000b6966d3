import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { authedRoute } from '../../http/route.ts';
import { worksService } from './service.ts';

export function worksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const works = worksService(ctx);
  const { tts } = contract;
  authedRoute(app, tts.workSave, ctx.auth.authenticate, ({ user, input }) => works.save(user, input));
  authedRoute(app, tts.workList, ctx.auth.authenticate, ({ user, input }) => works.list(user, input.page, input.pageSize));
  authedRoute(app, tts.workDetail, ctx.auth.authenticate, ({ user, input }) => works.detail(user, input.workId));
  authedRoute(app, tts.workDelete, ctx.auth.authenticate, ({ user, input }) => works.remove(user, input.workId));
}
