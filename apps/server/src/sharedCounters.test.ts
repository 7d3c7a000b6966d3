import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, messages, smsStatus } from '@peiyin/api-client';
import type { App } from './app.ts';
import { svgSha256 } from './plugins/captcha.ts';
import { databaseKinds, secondServer, send, signIn, startServer, uniquePhone, type TestServer } from './testing/harness.ts';

/// Abuse counters hold across API processes (issue 14): password tries, SMS sends and picture captchas are
/// rows in the shared database, so a client switching between two processes gains nothing.
for (const kind of databaseKinds) {
  describe(`abuse counters shared by two servers on one database [${kind}]`, () => {
    let first: TestServer & { stop: () => Promise<void> };
    let second: App;
    beforeAll(async () => {
      first = await startServer(kind);
      second = await secondServer(first);
    });
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });

    it('5 wrong passwords split over both servers lock the account at that address on both', async () => {
      const user = await signIn(first.app);
      await send(first.app, contract.user.setPassword, { newPassword: 'right_1' }, { token: user.token });
      const ip = '198.51.100.31';
      const tryOn = (app: App, password: string) => send(app, contract.user.loginByPwd, { username: user.phone, password }, { ip });
      for (const [i, app] of [first.app, second, first.app, second, first.app].entries()) {
        expect((await tryOn(app, `wrong_${i}`)).body.message).toBe('用户名或密码错误');
      }
      for (const app of [second, first.app]) {
        expect((await tryOn(app, 'right_1')).body).toEqual({ code: 429, message: messages.loginLocked, data: null });
      }
    });

    it('SMS sends to one phone counted on both servers: the 4th asks for the picture one server drew, which the other checks', async () => {
      const phone = uniquePhone();
      const ip = '198.51.100.32';
      const sendCode = (app: App, captcha?: string) => send(app, contract.sms.loginVerifyCode, { phone, ...(captcha ? { captcha } : {}) }, { ip });
      // one code a minute per phone, on either server
      expect((await sendCode(first.app)).body.data!.status).toBe(smsStatus.sent);
      expect((await sendCode(second)).body.data!.status).toBe(smsStatus.tooFrequent);
      first.clock.advance(61_000);
      expect((await sendCode(second)).body.data!.status).toBe(smsStatus.sent);
      first.clock.advance(61_000);
      expect((await sendCode(first.app)).body.data!.status).toBe(smsStatus.sent);
      first.clock.advance(61_000);
      // 3 sends this hour (SMS_CAPTCHA_AFTER_PHONE), two of them by the other server
      expect((await sendCode(second)).body.data!.status).toBe(smsStatus.captchaRequired);

      // the picture drawn by the first server is answered on the second
      const picture = (await send(first.app, contract.sms.loginVerifyCaptcha, { phone }, { ip })).body.data!;
      const svg = Buffer.from(picture.slice(picture.indexOf(',') + 1), 'base64').toString('utf8');
      const text = first.app.captchaAnswer!(svgSha256(svg))!;
      expect((await sendCode(second, text)).body.data!.status).toBe(smsStatus.sent);
    });
  });
}
