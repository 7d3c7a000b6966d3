import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { authedRoute } from '../../http/route.ts';
import type { TasksService } from './service.ts';

export function tasksRoutes(app: FastifyInstance, tasks: TasksService): void {
  const { tts } = contract;
  authedRoute(app, tts.taskAdd, ({ user, input }) => tasks.add(user, input));
  authedRoute(app, tts.taskList, ({ user, input }) => tasks.list(user, input.page, input.pageSize));
  authedRoute(app, tts.taskDelete, ({ user, input }) => tasks.remove(user, input.code));
  authedRoute(app, tts.taskDetail, ({ user, input }) => tasks.detail(user, input.code));
  authedRoute(app, tts.taskSubtitle, ({ user, input }) => tasks.subtitle(user, input.code, input.format));
}
