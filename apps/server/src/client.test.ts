// The real api-client against a listening server: the contract the web app relies on, end to end.
import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { ApiError, createApiClient, decodeTokenExpiry, type ApiClient } from '@peiyin/api-client';
import { describeOnBothDatabases, lastCode, uniquePhone } from './testing/harness.ts';
import { svgCaptchaMaker } from './plugins/captcha.ts';

describeOnBothDatabases('api-client against the server', (server) => {
  let api: ApiClient;
  let token: string | null = null;
  const errors: ApiError[] = [];

  beforeAll(async () => {
    const { app } = server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => token, onError: (error) => errors.push(error) });
  });

  it('signs up by SMS, edits the account, sets a password, is signed out, and signs in with the password', async () => {
    const { app } = server();
    const phone = uniquePhone();
    expect(await api.sms.loginVerifyCode({ phone })).toEqual({ status: 200, statusText: '验证码已发送', interval: 60 });
    const user = await api.user.loginBySms({ phone, code: await lastCode(app, phone) });
    expect(decodeTokenExpiry(user.token)).toBe(user.expire);
    token = user.token;

    expect(await api.user.profile()).toMatchObject({ phone, nickname: user.nickname, bindInviterCode: null });
    expect((await api.user.updateProfile({ nickname: '小配' })).nickname).toBe('小配');
    expect(await api.user.hasPassword()).toBe(false);
    expect(await api.user.inviterCode()).toMatch(/^\d{6}$/);
    expect(await api.user.setPassword({ newPassword: 'peiyin_1' })).toBeNull();

    const signedOut = await api.user.profile().catch((error: unknown) => error);
    expect(signedOut).toBeInstanceOf(ApiError);
    expect(signedOut).toMatchObject({ code: 401, message: '请先登录您的账号！' });
    expect(errors.at(-1)?.message).toBe('请先登录您的账号！');

    const again = await api.user.loginByPwd({ username: phone, password: 'peiyin_1' });
    token = again.token;
    expect((await api.user.profile()).nickname).toBe('小配');
  });

  it('shows a server-side refusal as ApiError and reports it unless handled', async () => {
    const count = errors.length;
    await expect(api.user.loginByPwd({ username: '13000000000', password: 'nobody_1' }, { handled: true })).rejects.toMatchObject({ code: 400, message: '用户名或密码错误' });
    expect(errors.length).toBe(count);
    await expect(api.user.bindInviter({ code: '1' })).rejects.toMatchObject({ code: 400, message: '邀请码不存在' });
    expect(errors.length).toBe(count + 1);
  });

  it('loads the home data, the activity banner, WeChat login params and sends feedback', async () => {
    expect((await api.settings.homeComments()).length).toBeGreaterThanOrEqual(6);
    expect(await api.settings.activityBanner({ position: 1 })).toMatchObject({ valid: true, closeable: true });
    expect((await api.wxApi.loginParams()).qrUrl).toMatch(/^\/api\/wxApi\/sandbox\?state=/);
    expect(await api.feedback.add({ type: 1, content: '很好用', email: 'a@b.cn' })).toBeNull();
    expect(await api.health.get()).toEqual({ version: expect.any(String), database: server().kind });
    const captcha = await api.sms.loginVerifyCaptcha({ phone: uniquePhone() });
    expect(captcha).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

it('the default captcha maker draws 4 characters without look-alikes as SVG', () => {
  const captcha = svgCaptchaMaker();
  expect(captcha.text).toMatch(/^[^0oO1lIi]{4}$/);
  expect(captcha.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  expect(captcha.svg).not.toContain(captcha.text);
});
