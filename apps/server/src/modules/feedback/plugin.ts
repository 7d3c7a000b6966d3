import fp from 'fastify-plugin';
import { feedbackRoutes } from './routes.ts';
import { feedbackService } from './service.ts';

/// Feedback from the help dialog (spec 01 §2), anonymous or signed in.
export const feedbackPlugin = fp(
  async (app) => {
    feedbackRoutes(app, feedbackService(app));
  },
  { name: 'feedback', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth'] },
);
