import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { authedRoute } from '../../http/route.ts';
import type { DrawService } from './service.ts';

export function drawRoutes(app: FastifyInstance, draw: DrawService): void {
  const calls = contract.draw;
  authedRoute(app, calls.options, ({ user }) => draw.options(user));
  authedRoute(app, calls.ossPolicy, ({ user, input }) => draw.policy(user, input.filename));
  authedRoute(app, calls.taskAdd, ({ user, input }) => draw.add(user, input));
  authedRoute(app, calls.taskList, ({ user, input }) => draw.list(user, input.page, input.pageSize));
  authedRoute(app, calls.taskCheck, ({ user, input }) => draw.check(user, input.taskCode));
  authedRoute(app, calls.taskRegenerate, ({ user, input }) => draw.regenerate(user, input.taskCode));
  authedRoute(app, calls.taskDelete, ({ user, input }) => draw.remove(user, input.taskCode));
  authedRoute(app, calls.setCover, ({ user, input }) => draw.setCover(user, input));
}
