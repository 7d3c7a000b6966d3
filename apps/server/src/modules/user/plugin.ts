import fp from 'fastify-plugin';
import { userRoutes } from './routes.ts';
import { userService, type UserService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts: registration and look-ups, for the WeChat login that binds a phone. */
    users: UserService;
  }
}

/// Accounts: SMS and password login, profile, password, invite codes (issue 2, spec 02 §4).
export const userPlugin = fp(
  async (app) => {
    const users = userService(app);
    app.decorate('users', users);
    userRoutes(app, users);
  },
  { name: 'user', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'sms', 'entitlements'] },
);
