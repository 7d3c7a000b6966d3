// Membership and payment through the embedded sandbox provider, on SQLite and PostgreSQL: products, orders
// (the QR read as a phone reads it, the cashier page used as a person uses it), expiry with the provider
// asked first, stacking and upgrades, entitlements, notifications applied exactly once under 20 parallel
// deliveries, forged and tampered notifications, the new-member trial, invitations.
import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { SandboxPayProvider } from '../../providers/pay/index.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/membership.ts';
import { DAY_MS } from '../vip/membership.ts';
import { beijingTime } from './service.ts';
import { orderStatus, payAtCashier, postNotification, presetOrder, ticketOf } from './testing.ts';
import { readQr } from '../../testing/qrDecode.ts';

const MIN = 60_000;

describeOnBothDatabases('membership and payment (sandbox)', (server) => {
  it('lists the products of each membership with per-day prices, and says how payment works here', async () => {
    const { app } = server();
    const products = (await send(app, contract.vip.products)).body.data!;
    expect(products.map((p) => p.id)).toEqual([101, 102, 103, 111, 112]);
    expect(products[0]).toEqual({
      id: 101,
      productType: 100,
      name: '高级会员',
      title: '高级会员·月卡',
      vipLevel: 2,
      days: 30,
      realPrice: 29.9,
      originPrice: 49,
      averagePrice: 1,
      saveMoney: 19.1,
      promotion: '',
      minutes: 0,
      tokens: 0,
    });
    expect(products[4]).toMatchObject({ name: '超级会员', vipLevel: 3, promotion: '最受欢迎', averagePrice: 0.82 });
    expect((await send(app, contract.vip.asrProducts)).body.data!.map((p) => [p.id, p.minutes])).toEqual([
      [201, 500],
      [202, 500],
    ]);
    expect((await send(app, contract.vip.gptProducts)).body.data!.map((p) => [p.id, p.tokens, p.realPrice])).toEqual([
      [301, 1_000_000, 39],
      [302, 1_000_000, 168],
    ]);
    expect((await send(app, contract.trade.options)).body.data).toEqual({ mode: 'sandbox', methods: [1, 2], orderTtlSeconds: 300 });
    const guide = (await send(app, contract.vip.guideContent)).body.data!;
    expect(guide.levels.map((l) => [l.vipName, l.privileges[2]])).toEqual([
      ['高级会员', '每日免费合成 80 次'],
      ['超级会员', '每日免费合成 90 次'],
    ]);
    // the dialog's new-member offer names the trial this server gives
    expect(guide.trialDays).toBe(3);
  });

  it('takes a payment from the QR to the cashier page and back: paid, member, recorded, in the ticker', async () => {
    const { app, clock } = server();
    const user = await signIn(app);
    const token = user.token;
    expect((await send(app, contract.vip.memberInfo, undefined, { token })).body.data).toEqual({ newUser: true, vipLevel: 0, vipName: '', startTime: null, endTime: null, expired: false, showRenew: false });
    expect((await send(app, contract.vip.lastPayments)).body.data).toEqual([]);

    const order = await presetOrder(app, token, 101);
    expect(order).toMatchObject({ amount: 29.9, sandbox: true, expireTime: clock.time + 5 * MIN });
    expect(order.orderNo).toMatch(/^PY\d{24}$/);
    // The QR encodes our own cashier page, reachable by a phone at the address the browser used.
    // (this server's own address and port: the test's requests name localhost:80, which is not where it listens)
    expect(order.payUrl).toMatch(new RegExp(`^http://localhost:8080/pay/sandbox\\?orderNo=${order.orderNo}&t=`));
    expect(await orderStatus(app, token, order.orderNo)).toMatchObject({ code: 200, data: { status: 0, subtitle: '', productType: 100 } });

    const { page, result } = await payAtCashier(app, order.payUrl);
    expect(page).toContain('¥</small>29.90');
    expect(page).toContain('确认支付');
    expect(page).toContain('取消');
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('支付成功');

    const paidAt = clock.time;
    const paid = await orderStatus(app, token, order.orderNo);
    expect(paid.data).toEqual({ status: 1, subtitle: `已开通高级会员·月卡，高级会员有效期至 ${beijingTime(paidAt + 30 * DAY_MS)}`, productType: 100 });
    expect((await send(app, contract.vip.memberInfo, undefined, { token })).body.data).toEqual({
      newUser: false,
      vipLevel: 2,
      vipName: '高级会员',
      startTime: paidAt,
      endTime: paidAt + 30 * DAY_MS,
      expired: false,
      showRenew: false,
    });
    expect((await send(app, contract.trade.flows, {}, { token })).body.data).toEqual({
      total: 1,
      list: [{ tradeTime: paidAt, code: order.orderNo, title: '高级会员·月卡', details: `支付宝支付，高级会员有效期至 ${beijingTime(paidAt + 30 * DAY_MS)}`, amount: 29.9, sign: '-' }],
    });
    const ticker = (await send(app, contract.vip.lastPayments)).body.data!;
    expect(ticker[0]).toEqual({ content: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)} 刚刚开通了高级会员·月卡` });
    // Paying the same link again changes nothing.
    await payAtCashier(app, order.payUrl);
    expect((await send(app, contract.trade.flows, {}, { token })).body.data!.total).toBe(1);
    expect((await send(app, contract.vip.memberInfo, undefined, { token })).body.data!.endTime).toBe(paidAt + 30 * DAY_MS);
    // The login answer and the profile say the same level.
    clock.advance(MIN + 1000);
    expect((await signIn(app, user.phone)).vipLevel).toBe(2);
    expect((await send(app, contract.user.profile, undefined, { token })).body.data!.vipLevel).toBe(2);
  });

  it('stacks repeat purchases from the later of now and the end, and computes expiry from the end time', async () => {
    const { app, clock } = server();
    // Tokens last 7 days: sign in again after moving the clock further.
    const first = await signIn(app);
    const phone = first.phone;
    let token = first.token;
    const later = async (ms: number) => {
      clock.advance(ms);
      token = (await signIn(app, phone)).token;
    };
    await later(MIN + 1000);
    const start = clock.time;
    await payAtCashier(app, (await presetOrder(app, token, 101)).payUrl);
    await later(10 * DAY_MS);
    await payAtCashier(app, (await presetOrder(app, token, 101)).payUrl);
    // Validity extends from the current end, not from the second payment.
    expect((await send(app, contract.vip.memberInfo, undefined, { token })).body.data).toMatchObject({ vipLevel: 2, startTime: start, endTime: start + 60 * DAY_MS, showRenew: false });
    await later(45 * DAY_MS);
    expect((await send(app, contract.vip.memberInfo, undefined, { token })).body.data).toMatchObject({ vipLevel: 2, showRenew: true, expired: false });
    await later(5 * DAY_MS);
    // The end has passed: not a member, the name kept so the header can show the expired membership.
    const expired = (await send(app, contract.vip.memberInfo, undefined, { token })).body.data!;
    expect(expired).toMatchObject({ vipLevel: 0, vipName: '高级会员', expired: true, showRenew: true, endTime: start + 60 * DAY_MS });
    const userId = await userIdOf(app, phone);
    expect((await app.entitlements.of(userId)).tts).toMatchObject({ level: 0, dailyTasks: 5, hd: false, allEmotions: false });
    // Buying after expiry starts from the payment.
    await payAtCashier(app, (await presetOrder(app, token, 101)).payUrl);
    expect((await send(app, contract.vip.memberInfo, undefined, { token })).body.data).toMatchObject({ vipLevel: 2, startTime: clock.time, endTime: clock.time + 30 * DAY_MS, expired: false });
  });

  it('upgrades level 2 to 3 converting the remaining days by the levels’ day values, and keeps level 3 when level 2 is bought', async () => {
    const { app, clock } = server();
    const { phone } = await signIn(app);
    clock.advance(MIN + 1000);
    let { token } = await signIn(app, phone);
    await payAtCashier(app, (await presetOrder(app, token, 101)).payUrl);
    clock.advance(10 * DAY_MS);
    token = (await signIn(app, phone)).token;
    await payAtCashier(app, (await presetOrder(app, token, 111)).payUrl);
    // 20 days left at level 2; a day of level 2 is worth ¥199/365, of level 3 ¥299/365 (the year cards):
    // 20 days × 199/299 = 13.31 days of level 3, then the 30 days bought.
    const converted = Math.floor((20 * DAY_MS * 19900) / 29900);
    const afterUpgrade = (await send(app, contract.vip.memberInfo, undefined, { token })).body.data!;
    expect(afterUpgrade).toMatchObject({ vipLevel: 3, vipName: '超级会员' });
    expect(afterUpgrade.endTime).toBe(clock.time + converted + 30 * DAY_MS);
    expect(await orderStatus(app, token, (await send(app, contract.trade.flows, {}, { token })).body.data!.list[0]!.code)).toMatchObject({
      data: { status: 1, subtitle: `已开通超级会员·月卡，超级会员有效期至 ${beijingTime(afterUpgrade.endTime!)}` },
    });
    // Level 2 bought while level 3 runs: level 3 stays, the 30 days are converted (30 × 199/299).
    await payAtCashier(app, (await presetOrder(app, token, 101)).payUrl);
    const after = (await send(app, contract.vip.memberInfo, undefined, { token })).body.data!;
    expect(after).toMatchObject({ vipLevel: 3 });
    expect(after.endTime).toBe(afterUpgrade.endTime! + Math.floor((30 * DAY_MS * 19900) / 29900));
  });

  it('grants speech recognition and AI writing memberships their own allowances', async () => {
    const { app } = server();
    const user = await signIn(app);
    const id = await userIdOf(app, user.phone);
    expect(await app.entitlements.of(id)).toMatchObject({ asr: { member: false, minutesPerMonth: 0 }, gpt: { member: false, tokensPerMonth: 20_000 } });
    await payAtCashier(app, (await presetOrder(app, user.token, 201)).payUrl);
    await payAtCashier(app, (await presetOrder(app, user.token, 302, 2)).payUrl);
    expect((await send(app, contract.vip.asrInfo, undefined, { token: user.token })).body.data).toMatchObject({ member: true, vipLevel: 1, expired: false, minutesPerMonth: 500 });
    expect((await send(app, contract.vip.gptInfo, undefined, { token: user.token })).body.data).toMatchObject({ member: true, vipLevel: 1, vipName: 'AI写作会员', tokensPerMonth: 1_000_000 });
    // Neither makes a speech synthesis member.
    expect((await app.entitlements.of(id)).tts.level).toBe(0);
    expect((await send(app, contract.trade.flows, {}, { token: user.token })).body.data!.list.map((f) => f.details.slice(0, 4))).toEqual(['微信支付', '支付宝支']);
  });

  it('asks the provider before expiring an order near its expiry, credits a payment whose notification was lost, and expires the rest', async () => {
    const { app, clock } = server();
    const { token } = await signIn(app);
    const events = async (orderNo: string) => (await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', orderNo).orderBy('id').execute()).map((e) => e.kind);

    // Paid at the cashier, but the notification never arrives (the sandbox remembers the trade).
    const lost = await presetOrder(app, token, 101);
    app.pay.sandbox!.pay(ticketOf(lost.payUrl));
    clock.advance(3 * MIN);
    expect((await orderStatus(app, token, lost.orderNo)).data!.status).toBe(0);
    expect(await events(lost.orderNo)).toEqual(['created']);
    clock.advance(90_000);
    expect((await orderStatus(app, token, lost.orderNo)).data).toMatchObject({ status: 1, subtitle: expect.stringContaining('已开通高级会员·月卡') });
    expect(await events(lost.orderNo)).toEqual(['created', 'queried', 'paid']);

    // Never paid: still waiting near expiry (asked once, then not again within 15 s), expired after it.
    const unpaid = await presetOrder(app, token, 101);
    clock.advance(4 * MIN + 30_000);
    expect((await orderStatus(app, token, unpaid.orderNo)).data!.status).toBe(0);
    expect((await orderStatus(app, token, unpaid.orderNo)).data!.status).toBe(0);
    expect(await events(unpaid.orderNo)).toEqual(['created', 'queried']);
    clock.advance(31_000);
    expect((await orderStatus(app, token, unpaid.orderNo)).data).toEqual({ status: -1, subtitle: '二维码已过期，点击刷新', productType: 100 });
    expect(await events(unpaid.orderNo)).toEqual(['created', 'queried', 'queried', 'expired']);
    // The cashier page of an expired order says so and cannot pay it.
    const page = await app.inject({ method: 'GET', url: new URL(unpaid.payUrl).pathname + new URL(unpaid.payUrl).search });
    expect(page.body).toContain('订单已过期');

    // A payment notification arriving after the order expired is still applied: the money was taken.
    const late = app.pay.sandbox!.notification({ app_id: 'sandbox', out_trade_no: unpaid.orderNo, trade_no: 'sbxlate0001', total_fen: 2990, trade_state: 'SUCCESS', success_time: new Date(clock.time).toISOString() });
    expect((await postNotification(app, 'sandbox', late)).statusCode).toBe(200);
    expect((await orderStatus(app, token, unpaid.orderNo)).data!.status).toBe(1);

    // Nobody polls any more: the sweep asks the provider and credits or expires.
    const swept = await presetOrder(app, token, 101);
    const forgotten = await presetOrder(app, token, 102);
    app.pay.sandbox!.pay(ticketOf(swept.payUrl));
    clock.advance(6 * MIN);
    await app.trade.sweep();
    expect((await orderStatus(app, token, swept.orderNo)).data!.status).toBe(1);
    expect((await orderStatus(app, token, forgotten.orderNo)).data!.status).toBe(-1);
  });

  it('expires an order its cashier cancelled, through the same notification route', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const order = await presetOrder(app, token, 112, 2);
    const { result } = await payAtCashier(app, order.payUrl, 'cancel');
    expect(result.body).toContain('订单已取消');
    expect((await orderStatus(app, token, order.orderNo)).data).toMatchObject({ status: -1, subtitle: '二维码已过期，点击刷新' });
    // A cancelled order cannot be paid afterwards.
    const again = await payAtCashier(app, order.payUrl);
    expect(again.page).toContain('订单已取消');
    expect(again.result.statusCode).toBe(409);
    expect((await orderStatus(app, token, order.orderNo)).data!.status).toBe(-1);
  });

  it('applies 20 parallel deliveries of one notification once: one membership, one record, the inviter rewarded once', async () => {
    const { app, clock } = server();
    const inviter = await signIn(app);
    const inviteCode = (await send(app, contract.user.inviterCode, undefined, { token: inviter.token })).body.data!;
    const friend = await signIn(app, undefined, { inviterCode: inviteCode });
    const order = await presetOrder(app, friend.token, 111);
    const notification = app.pay.sandbox!.pay(ticketOf(order.payUrl));
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(app, 'sandbox', notification)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    const friendId = await userIdOf(app, friend.phone);
    const inviterId = await userIdOf(app, inviter.phone);
    const grants = await app.db.selectFrom('membership_grants').select(['user_id', 'reason']).where('user_id', 'in', [friendId, inviterId]).orderBy('id').execute();
    expect(grants).toEqual([
      { user_id: friendId, reason: 'order' },
      { user_id: inviterId, reason: 'inviter' },
      { user_id: friendId, reason: 'invitee' },
    ]);
    // 30 days bought + 3 days for the invited friend; 7 days of level 2 for the inviter.
    expect((await send(app, contract.vip.memberInfo, undefined, { token: friend.token })).body.data).toMatchObject({ vipLevel: 3, endTime: clock.time + 33 * DAY_MS });
    expect((await send(app, contract.vip.memberInfo, undefined, { token: inviter.token })).body.data).toMatchObject({ vipLevel: 2, endTime: clock.time + 7 * DAY_MS });
    // Newest first: the reward came with the payment.
    expect((await send(app, contract.trade.flows, {}, { token: friend.token })).body.data!.list.map((f) => [f.title, f.sign, f.amount])).toEqual([
      ['邀请奖励', '+', 0],
      ['超级会员·月卡', '-', 49],
    ]);
    const kinds = (await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', order.orderNo).execute()).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'paid')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'duplicate')).toHaveLength(19);

    // The friend's second payment rewards nobody again.
    await payAtCashier(app, (await presetOrder(app, friend.token, 111)).payUrl);
    expect((await send(app, contract.vip.memberInfo, undefined, { token: inviter.token })).body.data!.endTime).toBe(clock.time + 7 * DAY_MS);
    expect((await send(app, contract.vip.inviterSummary, undefined, { token: inviter.token })).body.data).toMatchObject({
      code: inviteCode,
      invitedCount: 1,
      rewardedCount: 1,
      rewardDays: 7,
      rule: { inviterDays: 7, inviteeDays: 3, vipName: '高级会员' },
      friends: [{ rewarded: true }],
    });
  });

  it('binds an invitation only for an account that has never paid and never in a loop, and rewards only a true first payment (issue 26 §7)', async () => {
    const { app, clock } = server();
    const codeOf = async (user: { token: string }) => (await send(app, contract.user.inviterCode, undefined, { token: user.token })).body.data!;
    const bind = async (user: { token: string }, inviter: { token: string }) => (await send(app, contract.user.bindInviter, { code: await codeOf(inviter) }, { token: user.token })).body;
    const [alice, bob, carol, dave, erin] = [await signIn(app), await signIn(app), await signIn(app), await signIn(app), await signIn(app)];

    // bob was invited by alice: alice cannot then bind bob's code, nor anyone's further down her line
    expect(await bind(bob, alice)).toMatchObject({ code: 200 });
    expect(await bind(alice, bob)).toEqual({ code: 400, message: '不能绑定由您邀请（直接或间接）的用户的邀请码', data: null });
    expect(await bind(carol, bob)).toMatchObject({ code: 200 });
    expect(await bind(alice, carol)).toEqual({ code: 400, message: '不能绑定由您邀请（直接或间接）的用户的邀请码', data: null });

    // dave paid four times, then tried to bind erin's code: too late for a first-payment reward
    for (let i = 0; i < 4; i++) await payAtCashier(app, (await presetOrder(app, dave.token, 101)).payUrl);
    expect(await bind(dave, erin)).toEqual({ code: 400, message: '已开通过会员的账号不能绑定邀请码', data: null });
    const daveId = await userIdOf(app, dave.phone);
    const erinId = await userIdOf(app, erin.phone);
    // and an inviter bound some other way (before this rule) is not rewarded for a fifth payment
    await app.db.updateTable('users').set({ inviter_id: erinId }).where('id', '=', daveId).execute();
    await payAtCashier(app, (await presetOrder(app, dave.token, 101)).payUrl);
    expect(await app.db.selectFrom('membership_grants').select('reason').where('user_id', 'in', [daveId, erinId]).where('reason', 'in', ['inviter', 'invitee']).execute()).toEqual([]);
    expect((await send(app, contract.vip.memberInfo, undefined, { token: erin.token })).body.data).toMatchObject({ vipLevel: 0 });

    // bob's first payment is: alice is rewarded once
    await payAtCashier(app, (await presetOrder(app, bob.token, 101)).payUrl);
    expect((await send(app, contract.vip.memberInfo, undefined, { token: alice.token })).body.data).toMatchObject({ vipLevel: 2, endTime: clock.time + 7 * DAY_MS });
  });

  it('refuses forged, tampered, stale, foreign and reused notifications without crediting anything', async () => {
    const { app, clock } = server();
    const { token, phone } = await signIn(app);
    const userId = await userIdOf(app, phone);
    const grantsOf = () => app.db.selectFrom('membership_grants').select('id').where('user_id', '=', userId).execute();
    const order = await presetOrder(app, token, 101);
    const other = await presetOrder(app, token, 101);
    const sandbox = app.pay.sandbox!;
    const paid = (fields: Record<string, unknown> = {}, at?: number) =>
      sandbox.notification({ app_id: 'sandbox', out_trade_no: order.orderNo, trade_no: 'sbxT0001', total_fen: 2990, trade_state: 'SUCCESS', success_time: new Date(clock.time).toISOString(), ...fields }, at);

    // Forged: a valid-looking notification signed with another key.
    const forger = new SandboxPayProvider({ secret: 'not-the-server-secret-but-32-chars-long', publicUrl: null, now: clock.now });
    const forged = forger.notification({ app_id: 'sandbox', out_trade_no: order.orderNo, trade_no: 'sbxT0001', total_fen: 2990, trade_state: 'SUCCESS' });
    expect((await postNotification(app, 'sandbox', forged)).statusCode).toBe(400);
    // Tampered in transit: the body changed after signing.
    const genuine = paid();
    expect((await postNotification(app, 'sandbox', { ...genuine, body: genuine.body.replace('2990', '1') })).statusCode).toBe(400);
    // Signed, but for another amount than the order's (the price always comes from our product).
    expect((await postNotification(app, 'sandbox', paid({ total_fen: 1 }))).statusCode).toBe(400);
    // Signed, but for another app.
    expect((await postNotification(app, 'sandbox', paid({ app_id: 'someone-else' }))).statusCode).toBe(400);
    // A replay from more than 5 minutes ago.
    expect((await postNotification(app, 'sandbox', paid({}, clock.time - 6 * MIN))).statusCode).toBe(400);
    // Unknown provider.
    expect((await app.inject({ method: 'POST', url: '/api/trade/notify/paypal', payload: 'x' })).statusCode).toBe(404);
    expect((await orderStatus(app, token, order.orderNo)).data!.status).toBe(0);
    expect(await grantsOf()).toEqual([]);
    expect(await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', order.orderNo).where('kind', '=', 'amount_mismatch').execute()).toHaveLength(1);

    // The genuine one is applied; its provider trade number cannot pay a second order.
    expect((await postNotification(app, 'sandbox', paid())).statusCode).toBe(200);
    const reused = sandbox.notification({ app_id: 'sandbox', out_trade_no: other.orderNo, trade_no: 'sbxT0001', total_fen: 2990, trade_state: 'SUCCESS' });
    expect((await postNotification(app, 'sandbox', reused)).statusCode).toBe(400);
    expect((await orderStatus(app, token, other.orderNo)).data!.status).toBe(0);
    expect(await grantsOf()).toHaveLength(1);
  });

  it('checks what is ordered: product, method, owner, login; the client never sets the price', async () => {
    const { app } = server();
    const alice = await signIn(app);
    const bob = await signIn(app);
    const order = (input: Record<string, unknown>, token = alice.token) => send(app, contract.trade.newPresetOrder, input, { token });
    expect((await order({ productType: 100, productId: 999, payMethod: 1 })).body).toMatchObject({ code: 400, message: '套餐不存在或已下架' });
    expect((await order({ productType: 200, productId: 101, payMethod: 1 })).body).toMatchObject({ code: 400, message: '套餐不存在或已下架' });
    expect((await order({ productType: 100, productId: 101, payMethod: 3 })).body).toMatchObject({ code: 400, message: '支付方式不正确' });
    expect((await order({ productType: 150, productId: 101, payMethod: 1 })).body).toMatchObject({ code: 400, message: '会员类型不正确' });
    expect((await order({ productType: 100, payMethod: 1 })).body).toMatchObject({ code: 400, message: '请选择套餐' });
    expect((await order({ productType: 100, productId: 101, payMethod: 1, qrWidth: 5000 })).body).toMatchObject({ code: 400, message: '二维码尺寸不正确' });
    const made = await order({ productType: 100, productId: 101, payMethod: 1, amount: 0.01 });
    expect(made.body.data!.amount).toBe(29.9);
    expect((await send(app, contract.trade.checkPresetOrderStatus, { orderNo: made.body.data!.orderNo }, { token: bob.token })).body).toMatchObject({ code: 404, message: '订单不存在' });
    expect((await send(app, contract.trade.newPresetOrder, { productType: 100, productId: 101, payMethod: 1 })).body).toMatchObject({ code: 401 });
    expect((await send(app, contract.trade.flows, {})).body).toMatchObject({ code: 401 });
  });

  it('gives the new-member trial once per account, and never to an account that has paid', async () => {
    const { app, clock } = server();
    const fresh = await signIn(app);
    const first = (await send(app, contract.vip.takeNewUserRewards, undefined, { token: fresh.token })).body.data!;
    expect(first).toMatchObject({ granted: true, days: 3, memberInfo: { newUser: false, vipLevel: 2, endTime: clock.time + 3 * DAY_MS } });
    const twice = await Promise.all([1, 2, 3].map(() => send(app, contract.vip.takeNewUserRewards, undefined, { token: fresh.token })));
    expect(twice.map((a) => a.body.data!.granted)).toEqual([false, false, false]);
    expect(twice[0]!.body.data!.memberInfo.endTime).toBe(clock.time + 3 * DAY_MS);
    const buyer = await signIn(app);
    await payAtCashier(app, (await presetOrder(app, buyer.token, 101)).payUrl);
    expect((await send(app, contract.vip.takeNewUserRewards, undefined, { token: buyer.token })).body.data).toMatchObject({ granted: false, memberInfo: { endTime: clock.time + 30 * DAY_MS } });
  });

  it('makes a phone’s own order: the sandbox cashier, then back to the result page', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const answer = await send(app, contract.trade.newMobileOrder, { productType: 100, productId: 103, payMethod: 2 }, { token });
    const order = answer.body.data!;
    expect(order).toMatchObject({ amount: 199, sandbox: true });
    expect(order.redirectUrl).toMatch(/^http:\/\/localhost:8080\/pay\/sandbox\?orderNo=/);
    const { result } = await payAtCashier(app, order.redirectUrl);
    // The page returns the phone to the result page, which polls the order.
    expect(result.body).toMatch(new RegExp(`<meta http-equiv="refresh" content="2;url=http://localhost:8080/pay/result\\?orderNo=${order.orderNo}">`));
    expect((await orderStatus(app, token, order.orderNo)).data!.status).toBe(1);
  });

  it('never builds a payment link from a Host header naming another site, and uses this server’s own address (issue 26 §9)', async () => {
    const { app } = server();
    const { token } = await signIn(app);
    const order = async (call: typeof contract.trade.newPresetOrder | typeof contract.trade.newMobileOrder, host: string) => {
      const body = call === contract.trade.newPresetOrder ? { productType: 100, productId: 101, payMethod: 1, qrWidth: 300 } : { productType: 100, productId: 101, payMethod: 1 };
      const answer = await app.inject({ method: 'POST', url: call.path, headers: { host, authorization: `Bearer ${token}` }, payload: body });
      const data = answer.json().data as { qrcode?: string; redirectUrl?: string; orderNo: string };
      return { orderNo: data.orderNo, url: data.qrcode ? readQr(data.qrcode) : data.redirectUrl! };
    };
    for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example:8080', '127.0.0.1:9999', 'user@evil.example']) {
      const qr = await order(contract.trade.newPresetOrder, host);
      expect(qr.url).toMatch(/^http:\/\/localhost:8080\/pay\/sandbox\?/);
      const mobile = await order(contract.trade.newMobileOrder, host);
      expect(mobile.url).toMatch(/^http:\/\/localhost:8080\/pay\/sandbox\?/);
      const { result } = await payAtCashier(app, mobile.url);
      expect(result.body).not.toContain('evil');
      expect(result.body).toContain(`url=http://localhost:8080/pay/result?orderNo=${mobile.orderNo}`);
    }
    // the machine's own address on the port it serves: a phone on the same network can open the QR
    expect((await order(contract.trade.newPresetOrder, '127.0.0.1:8080')).url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/pay\/sandbox\?/);
  });
});

describeOnBothDatabases(
  'purchasing turned off (PAY_PROVIDER=none)',
  (server) => {
    it('says online payment is not open and makes no order', async () => {
      const { app } = server();
      const { token } = await signIn(app);
      expect((await send(app, contract.trade.options)).body.data).toEqual({ mode: 'none', methods: [], orderTtlSeconds: 300 });
      expect((await send(app, contract.trade.newPresetOrder, { productType: 100, productId: 101, payMethod: 1 }, { token })).body).toMatchObject({ code: 400, message: '在线支付暂未开通' });
      // no cashier answers (a 404, or the web app's page where a build of it is served)
      expect((await app.inject({ method: 'GET', url: '/pay/sandbox?orderNo=PY123456&t=x' })).body).not.toContain('沙箱收银台');
      // The products and privileges are still shown.
      expect((await send(app, contract.vip.products)).body.data).toHaveLength(5);
    });
  },
  { env: { PAY_PROVIDER: 'none' } },
);
