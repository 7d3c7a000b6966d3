import { z } from 'zod';
import { defineCall, empty, object, optionalText, text } from './define.ts';
import { messages, rules } from './rules.ts';

export const phoneField = text(messages.phoneRequired, messages.phoneInvalid).regex(rules.phone, messages.phoneInvalid);
export const smsCodeField = text(messages.smsCodeRequired, messages.smsCodeInvalid).regex(rules.smsCode, messages.smsCodeInvalid);
const newPassword = z
  .string({ error: (issue) => (issue.input == null ? messages.newPasswordRequired : messages.passwordInvalid) })
  .min(1, messages.newPasswordRequired)
  .regex(rules.password, messages.passwordInvalid);
const inviteCode = text(messages.inviteCodeRequired).max(rules.inviteCodeMax, messages.inviteCodeTooLong);

/// spec 01 §3: the login user info the web app keeps; `expire` is a millisecond timestamp
/// (the same instant as the token's `exp`), `vipLevel` above 0 means VIP.
export const loginUser = z.object({
  token: z.string(),
  expire: z.number(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  vipLevel: z.number(),
});

/// spec 02 §3: the account page's profile; `bindInviterCode` is null when no inviter is bound.
export const profile = z.object({
  nickname: z.string(),
  username: z.string(),
  phone: z.string(),
  avatar: z.string(),
  vipLevel: z.number(),
  bindInviterCode: z.string().nullable(),
});

/// spec 01 §4: 200 logs in (`data`), 202 first login (`openid` for the bind dialog), others show `statusText`.
export const wxLoginResult = z.object({
  status: z.number(),
  statusText: z.string(),
  data: loginUser.optional(),
  openid: z.string().optional(),
});

export const user = {
  /** POST {phone, code, inviterCode?}: signs in, registering on first login (inviterCode binds the inviter then). */
  loginBySms: defineCall({
    method: 'POST',
    path: '/api/user/loginBySms',
    body: object({
      phone: phoneField,
      code: smsCodeField,
      inviterCode: optionalText(messages.inviteCodeRequired).pipe(
        z.string().max(rules.inviteCodeMax, messages.inviteCodeTooLong).optional(),
      ),
    }),
    response: loginUser,
  }),
  /** POST {username, password}: username is the phone number or the generated user name. */
  loginByPwd: defineCall({
    method: 'POST',
    path: '/api/user/loginByPwd',
    body: object({
      username: text(messages.usernameRequired).max(rules.usernameMax, messages.usernameTooLong),
      password: z
        .string({ error: messages.passwordRequired })
        .min(1, messages.passwordRequired)
        .max(rules.passwordInputMax, messages.passwordInvalid),
    }),
    response: loginUser,
  }),
  /** POST ?code&state (the query the QR frame posted in `wxAuthSuccess`). */
  loginByWx: defineCall({
    method: 'POST',
    path: '/api/user/loginByWx',
    query: object({
      code: text(messages.wxCodeRequired, messages.wxCodeInvalid).max(256, messages.wxCodeInvalid),
      state: text(messages.wxStateRequired, messages.wxStateInvalid).max(128, messages.wxStateInvalid),
    }),
    response: wxLoginResult,
  }),
  profile: defineCall({ method: 'GET', path: '/api/user/profile', auth: true, response: profile }),
  /** POST {nickname}: spec 02 §5 nickname required, max 30. Answers the updated profile. */
  updateProfile: defineCall({
    method: 'POST',
    path: '/api/user/updateProfile',
    auth: true,
    body: object({ nickname: text(messages.nicknameRequired).max(rules.nicknameMax, messages.nicknameTooLong) }),
    response: profile,
  }),
  hasPassword: defineCall({ method: 'GET', path: '/api/user/hasPassword', auth: true, response: z.boolean() }),
  /** POST {newPassword}: only when the account has no password yet. Signs every session out (spec 02 §4). */
  setPassword: defineCall({
    method: 'POST',
    path: '/api/user/setPassword',
    auth: true,
    body: object({ newPassword }),
    response: empty,
  }),
  /** POST {oldPassword, newPassword}: the old one is checked. Signs every session out (spec 02 §4). */
  updatePassword: defineCall({
    method: 'POST',
    path: '/api/user/updatePassword',
    auth: true,
    body: object({
      oldPassword: z
        .string({ error: messages.oldPasswordRequired })
        .min(1, messages.oldPasswordRequired)
        .max(rules.passwordInputMax, messages.oldPasswordWrong),
      newPassword,
    }),
    response: empty,
  }),
  /** GET → the caller's own invite code (6 digits, stable). */
  inviterCode: defineCall({ method: 'GET', path: '/api/user/inviter/code', auth: true, response: z.string() }),
  /** GET ?code= → binds the inviter once (never changed, not oneself). Answers the bound code. */
  bindInviter: defineCall({
    method: 'GET',
    path: '/api/user/inviter/bind',
    auth: true,
    query: object({ code: inviteCode }),
    response: z.object({ bindInviterCode: z.string() }),
  }),
};

export type LoginUser = z.output<typeof loginUser>;
export type Profile = z.output<typeof profile>;
export type WxLoginResult = z.output<typeof wxLoginResult>;
