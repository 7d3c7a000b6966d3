import type { WxBindResult, WxLoginParams, WxLoginResult } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { WxAuthError } from '../../providers/wx/types.ts';
import { randomToken } from '../../security.ts';
import { wxRepo } from './repo.ts';

const minute = 60 * 1000;
/// A QR code (its state) is good for 10 minutes; a first-login openid may be bound for 30.
export const wxRules = { stateTtlMs: 10 * minute, pendingTtlMs: 30 * minute } as const;

/// WeChat QR login (spec 01 §4): QR states, the code exchange and the first-login phone binding.
export function wxService(app: FastifyInstance) {
  const repo = wxRepo(app.db);
  const users = app.users;

  return {
    async loginParams(): Promise<WxLoginParams> {
      const now = app.now();
      const state = randomToken(16);
      await repo.pruneStates(now - wxRules.stateTtlMs);
      await repo.addState(state, now);
      return app.wx.loginParams(state);
    },

    /** spec 01 §4: 200 logs in; 202 first login (openid for the bind dialog); others show statusText. */
    async loginByWx(input: { code: string; state: string }): Promise<WxLoginResult> {
      const now = app.now();
      // The state proves the QR code was issued by us and scanned once (CSRF / replay guard).
      if (!(await repo.useState(input.state, now - wxRules.stateTtlMs, now))) {
        return { status: 400, statusText: '二维码已失效，请刷新后重新扫码' };
      }
      let openid: string;
      try {
        ({ openid } = await app.wx.exchange(input.code));
      } catch (error) {
        if (!(error instanceof WxAuthError)) throw error;
        app.log.warn({ err: error }, 'WeChat code not accepted');
        return { status: 401, statusText: '微信授权失败，请重新扫码' };
      }
      const user = await users.repo.byOpenid(openid);
      if (user) return { status: 200, statusText: '登录成功', data: await app.auth.login(user) };
      await repo.putPending(openid, now + wxRules.pendingTtlMs);
      return { status: 202, statusText: '首次使用微信登录，请绑定手机号', openid };
    },

    /** First WeChat login: bind the phone (registering it if new) after its SMS code is checked. */
    async bindFirstly(input: { openid: string; phone: string; code: string }): Promise<WxBindResult> {
      if (!(await repo.pendingValid(input.openid, app.now()))) {
        return { status: 400, statusText: '微信登录信息已失效，请重新扫码' };
      }
      if (await users.repo.byOpenid(input.openid)) return { status: 409, statusText: '该微信已绑定其他账号' };
      const existing = await users.repo.byPhone(input.phone);
      if (existing?.wx_openid) return { status: 409, statusText: '该手机号已绑定其他微信' };
      const verified = await app.smsCodes.verifyCode('bind', input.phone, input.code);
      if (!verified.ok) return { status: 400, statusText: verified.message };
      let user;
      if (existing) {
        await users.repo.setOpenid(existing.id, input.openid);
        user = { ...existing, wx_openid: input.openid };
      } else {
        user = await users.register(input.phone, { openid: input.openid });
      }
      await repo.dropPending(input.openid);
      return { status: 200, statusText: '绑定成功', data: await app.auth.login(user) };
    },
  };
}

export type WxService = ReturnType<typeof wxService>;
