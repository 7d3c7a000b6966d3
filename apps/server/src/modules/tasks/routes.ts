import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { authedRoute } from '../../http/route.ts';
import type { tasksService } from './service.ts';

export function tasksRoutes(app: FastifyInstance, ctx: AppContext, tasks: ReturnType<typeof tasksService>): void {
  const { tts } = contract;
  authedRoute(app, tts.taskAdd, ctx.auth.authenticate, ({ user, input }) => tasks.add(user, input));
  authedRoute(app, tts.taskList, ctx.auth.authenticate, ({ user, input }) => tasks.list(user, input.page, input.pageSize));
  authedRoute(app, tts.taskDelete, ctx.auth.authenticate, ({ user, input }) => tasks.remove(user, input.code));
  authedRoute(app, tts.taskSubtitle, ctx.auth.authenticate, ({ user, input }) => tasks.subtitle(user, input.code, input.format));
}
