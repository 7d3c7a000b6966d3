import fp from 'fastify-plugin';
import { createLlmProvider } from './index.ts';
import type { LlmProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The writing model (`LLM_*`), or the unconfigured stand-in whose every call answers AI写作服务未配置. */
    llm: LlmProvider;
  }
}

/// The writing-model family as a capability: the configured provider, or the one a test passes.
export const llmProviderPlugin = fp<{ provider?: LlmProvider }>(
  async (app, options) => {
    app.decorate('llm', options.provider ?? createLlmProvider(app.config.llm));
  },
  { name: 'llm-provider', fastify: '5.x', dependencies: ['config'] },
);
