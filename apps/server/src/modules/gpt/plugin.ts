import fp from 'fastify-plugin';
import { gptRoutes } from './routes.ts';
import { seedWritingLibrary } from './seed.ts';
import { gptService } from './service.ts';

/// AI writing (issue 15, spec 02 §2.8-2.10): the assistant's three modes and its conversations, smart rewrite,
/// the prompt library and the inspiration templates, answered by the writing model (`app.llm`) as event
/// streams, and metered per user and month against the writing entitlement.
export const gptPlugin = fp(
  async (app) => {
    await seedWritingLibrary(app.db);
    gptRoutes(app, gptService(app));
  },
  { name: 'gpt', fastify: '5.x', dependencies: ['contract', 'errors', 'config', 'clock', 'database', 'auth', 'entitlements', 'llm-provider'] },
);
