import { z } from 'zod';
import { defineCall, object, text } from './define.ts';
import { messages, rules } from './rules.ts';

/// spec 01 §5: "请输入手机号码" when the SMS request has no phone; the bind dialog says "手机号不能为空".
const loginPhone = text(messages.phoneEnter, messages.phoneInvalid).regex(rules.phone, messages.phoneInvalid);
const bindPhone = text(messages.phoneRequired, messages.phoneInvalid).regex(rules.phone, messages.phoneInvalid);

/// The captcha is optional on the first request (status 202 asks for it), max 6 characters.
const captcha = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.string({ error: messages.captchaRequired }).trim().max(rules.captchaMax, messages.captchaTooLong).optional(),
);

/// A picture captcha as a `data:image/svg+xml;base64,…` URL, ready for `<img src>`.
export const captchaImage = z.string();

/// spec 01 §4: 200 sent; 202 captcha required; 203 captcha wrong; any other status shows `statusText`
/// (429 too frequent, 403 daily limit reached, 500 the SMS provider failed).
/// `interval` is the number of seconds before another code may be requested (0 when nothing was sent).
export const smsCodeResult = z.object({
  status: z.number(),
  statusText: z.string(),
  interval: z.number(),
});

export const smsStatus = {
  sent: 200,
  captchaRequired: 202,
  captchaWrong: 203,
  dailyLimit: 403,
  tooFrequent: 429,
  providerFailed: 500,
} as const;

export const sms = {
  /** POST {phone} → a new picture captcha for the login SMS request. */
  loginVerifyCaptcha: defineCall({
    method: 'POST',
    path: '/api/sms/login_verify_captcha',
    body: object({ phone: loginPhone }),
    response: captchaImage,
  }),
  /** POST {phone, captcha?} → {status, statusText, interval}. */
  loginVerifyCode: defineCall({
    method: 'POST',
    path: '/api/sms/login_verify_code',
    body: object({ phone: loginPhone, captcha }),
    response: smsCodeResult,
  }),
  /** GET ?phone= → a new picture captcha for the WeChat bind dialog's SMS request. */
  verifyCaptcha: defineCall({
    method: 'GET',
    path: '/api/sms/verify_captcha',
    query: object({ phone: bindPhone }),
    response: captchaImage,
  }),
  /** POST {phone, captcha?} → {status, statusText, interval} for the WeChat bind dialog. */
  verifyCode: defineCall({
    method: 'POST',
    path: '/api/sms/verify_code',
    body: object({ phone: bindPhone, captcha }),
    response: smsCodeResult,
  }),
};

export type SmsCodeResult = z.output<typeof smsCodeResult>;
