import { messages, smsStatus, type SmsCodeResult } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { rateEvents } from '../../db/rateEvents.ts';
import { SmsSendError, type SmsPurpose } from '../../providers/sms/types.ts';
import { keyedHash, randomDigits, sameHash } from '../../security.ts';
import { smsRepo } from './repo.ts';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/// SMS rules (issue 2, spec 01 §4): one code per phone per interval; codes live 5 minutes, are
/// single-use and burn after 5 wrong attempts; a picture captcha is required after repeated requests.
export const smsRules = {
  intervalSeconds: 60,
  codeTtlMs: 5 * minute,
  maxAttempts: 5,
  captchaTtlMs: 5 * minute,
  dailyLimitPerPhone: 10,
} as const;

export type VerifyResult = { ok: true } | { ok: false; message: string };

export function smsService(app: FastifyInstance) {
  const repo = smsRepo(app.db);
  const events = rateEvents(app.db);
  const captchaSubject = (purpose: SmsPurpose, phone: string) => `${purpose}:${phone}`;

  async function checkCaptcha(purpose: SmsPurpose, phone: string, answer: string): Promise<boolean> {
    const stored = await repo.takeCaptcha(captchaSubject(purpose, phone));
    if (!stored || stored.expires_at <= app.now()) return false;
    return sameHash(stored.text_hash, keyedHash(app.secret, answer.toLowerCase()));
  }

  return {
    /** A new picture captcha for this phone, as a data URL (`data:image/svg+xml;base64,…`). */
    async createCaptcha(purpose: SmsPurpose, phone: string): Promise<string> {
      const captcha = app.captcha();
      await repo.putCaptcha(captchaSubject(purpose, phone), keyedHash(app.secret, captcha.text.toLowerCase()), app.now() + smsRules.captchaTtlMs);
      return `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`;
    },

    async requestCode(input: { purpose: SmsPurpose; phone: string; captcha?: string | undefined; ip: string }): Promise<SmsCodeResult> {
      const { purpose, phone, ip } = input;
      const now = app.now();
      const last = await repo.latestCode(phone, purpose);
      const waitMs = last ? last.created_at + smsRules.intervalSeconds * second - now : 0;
      if (waitMs > 0) {
        const wait = Math.ceil(waitMs / second);
        return { status: smsStatus.tooFrequent, statusText: `验证码发送过于频繁，请${wait}秒后再试`, interval: wait };
      }
      if ((await events.count('sms_phone', phone, now - 24 * hour)) >= smsRules.dailyLimitPerPhone) {
        return { status: smsStatus.dailyLimit, statusText: '今日验证码发送次数已达上限，请明天再试', interval: 0 };
      }
      const needsCaptcha =
        (await events.count('sms_phone', phone, now - hour)) >= app.config.smsCaptchaAfterPhone ||
        (await events.count('sms_ip', ip, now - hour)) >= app.config.smsCaptchaAfterIp;
      if (needsCaptcha) {
        if (!input.captcha) return { status: smsStatus.captchaRequired, statusText: '请输入图形验证码', interval: 0 };
        if (!(await checkCaptcha(purpose, phone, input.captcha))) {
          return { status: smsStatus.captchaWrong, statusText: '图形验证码错误，请重新输入', interval: 0 };
        }
      }
      const code = randomDigits(6);
      const id = await repo.insertCode({
        phone,
        purpose,
        code_hash: keyedHash(app.secret, code),
        created_at: now,
        expires_at: now + smsRules.codeTtlMs,
      });
      await events.record('sms_phone', phone, now);
      await events.record('sms_ip', ip, now);
      try {
        await app.sms.send({ phone, code, purpose });
      } catch (error) {
        await repo.deleteCode(id);
        if (!(error instanceof SmsSendError)) throw error;
        app.log.error({ err: error, provider: app.sms.name }, 'SMS not sent');
        return { status: smsStatus.providerFailed, statusText: '短信发送失败，请稍后再试', interval: 0 };
      }
      return { status: smsStatus.sent, statusText: '验证码已发送', interval: smsRules.intervalSeconds };
    },

    /** Checks and consumes the latest code of the phone. */
    async verifyCode(purpose: SmsPurpose, phone: string, code: string): Promise<VerifyResult> {
      const now = app.now();
      const row = await repo.latestCode(phone, purpose);
      if (!row || row.consumed_at !== null || row.expires_at <= now) return { ok: false, message: messages.smsCodeExpired };
      if (row.attempts >= smsRules.maxAttempts) return { ok: false, message: messages.smsCodeBurned };
      if (!sameHash(row.code_hash, keyedHash(app.secret, code))) {
        await repo.addAttempt(row.id);
        const burned = row.attempts + 1 >= smsRules.maxAttempts;
        return { ok: false, message: burned ? messages.smsCodeBurned : messages.smsCodeWrong };
      }
      if (!(await repo.consume(row.id, now))) return { ok: false, message: messages.smsCodeExpired };
      return { ok: true };
    },
  };
}

export type SmsService = ReturnType<typeof smsService>;
