import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { createPayProviders, type PayProviders } from './index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers `PAY_PROVIDER` chose (sandbox, alipay, wechat, or none). */
    pay: PayProviders;
  }
}

/// Payment as a capability: the configured providers, or the ones a test passes. The sandbox signs its
/// cashier links and notifications with a key derived from the server secret (unless PAY_SANDBOX_SECRET is
/// set), so every process sharing JWT_SECRET accepts the same links. The configuration's warnings (sandbox
/// on, purchasing off, keys set for a provider that is not listed) go to the start log.
export const payProviderPlugin = fp<{ providers?: PayProviders; fetch?: typeof fetch }>(
  async (app, options) => {
    const config = app.config.pay;
    for (const warning of config.warnings) app.log.warn(warning);
    const sandboxSecret = createHmac('sha256', app.secret).update('pay-sandbox').digest();
    app.decorate('pay', options.providers ?? createPayProviders(config, { now: app.now, sandboxSecret, ...(options.fetch ? { fetch: options.fetch } : {}) }));
  },
  { name: 'pay-provider', fastify: '5.x', dependencies: ['config', 'clock', 'auth'] },
);
