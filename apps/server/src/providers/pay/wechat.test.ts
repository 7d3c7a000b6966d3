// The WeChat Pay v3 adapter against a local server that speaks v3 with real keys made here: it
// verifies our Authorization signature with the merchant public key, signs its answers with the
// platform key, and encrypts notifications with the APIv3 key (testing/fakeWechatPay.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPayConfig, type WechatPayConfig } from './config.ts';
import { startFakeWechatPay, type FakeWechatPay } from './testing/fakeWechatPay.ts';
import { expectPaidBetween, failure, orderMaker, rejection } from './testing/orders.ts';
import { rsaPair, startProtocolServer, type RsaPair } from './testing/server.ts';
import { WechatPayProvider } from './wechat.ts';

const APP_ID = 'wx8888888888888888';
const MCH_ID = '1900000109';
const MCH_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PUB_KEY_ID = 'PUB_KEY_ID_0119000001092024110100000000000001';
const APIV3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
let merchant: RsaPair;
let platform: RsaPair;
let attacker: RsaPair;
let wxpay: FakeWechatPay;
let config: WechatPayConfig;
let provider: WechatPayProvider;
const order = orderMaker('PW');

const env = (apiBase: string) => ({
  PAY_PROVIDER: 'wechat',
  PAY_PUBLIC_URL: 'https://peiyin.example.com',
  WECHATPAY_APP_ID: APP_ID,
  WECHATPAY_MCH_ID: MCH_ID,
  WECHATPAY_MCH_SERIAL_NO: MCH_SERIAL,
  WECHATPAY_MCH_PRIVATE_KEY: merchant.privatePem,
  WECHATPAY_APIV3_KEY: APIV3_KEY,
  WECHATPAY_PUBLIC_KEY: platform.publicPem,
  WECHATPAY_PUBLIC_KEY_ID: PUB_KEY_ID,
  WECHATPAY_API_BASE: apiBase,
});

beforeAll(async () => {
  merchant = rsaPair();
  platform = rsaPair();
  attacker = rsaPair();
  wxpay = await startFakeWechatPay({ appId: APP_ID, mchId: MCH_ID, mchSerialNo: MCH_SERIAL, mchPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey, platformSerial: PUB_KEY_ID, apiV3Key: APIV3_KEY });
  config = loadPayConfig(env(wxpay.origin)).wechat!;
  provider = new WechatPayProvider(config);
});
afterAll(() => wxpay.close());

describe('WeChat Pay Native, H5 and query', () => {
  it('creates a Native order with a request the server authenticates, and queries it from not found to paid', async () => {
    const o = order();
    expect(await provider.queryTrade(o.orderNo)).toMatchObject({ provider: 'wechat', state: 'not_found', paid: false, amountFen: null });

    const { payUrl } = await provider.createQrOrder(o);
    expect(payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w{7}$/);
    const sent = wxpay.orders.get(o.orderNo)!;
    expect(sent.body).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: '配音会员·月卡',
      out_trade_no: o.orderNo,
      time_expire: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
      notify_url: 'https://peiyin.example.com/api/trade/notify/wechat',
      amount: { total: 2990, currency: 'CNY' },
    });
    expect(new Date(sent.body.time_expire as string).getTime()).toBe(Math.floor(o.expiresAt.getTime() / 1000) * 1000);

    expect(await provider.queryTrade(o.orderNo)).toMatchObject({ state: 'waiting', paid: false, amountFen: 2990, providerTradeNo: null });
    const before = Date.now();
    wxpay.pay(o.orderNo);
    const after = Date.now();
    const paid = await provider.queryTrade(o.orderNo);
    expect(paid).toEqual({
      provider: 'wechat',
      orderNo: o.orderNo,
      state: 'paid',
      paid: true,
      providerTradeNo: wxpay.orders.get(o.orderNo)!.transactionId,
      amountFen: 2990,
      currency: 'CNY',
      appId: APP_ID,
      mchId: MCH_ID,
      paidAt: expect.any(Date),
    });
    expectPaidBetween(paid.paidAt, before, after);
    // The query went to the documented path with the merchant id.
    expect(wxpay.requests.at(-1)!.url.pathname + wxpay.requests.at(-1)!.url.search).toBe(`/v3/pay/transactions/out-trade-no/${o.orderNo}?mchid=${MCH_ID}`);
  });

  it('creates an H5 order with the payer address and appends the return page to h5_url', async () => {
    const o = order();
    const returnUrl = `https://peiyin.example.com/pay/result?orderNo=${o.orderNo}`;
    const { redirectUrl } = await provider.createMobileOrder({ ...o, clientIp: '203.0.113.7', returnUrl });
    const url = new URL(redirectUrl);
    expect(url.origin + url.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(url.searchParams.get('prepay_id')).toMatch(/^wx/);
    expect(url.searchParams.get('redirect_url')).toBe(returnUrl);
    expect(wxpay.orders.get(o.orderNo)!.body.scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
    await expect(provider.createMobileOrder({ ...order(), clientIp: 'not-an-ip', returnUrl })).rejects.toThrow(RangeError);
  });

  it('maps ORDERPAID, ORDER_CLOSED and the busy codes', async () => {
    const o = order();
    await provider.createQrOrder(o);
    wxpay.pay(o.orderNo);
    expect(await failure(provider.createQrOrder(o))).toMatchObject({ code: 'already_paid', message: '该订单已支付', providerCode: 'ORDERPAID' });
    wxpay.trick({ kind: 'error', status: 400, code: 'ORDER_CLOSED', message: '订单已关闭' });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'closed', message: '该订单已关闭，请重新下单' });
    wxpay.trick({ kind: 'error', status: 500, code: 'SYSTEM_ERROR', message: '系统异常，请稍后重试' });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'busy', message: '微信支付系统繁忙，请稍后重试' });
    wxpay.trick({ kind: 'error', status: 429, code: 'FREQUENCY_LIMITED', message: '频率超限' });
    expect(await failure(provider.queryTrade(order().orderNo))).toMatchObject({ code: 'busy' });
    wxpay.trick({ kind: 'error', status: 403, code: 'NO_AUTH', message: '商户无权限' });
    const noAuth = await failure(provider.createQrOrder(order()));
    expect(noAuth).toMatchObject({ code: 'rejected', message: '微信支付拒绝了该请求，请联系客服', providerCode: 'NO_AUTH' });
    expect(noAuth.detail).toContain('商户无权限');
  });

  it('is refused (SIGN_ERROR) when our request is signed with a key WeChat Pay does not know', async () => {
    const wrong = new WechatPayProvider({ ...config, mchPrivateKey: attacker.privatePem });
    expect(await failure(wrong.createQrOrder(order()))).toMatchObject({ code: 'rejected', providerCode: 'SIGN_ERROR' });
  });

  it('refuses answers that are forged, signed by an unknown key id, stale, or about another merchant', async () => {
    wxpay.trick({ kind: 'badSign' });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'bad_response', message: '微信支付应答验签失败，请稍后重试' });
    wxpay.trick({ kind: 'serial', serial: 'PUB_KEY_ID_0000000000000000000000000000000000' });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'bad_response' });
    wxpay.trick({ kind: 'staleAnswer', seconds: 600 });
    expect(await failure(provider.createQrOrder(order()))).toMatchObject({ code: 'bad_response' });
    const o = order();
    await provider.createQrOrder(o);
    wxpay.trick({ kind: 'answer', body: { appid: APP_ID, mchid: '1900000999', out_trade_no: o.orderNo, transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 2990 } } });
    expect(await failure(provider.queryTrade(o.orderNo))).toMatchObject({ code: 'bad_response' });
  });

  it('answers a Chinese error on a timeout and when the server cannot be reached', async () => {
    // an answer that does not come within the test: only the provider's own timeout ends the call
    wxpay.trick({ kind: 'delay', ms: 10 * 60_000 });
    const impatient = new WechatPayProvider({ ...config, timeoutMs: 500 });
    expect(await failure(impatient.createQrOrder(order()))).toMatchObject({ code: 'timeout', message: '微信支付响应超时，请稍后重试' });
    const closed = await startProtocolServer(() => ({ status: 200 }));
    await closed.close();
    const unreachable = new WechatPayProvider({ ...config, apiBase: closed.origin });
    expect(await failure(unreachable.queryTrade(order().orderNo))).toMatchObject({ code: 'unreachable', message: '无法连接微信支付，请稍后重试' });
  });
});

describe('WeChat Pay notifications', () => {
  async function paid() {
    const o = order();
    await provider.createQrOrder(o);
    const notification = wxpay.pay(o.orderNo);
    return { o, notification, transaction: { appid: APP_ID, mchid: MCH_ID, out_trade_no: o.orderNo, transaction_id: wxpay.orders.get(o.orderNo)!.transactionId, trade_state: 'SUCCESS', success_time: '2024-05-01T12:00:00+08:00', amount: { total: 2990, currency: 'CNY' } } };
  }

  it('verifies, decrypts and normalises a real payment notification', async () => {
    const before = Date.now();
    const { o, notification } = await paid();
    const after = Date.now();
    const result = await provider.verifyNotification(notification);
    expect(result).toEqual({
      provider: 'wechat',
      orderNo: o.orderNo,
      state: 'paid',
      paid: true,
      providerTradeNo: wxpay.orders.get(o.orderNo)!.transactionId,
      amountFen: 2990,
      currency: 'CNY',
      appId: APP_ID,
      mchId: MCH_ID,
      paidAt: expect.any(Date),
    });
    expectPaidBetween(result.paidAt, before, after);
    await expect(provider.verifyNotification({ ...notification, body: Buffer.from(notification.body) })).resolves.toMatchObject({ orderNo: o.orderNo });
  });

  it('rejects a notification signed by anyone but the platform key', async () => {
    const { transaction } = await paid();
    expect((await rejection(provider.verifyNotification(wxpay.notification(transaction, { signingKey: attacker.privateKey })))).reason).toBe('signature');
  });

  it('rejects a notification whose amount was changed after signing', async () => {
    const { transaction } = await paid();
    const tampered = wxpay.notification(transaction, { tamper: (t) => ((t.amount as { total: number }).total = 1) });
    expect((await rejection(provider.verifyNotification(tampered))).reason).toBe('signature');
  });

  it("rejects WeChat Pay's signature probe (Wechatpay-Signature WECHATPAY/SIGNTEST/…)", async () => {
    const { notification } = await paid();
    const probe = { ...notification, headers: { ...notification.headers, 'wechatpay-signature': `WECHATPAY/SIGNTEST/${notification.headers['wechatpay-signature']}` } };
    expect((await rejection(provider.verifyNotification(probe))).reason).toBe('signature');
  });

  it('rejects genuine notifications for another merchant or app', async () => {
    const { transaction } = await paid();
    expect((await rejection(provider.verifyNotification(wxpay.notification({ ...transaction, mchid: '1900000999' })))).reason).toBe('wrong_merchant');
    expect((await rejection(provider.verifyNotification(wxpay.notification({ ...transaction, appid: 'wx0000000000000000' })))).reason).toBe('wrong_app');
  });

  it('rejects a notification signed with a key id it does not hold', async () => {
    const { transaction } = await paid();
    expect((await rejection(provider.verifyNotification(wxpay.notification(transaction, { serial: 'PUB_KEY_ID_9999' })))).reason).toBe('unknown_key');
  });

  it('rejects a notification more than 5 minutes old or ahead (a replay), and accepts one 4 minutes old', async () => {
    const { transaction } = await paid();
    const now = Math.floor(Date.now() / 1000);
    expect((await rejection(provider.verifyNotification(wxpay.notification(transaction, { timestamp: now - 301 })))).reason).toBe('stale');
    expect((await rejection(provider.verifyNotification(wxpay.notification(transaction, { timestamp: now + 400 })))).reason).toBe('stale');
    await expect(provider.verifyNotification(wxpay.notification(transaction, { timestamp: now - 240 }))).resolves.toMatchObject({ paid: true });
  });

  it('rejects a signed notification whose resource does not decrypt with our APIv3 key', async () => {
    const { transaction } = await paid();
    const error = await rejection(provider.verifyNotification(wxpay.notification(transaction, { apiV3Key: 'B'.repeat(32) })));
    expect(error.reason).toBe('decrypt');
  });

  it('rejects notifications without the signature headers or with an unreadable body', async () => {
    const { notification } = await paid();
    expect((await rejection(provider.verifyNotification({ body: notification.body, headers: {} })))).toMatchObject({ reason: 'malformed' });
    expect((await rejection(provider.verifyNotification({ body: 'x'.repeat(70_000), headers: notification.headers })))).toMatchObject({ reason: 'malformed' });
  });

  it('reports a closed or refunded transaction as not paid', async () => {
    const { transaction } = await paid();
    expect(await provider.verifyNotification(wxpay.notification({ ...transaction, trade_state: 'CLOSED' }, { eventType: 'TRANSACTION.CLOSED' }))).toMatchObject({ state: 'closed', paid: false, paidAt: null });
    expect(await provider.verifyNotification(wxpay.notification({ ...transaction, trade_state: 'REFUND' }))).toMatchObject({ state: 'refunded', paid: false });
  });

  it('answers 200 {code: SUCCESS} to stop retries, 500 {code: FAIL} to ask for one', () => {
    expect(provider.notifyAnswer(true)).toEqual({ status: 200, contentType: 'application/json; charset=utf-8', body: '{"code":"SUCCESS","message":"成功"}' });
    expect(provider.notifyAnswer(false)).toMatchObject({ status: 500, body: '{"code":"FAIL","message":"失败"}' });
  });
});

describe('WeChat Pay platform certificates (the older mode)', () => {
  let dir: string;
  let certServer: FakeWechatPay;
  const certSerial = '3775B6A45ACD588826D15E583A95F5DD2A9A9B8C';
  afterAll(async () => {
    await certServer?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('verifies answers and notifications with the certificate named by its serial number', async () => {
    // A platform certificate for the platform key, made with the system openssl.
    dir = mkdtempSync(path.join(tmpdir(), 'wxpay-cert-'));
    const keyFile = path.join(dir, 'platform.key');
    writeFileSync(keyFile, platform.privatePem);
    const certFile = path.join(dir, 'platform.pem');
    execFileSync('openssl', ['req', '-x509', '-new', '-key', keyFile, '-subj', '/CN=Tenpay.com Root CA/O=Tenpay.com', '-days', '2', '-set_serial', `0x${certSerial}`, '-out', certFile], { stdio: 'pipe' });

    certServer = await startFakeWechatPay({ appId: APP_ID, mchId: MCH_ID, mchSerialNo: MCH_SERIAL, mchPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey, platformSerial: certSerial, apiV3Key: APIV3_KEY });
    const { WECHATPAY_PUBLIC_KEY: _key, WECHATPAY_PUBLIC_KEY_ID: _id, ...rest } = env(certServer.origin);
    const certConfig = loadPayConfig({ ...rest, WECHATPAY_PLATFORM_CERT: certFile }).wechat!;
    expect(certConfig.platformKeys).toEqual([{ serial: certSerial, kind: 'certificate', publicKey: platform.publicPem }]);

    const certProvider = new WechatPayProvider(certConfig);
    const o = order();
    await certProvider.createQrOrder(o);
    await expect(certProvider.verifyNotification(certServer.pay(o.orderNo))).resolves.toMatchObject({ orderNo: o.orderNo, paid: true });
    // The same notification under the public-key id is unknown to a certificate-only configuration.
    const underKeyId = certServer.notification({ appid: APP_ID, mchid: MCH_ID, out_trade_no: o.orderNo, transaction_id: '1', trade_state: 'SUCCESS', amount: { total: 2990 } }, { serial: PUB_KEY_ID });
    expect((await rejection(certProvider.verifyNotification(underKeyId))).reason).toBe('unknown_key');
  });
});
