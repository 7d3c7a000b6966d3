import fp from 'fastify-plugin';
import { createSmsProvider } from './index.ts';
import type { SmsProvider } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends verification codes (the provider `SMS_PROVIDER` chose). */
    sms: SmsProvider;
  }
}

/// The SMS family as a capability: the configured provider, or the one a test passes.
export const smsProviderPlugin = fp<{ provider?: SmsProvider }>(
  async (app, options) => {
    app.decorate('sms', options.provider ?? createSmsProvider(app.config.sms, app.log, app.now));
  },
  { name: 'sms-provider', fastify: '5.x', dependencies: ['config', 'clock'] },
);
