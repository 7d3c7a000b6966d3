import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { authedRoute, route } from '../../http/route.ts';
import type { UserService } from './service.ts';

/// Accounts (spec 02 §4). `user.loginByWx` belongs to the WeChat login and is registered by the wxApi module.
export function userRoutes(app: FastifyInstance, users: UserService): void {
  const { user } = contract;
  route(app, user.loginBySms, ({ input }) => users.loginBySms(input));
  route(app, user.loginByPwd, ({ input, request }) => users.loginByPwd(input, request.ip));
  authedRoute(app, user.profile, ({ user: me }) => users.profile(me));
  authedRoute(app, user.updateProfile, ({ user: me, input }) => users.updateProfile(me, input));
  authedRoute(app, user.hasPassword, ({ user: me }) => users.hasPassword(me));
  authedRoute(app, user.setPassword, ({ user: me, input }) => users.setPassword(me, input));
  authedRoute(app, user.updatePassword, ({ user: me, input }) => users.updatePassword(me, input));
  authedRoute(app, user.inviterCode, ({ user: me }) => users.inviterCode(me));
  authedRoute(app, user.bindInviter, ({ user: me, input }) => users.bindInviter(me, input.code));
}
