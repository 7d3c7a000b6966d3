import { z } from 'zod';
import { defineCall, object, text } from './define.ts';
import { messages } from './rules.ts';
import { loginUser, phoneField, smsCodeField } from './user.ts';

/// What the WeChat QR frame needs. `qrUrl` is the page to load in the iframe: with the sandbox provider a
/// local page `/api/wxApi/sandbox?state=…` whose "模拟扫码登录" button posts the message below; with the
/// WeChat open platform the `qrconnect` page, which after the scan redirects (inside the frame) to
/// `redirectUri` = `/api/wxApi/callback`, which posts the same message.
///
/// The message the frame posts to its parent: `{ type: 'wxAuthSuccess', query: { code, state } }`;
/// the app then calls `user.loginByWx(query)`.
export const wxLoginParams = z.object({
  provider: z.enum(['sandbox', 'wechat']),
  appid: z.string(),
  scope: z.string(),
  state: z.string(),
  redirectUri: z.string(),
  qrUrl: z.string(),
});

export const wxAuthMessageType = 'wxAuthSuccess';

/// The `postMessage` payload of the QR frame.
export const wxAuthMessage = z.object({
  type: z.literal(wxAuthMessageType),
  query: z.object({ code: z.string(), state: z.string() }),
});

/// 200 bound and logged in (`data`); other statuses show `statusText` (e.g. wrong SMS code).
export const wxBindResult = z.object({
  status: z.number(),
  statusText: z.string(),
  data: loginUser.optional(),
});

export const wxApi = {
  loginParams: defineCall({ method: 'GET', path: '/api/wxApi/loginParams', response: wxLoginParams }),
  /** POST {openid, phone, code}: first WeChat login binds (or registers) the phone, then logs in. */
  bindFirstly: defineCall({
    method: 'POST',
    path: '/api/wxApi/bind_firstly',
    body: object({
      openid: text(messages.openidRequired, messages.openidInvalid).max(128, messages.openidInvalid),
      phone: phoneField,
      code: smsCodeField,
    }),
    response: wxBindResult,
  }),
};

export type WxLoginParams = z.output<typeof wxLoginParams>;
export type WxAuthMessage = z.output<typeof wxAuthMessage>;
export type WxBindResult = z.output<typeof wxBindResult>;
