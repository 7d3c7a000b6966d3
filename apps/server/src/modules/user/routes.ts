import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { authedRoute, route } from '../../http/route.ts';
import { wxService } from '../wxApi/service.ts';
import { userService } from './service.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const users = userService(ctx);
  const wx = wxService(ctx);
  const auth = ctx.auth.authenticate;
  const { user } = contract;
  route(app, user.loginBySms, auth, ({ input }) => users.loginBySms(input));
  route(app, user.loginByPwd, auth, ({ input }) => users.loginByPwd(input));
  route(app, user.loginByWx, auth, ({ input }) => wx.loginByWx(input));
  authedRoute(app, user.profile, auth, ({ user: me }) => users.profile(me));
  authedRoute(app, user.updateProfile, auth, ({ user: me, input }) => users.updateProfile(me, input));
  authedRoute(app, user.hasPassword, auth, ({ user: me }) => users.hasPassword(me));
  authedRoute(app, user.setPassword, auth, ({ user: me, input }) => users.setPassword(me, input));
  authedRoute(app, user.updatePassword, auth, ({ user: me, input }) => users.updatePassword(me, input));
  authedRoute(app, user.inviterCode, auth, ({ user: me }) => users.inviterCode(me));
  authedRoute(app, user.bindInviter, auth, ({ user: me, input }) => users.bindInviter(me, input.code));
}
