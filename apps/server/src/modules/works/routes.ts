import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { authedRoute } from '../../http/route.ts';
import type { WorksService } from './service.ts';

export function worksRoutes(app: FastifyInstance, works: WorksService): void {
  const { tts } = contract;
  authedRoute(app, tts.workSave, ({ user, input }) => works.save(user, input));
  authedRoute(app, tts.workList, ({ user, input }) => works.list(user, input.page, input.pageSize));
  authedRoute(app, tts.workDetail, ({ user, input }) => works.detail(user, input.workId));
  authedRoute(app, tts.workDelete, ({ user, input }) => works.remove(user, input.workId));
}
