import { expect, it } from 'vitest';
import { contract, decodeTokenExpiry, messages } from '@peiyin/api-client';
import { tokenLifetimeMs } from '../../http/auth.ts';
import { describeOnBothDatabases, lastCode, send, signIn, uniquePhone } from '../../testing/harness.ts';
import { smsRules } from '../sms/service.ts';

const minute = 60_000;

describeOnBothDatabases('accounts', (server) => {
  const codeFor = async (phone: string) => {
    const sent = await send(server().app, contract.sms.loginVerifyCode, { phone }, { ip: `192.0.2.${Number(phone.slice(-3)) % 250}` });
    expect(sent.body.data?.status).toBe(200);
    return lastCode(server().app, phone);
  };
  const loginBySms = (input: unknown) => send(server().app, contract.user.loginBySms, input);

  it('registers on first SMS login and answers the login user info with a token that carries its expiry', async () => {
    const { clock } = server();
    const phone = uniquePhone();
    const { status, body } = await loginBySms({ phone, code: await codeFor(phone) });
    expect(status).toBe(200);
    const user = body.data!;
    expect(user).toMatchObject({ nickname: `配音用户${phone.slice(-4)}`, vipLevel: 0 });
    expect(user.username).toMatch(/^py\d{8}$/);
    expect(user.avatar).toBe(`/api/assets/avatars/${user.username}.svg`);
    expect(user.expire).toBe(Math.floor(clock.time / 1000) * 1000 + tokenLifetimeMs);
    expect(decodeTokenExpiry(user.token)).toBe(user.expire);

    // the second login finds the same account
    clock.advance(minute);
    const again = await loginBySms({ phone, code: await codeFor(phone) });
    expect(again.body.data?.username).toBe(user.username);

    const avatar = await server().app.inject({ method: 'GET', url: user.avatar });
    expect(avatar.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(avatar.body).toMatch(/^<svg/);
  });

  it('rejects a wrong code, a reused code and an expired code', async () => {
    const { clock } = server();
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await loginBySms({ phone, code: wrong })).body).toEqual({ code: 400, message: '短信验证码错误', data: null });
    expect((await loginBySms({ phone, code })).body.code).toBe(200);
    expect((await loginBySms({ phone, code })).body).toMatchObject({ code: 400, message: messages.smsCodeExpired });

    clock.advance(minute);
    const late = await codeFor(phone);
    clock.advance(smsRules.codeTtlMs);
    expect((await loginBySms({ phone, code: late })).body).toMatchObject({ code: 400, message: messages.smsCodeExpired });
  });

  it('burns a code after 5 wrong attempts, so guessing cannot succeed', async () => {
    const phone = uniquePhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const messagesSeen: string[] = [];
    for (let i = 0; i < smsRules.maxAttempts; i++) messagesSeen.push((await loginBySms({ phone, code: wrong })).body.message);
    expect(messagesSeen).toEqual(['短信验证码错误', '短信验证码错误', '短信验证码错误', '短信验证码错误', messages.smsCodeBurned]);
    expect((await loginBySms({ phone, code })).body).toMatchObject({ code: 400, message: messages.smsCodeBurned });
  });

  it('validates the SMS login form with the messages of spec 01 §5', async () => {
    const cases: [unknown, string][] = [
      [{ code: '1234' }, '手机号不能为空'],
      [{ phone: '', code: '1234' }, '手机号不能为空'],
      [{ phone: '23800138000', code: '1234' }, '手机号格式不正确'],
      [{ phone: ['13800138000'], code: '1234' }, '手机号格式不正确'],
      [{ phone: '13800138000' }, '短信验证码不能为空'],
      [{ phone: '13800138000', code: '123' }, '短信验证码格式错误'],
      [{ phone: '13800138000', code: '1234567' }, '短信验证码格式错误'],
      [{ phone: '13800138000', code: '12a4' }, '短信验证码格式错误'],
      [{ phone: '13800138000', code: 123456 }, '短信验证码格式错误'],
      [{ phone: '13800138000', code: '123456', inviterCode: '12345678901' }, '邀请码不能超过10个字符'],
      [{ phone: '13800138000', code: '123456', inviterCode: 5 }, '邀请码不能为空'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await loginBySms(input);
      expect({ input, status, body }).toEqual({ input, status: 400, body: { code: 400, message, data: null } });
    }
  });

  it('binds the inviter given at first registration; an unknown invite code keeps the SMS code usable', async () => {
    const { app } = server();
    const inviter = await signIn(app);
    const inviterCode = (await send(app, contract.user.inviterCode, undefined, { token: inviter.token })).body.data!;
    expect(inviterCode).toMatch(/^\d{6}$/);

    const phone = uniquePhone();
    const code = await codeFor(phone);
    expect((await loginBySms({ phone, code, inviterCode: '999999x' })).body).toMatchObject({ code: 400, message: '邀请码不存在' });
    const joined = await loginBySms({ phone, code, inviterCode });
    expect(joined.body.code).toBe(200);
    const profile = await send(app, contract.user.profile, undefined, { token: joined.body.data!.token });
    expect(profile.body.data?.bindInviterCode).toBe(inviterCode);
  });

  it('answers 401 请先登录您的账号！ for account calls without a valid, unexpired token', async () => {
    const { app, clock } = server();
    const user = await signIn(app);
    const forged = user.token.slice(0, -4) + (user.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const token of [undefined, 'garbage', forged]) {
      const { status, body } = await send(app, contract.user.profile, undefined, token ? { token } : {});
      expect({ token, status, body }).toEqual({ token, status: 401, body: { code: 401, message: '请先登录您的账号！', data: null } });
    }
    for (const call of [contract.user.hasPassword, contract.user.inviterCode, contract.user.setPassword, contract.user.updatePassword, contract.user.updateProfile]) {
      expect((await send(app, call, {})).body.code).toBe(401);
    }
    expect((await send(app, contract.user.bindInviter, { code: '123456' })).body.code).toBe(401);

    expect((await send(app, contract.user.profile, undefined, { token: user.token })).body.code).toBe(200);
    clock.advance(tokenLifetimeMs + 1000);
    expect((await send(app, contract.user.profile, undefined, { token: user.token })).body.code).toBe(401);
  });

  it('reads and updates the profile; the nickname is required and at most 30 characters', async () => {
    const { app } = server();
    const user = await signIn(app);
    const auth = { token: user.token };
    const profile = await send(app, contract.user.profile, undefined, auth);
    expect(profile.body.data).toEqual({
      nickname: user.nickname,
      username: user.username,
      phone: user.phone,
      avatar: user.avatar,
      vipLevel: 0,
      bindInviterCode: null,
    });
    const cases: [unknown, string][] = [
      [{}, '用户昵称不能为空'],
      [{ nickname: '   ' }, '用户昵称不能为空'],
      [{ nickname: 42 }, '用户昵称不能为空'],
      [{ nickname: '长'.repeat(31) }, '用户昵称不能超过30个字符'],
    ];
    for (const [input, message] of cases) {
      expect((await send(app, contract.user.updateProfile, input, auth)).body).toEqual({ code: 400, message, data: null });
    }
    const updated = await send(app, contract.user.updateProfile, { nickname: ' 配音小达人 ' }, auth);
    expect(updated.body.data?.nickname).toBe('配音小达人');
    expect((await send(app, contract.user.profile, undefined, auth)).body.data?.nickname).toBe('配音小达人');
    expect((await send(app, contract.user.updateProfile, { nickname: '长'.repeat(30) }, auth)).body.code).toBe(200);
  });

  it('sets a password once, which ends the session; then logs in with phone or user name and password', async () => {
    const { app } = server();
    const user = await signIn(app);
    expect((await send(app, contract.user.hasPassword, undefined, { token: user.token })).body.data).toBe(false);
    for (const [input, message] of [
      [{}, '新密码不能为空'],
      [{ newPassword: '' }, '新密码不能为空'],
      [{ newPassword: 'abc12' }, '密码格式错误'],
      [{ newPassword: 'a'.repeat(17) }, '密码格式错误'],
      [{ newPassword: 'abc 123' }, '密码格式错误'],
      [{ newPassword: 'abc#123' }, '密码格式错误'],
      [{ newPassword: 123456 }, '密码格式错误'],
    ] as const) {
      expect((await send(app, contract.user.setPassword, input, { token: user.token })).body).toEqual({ code: 400, message, data: null });
    }
    expect((await send(app, contract.user.setPassword, { newPassword: 'Pei_yin@1!' }, { token: user.token })).body).toEqual({ code: 200, message: 'success', data: null });
    // spec 02 §4: after a password change the user must log in again
    expect((await send(app, contract.user.profile, undefined, { token: user.token })).body.code).toBe(401);

    const byPhone = await send(app, contract.user.loginByPwd, { username: user.phone, password: 'Pei_yin@1!' });
    expect(byPhone.body.data?.username).toBe(user.username);
    const byName = await send(app, contract.user.loginByPwd, { username: user.username, password: 'Pei_yin@1!' });
    const token = byName.body.data!.token;
    expect((await send(app, contract.user.hasPassword, undefined, { token })).body.data).toBe(true);
    expect((await send(app, contract.user.setPassword, { newPassword: 'another1' }, { token })).body).toMatchObject({ code: 400, message: messages.passwordAlreadySet });
  });

  it('changes the password only with the right old one', async () => {
    const { app } = server();
    const user = await signIn(app);
    expect((await send(app, contract.user.updatePassword, { oldPassword: 'whatever', newPassword: 'newpass1' }, { token: user.token })).body).toMatchObject({
      code: 400,
      message: messages.passwordNotSet,
    });
    await send(app, contract.user.setPassword, { newPassword: 'first_1' }, { token: user.token });
    const token = (await send(app, contract.user.loginByPwd, { username: user.phone, password: 'first_1' })).body.data!.token;
    for (const [input, message] of [
      [{ newPassword: 'second_2' }, '旧密码不能为空'],
      [{ oldPassword: 'first_1' }, '新密码不能为空'],
      [{ oldPassword: 'first_1', newPassword: 'short' }, '密码格式错误'],
      [{ oldPassword: 'wrong_1', newPassword: 'second_2' }, '旧密码错误'],
    ] as const) {
      expect((await send(app, contract.user.updatePassword, input, { token })).body).toEqual({ code: 400, message, data: null });
    }
    expect((await send(app, contract.user.updatePassword, { oldPassword: 'first_1', newPassword: 'second_2' }, { token })).body.code).toBe(200);
    expect((await send(app, contract.user.profile, undefined, { token })).body.code).toBe(401);
    expect((await send(app, contract.user.loginByPwd, { username: user.phone, password: 'first_1' })).body.message).toBe('用户名或密码错误');
    expect((await send(app, contract.user.loginByPwd, { username: user.phone, password: 'second_2' })).body.code).toBe(200);
  });

  it('validates password login and locks an account for 15 minutes after 5 wrong passwords', async () => {
    const { app, clock } = server();
    for (const [input, message] of [
      [{ password: 'x' }, '用户名/手机号不能为空'],
      [{ username: ' ', password: 'x' }, '用户名/手机号不能为空'],
      [{ username: '13800138000' }, '密码不能为空'],
      [{ username: '13800138000', password: '' }, '密码不能为空'],
      [{ username: 'u'.repeat(31), password: 'x' }, '用户名/手机号不能超过30个字符'],
    ] as const) {
      expect((await send(app, contract.user.loginByPwd, input)).body).toEqual({ code: 400, message, data: null });
    }
    // an unknown account answers exactly like a wrong password
    expect((await send(app, contract.user.loginByPwd, { username: '13999999999', password: 'nope_123' })).body.message).toBe('用户名或密码错误');

    const user = await signIn(app);
    await send(app, contract.user.setPassword, { newPassword: 'right_1' }, { token: user.token });
    for (let i = 0; i < 5; i++) {
      expect((await send(app, contract.user.loginByPwd, { username: user.phone, password: `wrong_${i}` })).body.message).toBe('用户名或密码错误');
    }
    // the user name is the same account: no fresh attempts by switching to it
    const locked = await send(app, contract.user.loginByPwd, { username: user.username, password: 'right_1' });
    expect(locked.body).toEqual({ code: 429, message: messages.loginLocked, data: null });
    clock.advance(15 * minute + 1000);
    expect((await send(app, contract.user.loginByPwd, { username: user.phone, password: 'right_1' })).body.code).toBe(200);
  });

  it('locks an account out of one address only, and checks no more than 5 passwords of a concurrent burst (issue 14 §6)', async () => {
    const { app } = server();
    const user = await signIn(app);
    await send(app, contract.user.setPassword, { newPassword: 'right_1' }, { token: user.token });
    const tryFrom = (ip: string, password: string) => send(app, contract.user.loginByPwd, { username: user.phone, password }, { ip });
    // 41 tries at once from one address, the right password 20th: only 5 reach the password check
    const burst = await Promise.all(Array.from({ length: 41 }, (_, i) => tryFrom('198.51.100.7', i === 19 ? 'right_1' : `wrong_${i}`)));
    const checked = burst.filter((answer) => answer.body.code !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.filter((answer) => answer.body.code === 429).length).toBeGreaterThanOrEqual(36);
    expect((await tryFrom('198.51.100.7', 'right_1')).body.code).toBe(429);
    // the owner elsewhere is not locked out by a stranger's wrong passwords
    expect((await tryFrom('203.0.113.20', 'right_1')).body.code).toBe(200);
  });

  it('has a stable own invite code and binds an inviter once, never oneself, never an unknown code', async () => {
    const { app } = server();
    const alice = await signIn(app);
    const bob = await signIn(app);
    const carol = await signIn(app);
    const code = async (user: { token: string }) => (await send(app, contract.user.inviterCode, undefined, { token: user.token })).body.data!;
    const aliceCode = await code(alice);
    expect(await code(alice)).toBe(aliceCode);
    expect(await code(bob)).not.toBe(aliceCode);
    const bind = (user: { token: string }, input: unknown) => send(app, contract.user.bindInviter, input, { token: user.token });

    for (const [input, message] of [
      [{}, '邀请码不能为空'],
      [{ code: '' }, '邀请码不能为空'],
      [{ code: '12345678901' }, '邀请码不能超过10个字符'],
    ] as const) {
      expect((await bind(bob, input)).body).toEqual({ code: 400, message, data: null });
    }
    expect((await bind(bob, { code: await code(bob) })).body).toMatchObject({ code: 400, message: '不能绑定自己的邀请码' });
    const unknown = aliceCode === '000000' ? '000001' : '000000';
    expect((await bind(bob, { code: unknown })).body).toMatchObject({ code: 400, message: '邀请码不存在' });
    expect((await bind(bob, { code: aliceCode })).body).toEqual({ code: 200, message: 'success', data: { bindInviterCode: aliceCode } });
    expect((await bind(bob, { code: await code(carol) })).body).toMatchObject({ code: 400, message: '您已绑定过邀请码，不能更改' });
    expect((await send(app, contract.user.profile, undefined, { token: bob.token })).body.data?.bindInviterCode).toBe(aliceCode);
  });
});
