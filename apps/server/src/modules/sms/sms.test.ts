import { describe, expect, it } from 'vitest';
import { contract, messages, smsStatus } from '@peiyin/api-client';
import { SmsSendError, type SmsProvider } from '../../providers/sms/index.ts';
import { describeOnBothDatabases, lastCode, send, startServer, uniquePhone } from '../../testing/harness.ts';
import { smsRules } from './service.ts';

// Captchas whose text the test knows (the real maker draws random text as SVG paths).
let captchaText = 'AB12';
const knownCaptcha = () => ({ text: captchaText, svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${captchaText}</text></svg>` });
const minute = 60_000;

describeOnBothDatabases(
  'sms codes',
  (server) => {
    // Each phone asks from its own address unless a test says otherwise, so the per-address limit
    // (4 here) only counts where a test means it to.
    const requestCode = (phone: string, captcha?: string, ip = `198.51.100.${Number(phone.slice(-3)) % 250}`) =>
      send(server().app, contract.sms.loginVerifyCode, captcha === undefined ? { phone } : { phone, captcha }, { ip });

    it('sends a code: status 200 with the resend interval, and the code reaches the provider', async () => {
      const phone = uniquePhone();
      const { status, body } = await requestCode(phone);
      expect(status).toBe(200);
      expect(body.data).toEqual({ status: 200, statusText: '验证码已发送', interval: smsRules.intervalSeconds });
      expect(await lastCode(server().app, phone)).toMatch(/^\d{6}$/);
    });

    it('allows one code per phone per interval, telling how many seconds remain', async () => {
      const phone = uniquePhone();
      await requestCode(phone);
      server().clock.advance(20_000);
      const again = await requestCode(phone);
      expect(again.body.data).toEqual({ status: smsStatus.tooFrequent, statusText: '验证码发送过于频繁，请40秒后再试', interval: 40 });
      server().clock.advance(40_000);
      expect((await requestCode(phone)).body.data?.status).toBe(200);
    });

    it('requires a picture captcha after repeated requests from one phone: 202 without, 203 wrong, 200 right', async () => {
      const { app, clock } = server();
      const phone = uniquePhone();
      for (let i = 0; i < 3; i++) {
        expect((await requestCode(phone)).body.data?.status).toBe(200);
        clock.advance(minute);
      }
      const without = await requestCode(phone);
      expect(without.body.data).toEqual({ status: 202, statusText: '请输入图形验证码', interval: 0 });

      captchaText = 'K7mP';
      const image = await send(app, contract.sms.loginVerifyCaptcha, { phone });
      expect(image.body.data).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(image.body.data!.split(',')[1]!, 'base64').toString()).toContain('<svg');

      const wrong = await requestCode(phone, 'XXXX');
      expect(wrong.body.data).toEqual({ status: 203, statusText: '图形验证码错误，请重新输入', interval: 0 });
      // a captcha answers one attempt only: the right text after a wrong one needs a new picture
      expect((await requestCode(phone, 'K7mP')).body.data?.status).toBe(203);

      await send(app, contract.sms.loginVerifyCaptcha, { phone });
      expect((await requestCode(phone, 'k7mp')).body.data?.status).toBe(200); // case-insensitive
    });

    it('requires a captcha after repeated requests from one address, whatever the phone', async () => {
      const ip = '203.0.113.9';
      for (let i = 0; i < 4; i++) expect((await requestCode(uniquePhone(), undefined, ip)).body.data?.status).toBe(200);
      expect((await requestCode(uniquePhone(), undefined, ip)).body.data?.status).toBe(202);
      // another address is not affected
      expect((await requestCode(uniquePhone(), undefined, '203.0.113.10')).body.data?.status).toBe(200);
    });

    it('refuses more than the daily number of codes for a phone', async () => {
      const { app, clock } = server();
      const phone = uniquePhone();
      for (let i = 0; i < smsRules.dailyLimitPerPhone; i++) {
        await send(app, contract.sms.loginVerifyCaptcha, { phone });
        expect((await requestCode(phone, captchaText)).body.data?.status).toBe(200);
        clock.advance(minute);
      }
      expect((await requestCode(phone, captchaText)).body.data).toEqual({ status: 403, statusText: '今日验证码发送次数已达上限，请明天再试', interval: 0 });
      clock.advance(24 * 60 * minute);
      expect((await requestCode(phone)).body.data?.status).toBe(200);
    });

    it('keeps codes for login and for the WeChat bind dialog apart', async () => {
      const { app } = server();
      const phone = uniquePhone();
      const bind = await send(app, contract.sms.verifyCode, { phone });
      expect(bind.body.data?.status).toBe(200);
      const code = await lastCode(app, phone);
      const login = await send(app, contract.user.loginBySms, { phone, code });
      expect(login.body).toMatchObject({ code: 400, message: messages.smsCodeExpired });
      const image = await send(app, contract.sms.verifyCaptcha, { phone });
      expect(image.body.data).toMatch(/^data:image\/svg\+xml;base64,/);
    });

    it('rejects bad input with the field messages of spec 01 §5, never 5xx', async () => {
      const { app } = server();
      const cases: [unknown, string][] = [
        [{}, '请输入手机号码'],
        [{ phone: '' }, '请输入手机号码'],
        [{ phone: '   ' }, '请输入手机号码'],
        [{ phone: '12345678901' }, '手机号格式不正确'],
        [{ phone: '1380013800' }, '手机号格式不正确'],
        [{ phone: 13800138000 }, '手机号格式不正确'],
        [{ phone: '1'.repeat(5000) }, '手机号格式不正确'],
        [{ phone: '13800138000', captcha: 'ABCDEFG' }, '字符验证码不能超过6个字符'],
        [{ phone: '13800138000', captcha: 12 }, '请输入字符验证码'],
      ];
      for (const [input, message] of cases) {
        const { status, body } = await send(app, contract.sms.loginVerifyCode, input);
        expect({ input, status, body }).toEqual({ input, status: 400, body: { code: 400, message, data: null } });
      }
      // the bind dialog's message for an empty phone (spec 01 §5)
      expect((await send(app, contract.sms.verifyCode, {})).body.message).toBe('手机号不能为空');
      expect((await send(app, contract.sms.verifyCaptcha, {})).body.message).toBe('手机号不能为空');
      expect((await send(app, contract.sms.loginVerifyCaptcha, { phone: 'abc' })).body.message).toBe('手机号格式不正确');
    });

    it('serves the last code only through the development endpoint with a valid phone', async () => {
      const { app } = server();
      const bad = await app.inject({ method: 'GET', url: '/api/dev/sms/last?phone=123' });
      expect(bad.json()).toMatchObject({ code: 400, message: '手机号格式不正确' });
      const none = await app.inject({ method: 'GET', url: `/api/dev/sms/last?phone=${uniquePhone()}` });
      expect(none.json()).toMatchObject({ code: 404 });
    });
  },
  { overrides: () => ({ captcha: knownCaptcha }), env: { SMS_CAPTCHA_AFTER_IP: '4' } },
);

describe('sms provider failure', () => {
  it('answers status 500 with a Chinese statusText and keeps no usable code', async () => {
    const failing: SmsProvider = { name: 'failing', send: async () => Promise.reject(new SmsSendError('gateway down')) };
    const server = await startServer('sqlite', { overrides: () => ({ sms: failing }) });
    try {
      const phone = uniquePhone();
      const { body } = await send(server.app, contract.sms.loginVerifyCode, { phone });
      expect(body.data).toEqual({ status: 500, statusText: '短信发送失败，请稍后再试', interval: 0 });
      // no interval was started by a code that never left: the user may retry at once
      expect((await send(server.app, contract.sms.loginVerifyCode, { phone })).body.data?.status).toBe(500);
    } finally {
      await server.stop();
    }
  });
});

describe('production', () => {
  it('has no development endpoint', async () => {
    const server = await startServer('sqlite', { env: { NODE_ENV: 'production' } });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/dev/sms/last?phone=13800138000' });
      expect(response.json()).toEqual({ code: 404, message: messages.notFound, data: null });
    } finally {
      await server.stop();
    }
  });
});
