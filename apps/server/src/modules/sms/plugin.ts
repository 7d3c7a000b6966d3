import fp from 'fastify-plugin';
import { smsRoutes } from './routes.ts';
import { smsService, type SmsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS codes: sends them under the rules of spec 01 §4 and checks them for the login and bind modules. */
    smsCodes: SmsService;
  }
}

/// SMS codes and picture captchas (issue 2, spec 01 §4).
export const smsPlugin = fp(
  async (app) => {
    const sms = smsService(app);
    app.decorate('smsCodes', sms);
    smsRoutes(app, sms);
  },
  { name: 'sms', fastify: '5.x', dependencies: ['contract', 'errors', 'config', 'clock', 'database', 'auth', 'captcha', 'sms-provider'] },
);
