// The Alipay adapter against a local gateway that speaks Alipay's OpenAPI 2.0 with real RSA-2048 keys
// made here: it verifies our signatures with our app public key and signs its answers and
// notifications with "Alipay's" private key (testing/fakeAlipay.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlipayProvider } from './alipay.ts';
import { loadPayConfig, type AlipayConfig } from './config.ts';
import { startFakeAlipay, type FakeAlipay } from './testing/fakeAlipay.ts';
import { expectPaidBetween, failure, orderMaker, rejection } from './testing/orders.ts';
import { rsaPair, startProtocolServer, type RsaPair } from './testing/server.ts';

const APP_ID = '2021000123456789';
let app: RsaPair;
let alipayKeys: RsaPair;
let attacker: RsaPair;
let gateway: FakeAlipay;
let config: AlipayConfig;
let provider: AlipayProvider;
const order = orderMaker('PA');

beforeAll(async () => {
  app = rsaPair();
  alipayKeys = rsaPair();
  attacker = rsaPair();
  gateway = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey, alipayPrivateKey: alipayKeys.privateKey });
  config = loadPayConfig({
    PAY_PROVIDER: 'alipay',
    PAY_PUBLIC_URL: 'https://peiyin.example.com',
    ALIPAY_APP_ID: APP_ID,
    ALIPAY_PRIVATE_KEY: app.privatePem,
    ALIPAY_PUBLIC_KEY: alipayKeys.publicPem,
    ALIPAY_GATEWAY: gateway.gateway,
    }).alipay!;
  provider = new AlipayProvider(config);
});
afterAll(() => gateway.close());

describe('Alipay 当面付 (precreate) and query', () => {
  it('creates a QR order the gateway accepts, and the trade goes from not scanned to paid', async () => {
    const o = order();
    const { payUrl } = await provider.createQrOrder(o);
    expect(payUrl).toMatch(/^https:\/\/qr\.alipay\.com\/bax0\d{9}$/);

    const call = gateway.calls.at(-1)!;
    expect(call.method).toBe('alipay.trade.precreate');
    expect(call.params.notify_url).toBe('https://peiyin.example.com/api/trade/notify/alipay');
    expect(call.bizContent).toEqual({ out_trade_no: o.orderNo, total_amount: '29.90', subject: '配音会员·月卡', product_code: 'FACE_TO_FACE_PAYMENT', timeout_express: '5m' });

    // Before the QR is scanned Alipay has no trade: not an error, the order still waits.
    expect(await provider.queryTrade(o.orderNo)).toMatchObject({ provider: 'alipay', state: 'not_found', paid: false, providerTradeNo: null, amountFen: null });
    gateway.scan(o.orderNo);
    expect(await provider.queryTrade(o.orderNo)).toMatchObject({ state: 'waiting', paid: false, amountFen: 2990 });
    const before = Date.now();
    gateway.pay(o.orderNo);
    const after = Date.now();
    const paid = await provider.queryTrade(o.orderNo);
    const trade = gateway.trades.get(o.orderNo)!;
    expect(paid).toEqual({
      provider: 'alipay',
      orderNo: o.orderNo,
      state: 'paid',
      paid: true,
      providerTradeNo: trade.tradeNo,
      amountFen: 2990,
      currency: 'CNY',
      appId: APP_ID,
      mchId: null,
      paidAt: expect.any(Date),
    });
    expectPaidBetween(paid.paidAt, before, after);
  });

  it('sends the timestamp in Beijing time, which the gateway checks (a UTC server would be 8 hours off)', async () => {
    // the provider's clock stands still at a known instant (the gateway still checks it against its own)
    const at = Date.now();
    await new AlipayProvider(config, { now: () => at }).createQrOrder(order());
    expect(gateway.calls.at(-1)!.params.timestamp).toBe(new Date(at + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '));
  });

  it('maps ACQ.TRADE_HAS_SUCCESS (the order number is already paid) to already_paid', async () => {
    const o = order();
    await provider.createQrOrder(o);
    gateway.pay(o.orderNo);
    const error = await failure(provider.createQrOrder(o));
    expect(error).toMatchObject({ code: 'already_paid', message: '该订单已支付', providerCode: 'ACQ.TRADE_HAS_SUCCESS' });
  });

  it('maps busy and closed answers, and keeps unexpected refusals for an operator', async () => {
    gateway.trick({ kind: 'error', code: '40004', msg: 'Business Failed', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'busy', message: '支付宝系统繁忙，请稍后重试' });
    gateway.trick({ kind: 'error', code: '20000', msg: 'Service Currently Unavailable', subCode: 'isp.unknow-error', subMsg: '系统繁忙' });
    expect(await failure(provider.queryTrade(order().orderNo))).toMatchObject({ code: 'busy' });
    gateway.trick({ kind: 'error', code: '40004', msg: 'Business Failed', subCode: 'ACQ.TRADE_HAS_CLOSE', subMsg: '交易已经关闭' });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'closed', message: '该订单已关闭，请重新下单' });
    gateway.trick({ kind: 'error', code: '40004', msg: 'Business Failed', subCode: 'ACQ.ACCESS_FORBIDDEN', subMsg: '无权限使用接口' });
    const forbidden = await failure(provider.createQrOrder(order()));
    expect(forbidden).toMatchObject({ code: 'rejected', message: '支付宝拒绝了该请求，请联系客服', providerCode: 'ACQ.ACCESS_FORBIDDEN' });
    expect(forbidden.detail).toContain('无权限使用接口');
  });

  it('refuses a success answer whose signature is not Alipay\'s', async () => {
    gateway.trick({ kind: 'badSign' });
    const error = await failure(provider.createQrOrder(order()));
    expect(error).toMatchObject({ code: 'bad_response', message: '支付宝应答验签失败，请稍后重试' });
  });

  it('is refused by the gateway when our key is not the one registered (isv.invalid-signature)', async () => {
    const wrongKey = new AlipayProvider({ ...config, privateKey: attacker.privatePem });
    const error = await failure(wrongKey.createQrOrder(order()));
    expect(error).toMatchObject({ code: 'rejected', providerCode: 'isv.invalid-signature' });
  });

  it('reads the unsigned refusal of an unknown app id (isv.invalid-app-id)', async () => {
    const otherApp = new AlipayProvider({ ...config, appId: '2021000999999999' });
    const error = await failure(otherApp.createQrOrder(order()));
    expect(error).toMatchObject({ code: 'rejected', providerCode: 'isv.invalid-app-id' });
  });

  it('answers a Chinese error when the gateway does not answer in time', async () => {
    // an answer that does not come within the test: only the provider's own timeout ends the call
    gateway.trick({ kind: 'delay', ms: 10 * 60_000 });
    const impatient = new AlipayProvider({ ...config, timeoutMs: 500 });
    const error = await failure(impatient.createQrOrder(order()));
    expect(error).toMatchObject({ code: 'timeout', message: '支付宝响应超时，请稍后重试' });
  });

  it('answers a Chinese error when the gateway cannot be reached, and busy on HTTP 503', async () => {
    const closed = await startProtocolServer(() => ({ status: 200 }));
    await closed.close();
    const unreachable = new AlipayProvider({ ...config, gateway: `${closed.origin}/gateway.do` });
    expect(await failure(unreachable.createQrOrder(order()))).toMatchObject({ code: 'unreachable', message: '无法连接支付宝，请稍后重试' });
    gateway.trick({ kind: 'http', status: 503 });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'busy' });
  });
});

describe('Alipay 手机网站支付 (wap.pay)', () => {
  it('signs a gateway URL the phone opens, with the return and quit URLs and an absolute expiry', async () => {
    const o = order({ amountFen: 1, expiresAt: new Date('2030-01-01T00:00:00Z') });
    const { redirectUrl } = await provider.createMobileOrder({ ...o, clientIp: '10.0.0.8', returnUrl: 'https://peiyin.example.com/pay/result?orderNo=' + o.orderNo });
    // The gateway verifies the URL's signature with our app public key before showing its page.
    const { params, bizContent } = gateway.openWapPage(redirectUrl);
    expect(params.return_url).toBe(`https://peiyin.example.com/pay/result?orderNo=${o.orderNo}`);
    expect(params.notify_url).toBe('https://peiyin.example.com/api/trade/notify/alipay');
    expect(bizContent).toEqual({
      out_trade_no: o.orderNo,
      total_amount: '0.01',
      subject: '配音会员·月卡',
      product_code: 'QUICK_WAP_WAY',
      quit_url: `https://peiyin.example.com/pay/result?orderNo=${o.orderNo}`,
      time_expire: '2030-01-01 08:00:00',
    });

    const notification = await provider.verifyNotification({ body: gateway.pay(o.orderNo), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } });
    expect(notification).toMatchObject({ orderNo: o.orderNo, amountFen: 1, paid: true, state: 'paid' });
  });

  it('cannot be altered by the browser: a changed amount in the URL fails the gateway\'s check', async () => {
    const o = order();
    const { redirectUrl } = await provider.createMobileOrder({ ...o, clientIp: '10.0.0.8', returnUrl: 'https://peiyin.example.com/pay/result' });
    const url = new URL(redirectUrl);
    url.searchParams.set('biz_content', url.searchParams.get('biz_content')!.replace('"29.90"', '"0.01"'));
    expect(() => gateway.openWapPage(url.toString())).toThrow(/isv.invalid-signature/);
  });
});

describe('Alipay notifications', () => {
  async function paidNotification() {
    const o = order();
    await provider.createQrOrder(o);
    return { o, body: gateway.pay(o.orderNo) };
  }

  it('verifies and normalises a real payment notification', async () => {
    const before = Date.now();
    const { o, body } = await paidNotification();
    const after = Date.now();
    const trade = gateway.trades.get(o.orderNo)!;
    const notification = await provider.verifyNotification({ body, headers: {} });
    expect(notification).toEqual({
      provider: 'alipay',
      orderNo: o.orderNo,
      state: 'paid',
      paid: true,
      providerTradeNo: trade.tradeNo,
      amountFen: 2990,
      currency: 'CNY',
      appId: APP_ID,
      mchId: null,
      paidAt: expect.any(Date),
    });
    // gmt_payment is Beijing time: the instant must be when the gateway paid, not 8 hours off.
    expectPaidBetween(notification.paidAt, before, after);
    // The same bytes as a Buffer (what a raw-body parser gives).
    await expect(provider.verifyNotification({ body: Buffer.from(body), headers: {} })).resolves.toMatchObject({ orderNo: o.orderNo });
  });

  it('rejects a notification signed by anyone but Alipay', async () => {
    const { o } = await paidNotification();
    const forged = gateway.signNotification({ app_id: APP_ID, out_trade_no: o.orderNo, trade_no: '2024000001', total_amount: '29.90', trade_status: 'TRADE_SUCCESS' }, attacker.privateKey);
    expect((await rejection(provider.verifyNotification({ body: forged, headers: {} }))).reason).toBe('signature');
  });

  it('rejects a notification whose amount was changed after signing', async () => {
    const { body } = await paidNotification();
    const tampered = new URLSearchParams(body);
    tampered.set('total_amount', '0.01');
    expect((await rejection(provider.verifyNotification({ body: tampered.toString(), headers: {} }))).reason).toBe('signature');
  });

  it('rejects a genuine notification for another app id, and for another seller when one is set', async () => {
    const { o } = await paidNotification();
    const fields = { out_trade_no: o.orderNo, trade_no: '2024000002', total_amount: '29.90', trade_status: 'TRADE_SUCCESS', seller_id: '2088000000000001' };
    const otherApp = gateway.signNotification({ ...fields, app_id: '2021000999999999' });
    expect((await rejection(provider.verifyNotification({ body: otherApp, headers: {} }))).reason).toBe('wrong_app');
    const withSeller = new AlipayProvider({ ...config, sellerId: '2088102146225135' });
    const otherSeller = gateway.signNotification({ ...fields, app_id: APP_ID });
    expect((await rejection(withSeller.verifyNotification({ body: otherSeller, headers: {} }))).reason).toBe('wrong_app');
    await expect(provider.verifyNotification({ body: otherSeller, headers: {} })).resolves.toMatchObject({ paid: true });
  });

  it('rejects unsigned, incomplete and oversized notifications as malformed', async () => {
    expect((await rejection(provider.verifyNotification({ body: 'out_trade_no=PA1234567&total_amount=1.00', headers: {} }))).reason).toBe('malformed');
    const incomplete = gateway.signNotification({ app_id: APP_ID, out_trade_no: 'PA12345678', trade_status: 'TRADE_SUCCESS' });
    expect((await rejection(provider.verifyNotification({ body: incomplete, headers: {} }))).reason).toBe('malformed');
    const badAmount = gateway.signNotification({ app_id: APP_ID, out_trade_no: 'PA12345678', trade_no: '1', total_amount: '1e3', trade_status: 'TRADE_SUCCESS' });
    expect((await rejection(provider.verifyNotification({ body: badAmount, headers: {} }))).reason).toBe('malformed');
    expect((await rejection(provider.verifyNotification({ body: `sign=x&pad=${'a'.repeat(70_000)}`, headers: {} }))).reason).toBe('malformed');
  });

  it('reports a closed trade as not paid', async () => {
    const closed = gateway.signNotification({ app_id: APP_ID, out_trade_no: 'PA12345678', trade_no: '2024000003', total_amount: '29.90', trade_status: 'TRADE_CLOSED' });
    expect(await provider.verifyNotification({ body: closed, headers: {} })).toMatchObject({ state: 'closed', paid: false, paidAt: null });
  });

  it('answers the plain "success" that stops Alipay retrying, and "fail" otherwise', () => {
    expect(provider.notifyAnswer(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(provider.notifyAnswer(false).body).toBe('fail');
  });
});
