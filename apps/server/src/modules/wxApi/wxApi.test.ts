import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, wxAuthMessage } from '@peiyin/api-client';
import { describeOnBothDatabases, lastCode, send, signIn, startServer, uniquePhone, type TestServer } from '../../testing/harness.ts';
import { json, startStub, type StubServer } from '../../testing/httpStub.ts';
import type { App } from '../../app.ts';

const identity = (n: number) => n.toString(16).padStart(32, 'a');

/// What the sandbox page's button does: post {type:'wxAuthSuccess', query:{code, state}}.
async function scan(app: App, who: number) {
  const params = (await send(app, contract.wxApi.loginParams)).body.data!;
  return { code: `sbx_${identity(who)}`, state: params.state };
}

async function bindCode(app: App, phone: string) {
  const sent = await send(app, contract.sms.verifyCode, { phone }, { ip: `192.0.2.${Number(phone.slice(-3)) % 250}` });
  expect(sent.body.data?.status).toBe(200);
  return lastCode(app, phone);
}

describeOnBothDatabases('WeChat QR login (sandbox provider)', (server) => {
  it('gives the QR frame a local sandbox page whose button posts wxAuthSuccess with code and state', async () => {
    const { app } = server();
    const params = (await send(app, contract.wxApi.loginParams)).body.data!;
    expect(params).toMatchObject({ provider: 'sandbox', scope: 'snsapi_login' });
    expect(params.state).toMatch(/^[0-9a-f]{32}$/);
    expect(params.qrUrl).toBe(`/api/wxApi/sandbox?state=${params.state}`);

    const page = await app.inject({ method: 'GET', url: params.qrUrl });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('模拟扫码登录');
    expect(page.body).toContain("type: 'wxAuthSuccess', query: { code: 'sbx_' + identity(), state: state }");
    expect(page.body).toContain(JSON.stringify(params.state));
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('first login answers 202 with the openid; binding a new phone registers and logs in; next scans log in at once', async () => {
    const { app } = server();
    const first = await send(app, contract.user.loginByWx, await scan(app, 1));
    expect(first.body.data).toMatchObject({ status: 202, statusText: '首次使用微信登录，请绑定手机号' });
    const openid = first.body.data!.openid!;
    expect(openid).toMatch(/^sbx_[0-9a-f]{28}$/);

    const phone = uniquePhone();
    const bound = await send(app, contract.wxApi.bindFirstly, { openid, phone, code: await bindCode(app, phone) });
    expect(bound.body.data).toMatchObject({ status: 200, statusText: '绑定成功' });
    const user = bound.body.data!.data!;
    const profile = await send(app, contract.user.profile, undefined, { token: user.token });
    expect(profile.body.data?.phone).toBe(phone);

    const again = await send(app, contract.user.loginByWx, await scan(app, 1));
    expect(again.body.data).toMatchObject({ status: 200, data: { username: user.username } });
  });

  it('binding an existing phone attaches WeChat to that account', async () => {
    const { app } = server();
    const existing = await signIn(app);
    const { openid } = (await send(app, contract.user.loginByWx, await scan(app, 2))).body.data!;
    const bound = await send(app, contract.wxApi.bindFirstly, { openid, phone: existing.phone, code: await bindCode(app, existing.phone) });
    expect(bound.body.data?.data?.username).toBe(existing.username);
  });

  it('refuses a QR state that was not issued or was already used, and an expired one', async () => {
    const { app, clock } = server();
    const unknown = await send(app, contract.user.loginByWx, { code: `sbx_${identity(3)}`, state: 'f'.repeat(32) });
    expect(unknown.body.data).toEqual({ status: 400, statusText: '二维码已失效，请刷新后重新扫码' });
    const scanned = await scan(app, 3);
    expect((await send(app, contract.user.loginByWx, scanned)).body.data?.status).toBe(202);
    expect((await send(app, contract.user.loginByWx, scanned)).body.data?.status).toBe(400);
    const stale = await scan(app, 3);
    clock.advance(11 * 60_000);
    expect((await send(app, contract.user.loginByWx, stale)).body.data?.status).toBe(400);
  });

  it('refuses a code the provider does not accept', async () => {
    const { app } = server();
    const { state } = await scan(app, 4);
    expect((await send(app, contract.user.loginByWx, { code: 'forged', state })).body.data).toEqual({ status: 401, statusText: '微信授权失败，请重新扫码' });
  });

  it('binds only an openid that just asked to, with a right SMS code, and never a phone bound to another WeChat', async () => {
    const { app } = server();
    const phone = uniquePhone();
    const notPending = await send(app, contract.wxApi.bindFirstly, { openid: 'sbx_whatever', phone, code: '123456' });
    expect(notPending.body.data).toEqual({ status: 400, statusText: '微信登录信息已失效，请重新扫码' });

    const { openid } = (await send(app, contract.user.loginByWx, await scan(app, 5))).body.data!;
    const code = await bindCode(app, phone);
    const wrong = await send(app, contract.wxApi.bindFirstly, { openid, phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.data).toEqual({ status: 400, statusText: '短信验证码错误' });
    expect((await send(app, contract.wxApi.bindFirstly, { openid, phone, code })).body.data?.status).toBe(200);

    const { openid: other } = (await send(app, contract.user.loginByWx, await scan(app, 6))).body.data!;
    const taken = await send(app, contract.wxApi.bindFirstly, { openid: other, phone, code: '123456' });
    expect(taken.body.data).toEqual({ status: 409, statusText: '该手机号已绑定其他微信' });
  });

  it('validates the bind form and the login query', async () => {
    const { app } = server();
    for (const [input, message] of [
      [{ phone: '13800138000', code: '1234' }, '微信登录信息已失效，请重新扫码'],
      [{ openid: 'x'.repeat(129), phone: '13800138000', code: '1234' }, '微信登录信息格式不正确'],
      [{ openid: 42, phone: '13800138000', code: '1234' }, '微信登录信息格式不正确'],
      [{ openid: 'o', code: '1234' }, '手机号不能为空'],
      [{ openid: 'o', phone: '1380013800', code: '1234' }, '手机号格式不正确'],
      [{ openid: 'o', phone: '13800138000' }, '短信验证码不能为空'],
      [{ openid: 'o', phone: '13800138000', code: 'abcd' }, '短信验证码格式错误'],
    ] as const) {
      expect((await send(app, contract.wxApi.bindFirstly, input)).body).toEqual({ code: 400, message, data: null });
    }
    expect((await send(app, contract.user.loginByWx, { state: 'x' })).body).toMatchObject({ code: 400, message: '微信授权码不能为空' });
    expect((await send(app, contract.user.loginByWx, { code: 'x' })).body).toMatchObject({ code: 400, message: '微信登录状态不能为空' });
    expect((await send(app, contract.user.loginByWx, { code: 'x'.repeat(257), state: 's' })).body).toMatchObject({ code: 400, message: '微信授权码格式不正确' });
    expect((await send(app, contract.user.loginByWx, { code: 'x', state: 's'.repeat(129) })).body).toMatchObject({ code: 400, message: '微信登录状态格式不正确' });
  });

  it('the callback page hands code and state to the parent, escaped', async () => {
    const { app } = server();
    const page = await app.inject({ method: 'GET', url: '/api/wxApi/callback?code=abc&state=</script><b>' });
    const script = /<script nonce="[^"]+">(.*)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(script).not.toContain('</script>');
    const posted = JSON.parse(/postMessage\((.*), '\*'\)/.exec(script)![1]!) as unknown;
    expect(wxAuthMessage.parse(posted)).toEqual({ type: 'wxAuthSuccess', query: { code: 'abc', state: '</script><b>' } });
  });
});

describe('WeChat open platform provider (against a local server speaking its API)', () => {
  let stub: StubServer;
  let server: TestServer & { stop: () => Promise<void> };
  beforeAll(async () => {
    stub = await startStub((url, _request, response) => {
      if (url.pathname !== '/sns/oauth2/access_token') return json(response, 404, {});
      const ok = url.searchParams.get('appid') === 'wx_app' && url.searchParams.get('secret') === 'wx_secret' && url.searchParams.get('grant_type') === 'authorization_code';
      if (!ok) return json(response, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
      if (url.searchParams.get('code') !== 'good-code') return json(response, 200, { errcode: 40029, errmsg: 'invalid code' });
      return json(response, 200, { access_token: 'AT', expires_in: 7200, refresh_token: 'RT', openid: 'o_real_openid', scope: 'snsapi_login', unionid: 'u1' });
    });
    server = await startServer('sqlite', {
      env: {
        WX_PROVIDER: 'wechat',
        WX_APP_ID: 'wx_app',
        WX_APP_SECRET: 'wx_secret',
        WX_REDIRECT_URI: 'https://peiyin.example/api/wxApi/callback',
        WX_API_BASE: stub.url,
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await stub.close();
  });

  it('points the QR frame at qrconnect with our app id, redirect and state, redirecting inside the frame', async () => {
    const params = (await send(server.app, contract.wxApi.loginParams)).body.data!;
    const qr = new URL(params.qrUrl);
    expect(qr.origin + qr.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(qr.searchParams)).toMatchObject({
      appid: 'wx_app',
      redirect_uri: 'https://peiyin.example/api/wxApi/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: params.state,
      self_redirect: 'true',
    });
    expect(qr.hash).toBe('#wechat_redirect');
    // no sandbox page with the real provider
    expect((await server.app.inject({ method: 'GET', url: '/api/wxApi/sandbox?state=x' })).statusCode).toBe(404);
  });

  it('exchanges the code for the openid; a refused code answers status 401', async () => {
    const params = (await send(server.app, contract.wxApi.loginParams)).body.data!;
    const result = await send(server.app, contract.user.loginByWx, { code: 'good-code', state: params.state });
    expect(result.body.data).toMatchObject({ status: 202, openid: 'o_real_openid' });
    expect(stub.requests.at(-1)?.url.searchParams.get('code')).toBe('good-code');

    const again = (await send(server.app, contract.wxApi.loginParams)).body.data!;
    expect((await send(server.app, contract.user.loginByWx, { code: 'bad-code', state: again.state })).body.data?.status).toBe(401);
  });
});
