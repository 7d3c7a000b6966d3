import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import { authedRoute, route } from '../../http/route.ts';
import type { VipService } from './service.ts';

/// Membership calls (spec 01 §7 "Membership and payment", spec 02 §7 ASR and GPT membership).
export function vipRoutes(app: FastifyInstance, vip: VipService): void {
  const calls = contract.vip;
  route(app, calls.products, () => vip.products(100));
  authedRoute(app, calls.memberInfo, ({ user }) => vip.memberInfo(user.id));
  authedRoute(app, calls.takeNewUserRewards, ({ user }) => vip.takeNewUserReward(user));
  route(app, calls.lastPayments, () => vip.lastPayments());
  route(app, calls.guideContent, () => vip.guide());
  authedRoute(app, calls.asrInfo, ({ user }) => vip.asrInfo(user.id));
  route(app, calls.asrProducts, () => vip.products(200));
  authedRoute(app, calls.gptInfo, ({ user }) => vip.gptInfo(user.id));
  route(app, calls.gptProducts, () => vip.products(300));
  authedRoute(app, calls.inviterSummary, ({ user }) => vip.inviterSummary(user));
}
