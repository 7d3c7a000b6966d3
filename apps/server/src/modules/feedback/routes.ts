import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { route } from '../../http/route.ts';
import type { FeedbackService } from './service.ts';

export function feedbackRoutes(app: FastifyInstance, feedback: FeedbackService): void {
  route(app, contract.feedback.add, ({ input, user }) => feedback.add(user, input));
}
