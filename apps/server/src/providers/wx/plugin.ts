import fp from 'fastify-plugin';
import { createWxProvider } from './index.ts';
import type { WxProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** WeChat QR login (the provider `WX_PROVIDER` chose). */
    wx: WxProvider;
  }
}

/// The WeChat-login family as a capability: the configured provider, or the one a test passes.
export const wxProviderPlugin = fp<{ provider?: WxProvider }>(
  async (app, options) => {
    app.decorate('wx', options.provider ?? createWxProvider(app.config.wx));
  },
  { name: 'wx-provider', fastify: '5.x', dependencies: ['config'] },
);
