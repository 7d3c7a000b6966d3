import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { feedbackService } from './service.ts';

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const feedback = feedbackService(ctx);
  route(app, contract.feedback.add, ctx.auth.authenticate, ({ input, user }) => feedback.add(user, input));
}
