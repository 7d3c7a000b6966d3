// The whole server with the real Alipay and WeChat Pay adapters, against local servers that speak their
// protocols with RSA keys made here (providers/pay/testing): orders, the QR the dialog shows, notifications
// through /api/trade/notify/<provider> in each provider's own format (verified, duplicated 20 times in
// parallel, forged, tampered, for the wrong amount or app), the query fallback, and the phone's orders.
import { afterAll, expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { startFakeAlipay } from '../../providers/pay/testing/fakeAlipay.ts';
import { startFakeWechatPay } from '../../providers/pay/testing/fakeWechatPay.ts';
import { rsaPair } from '../../providers/pay/testing/server.ts';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/membership.ts';
import { orderStatus, postNotification, presetOrder } from './testing.ts';

const ALIPAY_APP_ID = '2021000123456789';
const WX = { appId: 'wx8888888888888888', mchId: '1900000109', serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', keyId: 'PUB_KEY_ID_0119000001092024110100000000000001', apiV3Key: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb' };
const PUBLIC_URL = 'https://peiyin.example.com';

// The fakes check request timestamps against the test's clock, which moves.
let now = () => Date.now();
const appKeys = rsaPair();
const alipayKeys = rsaPair();
const merchant = rsaPair();
const platform = rsaPair();
const attacker = rsaPair();
const alipay = await startFakeAlipay({ appId: ALIPAY_APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey, now: () => now() });
const wxpay = await startFakeWechatPay({ appId: WX.appId, mchId: WX.mchId, mchSerialNo: WX.serial, mchPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey, platformSerial: WX.keyId, apiV3Key: WX.apiV3Key, now: () => now() });
afterAll(async () => {
  await alipay.close();
  await wxpay.close();
});

const env = {
  PAY_PROVIDER: 'alipay,wechat',
  PAY_PUBLIC_URL: PUBLIC_URL,
  ALIPAY_APP_ID,
  ALIPAY_PRIVATE_KEY: appKeys.privatePem,
  ALIPAY_PUBLIC_KEY: alipayKeys.publicPem,
  ALIPAY_GATEWAY: alipay.gateway,
  WECHATPAY_APP_ID: WX.appId,
  WECHATPAY_MCH_ID: WX.mchId,
  WECHATPAY_MCH_SERIAL_NO: WX.serial,
  WECHATPAY_MCH_PRIVATE_KEY: merchant.privatePem,
  WECHATPAY_APIV3_KEY: WX.apiV3Key,
  WECHATPAY_PUBLIC_KEY: platform.publicPem,
  WECHATPAY_PUBLIC_KEY_ID: WX.keyId,
  WECHATPAY_API_BASE: wxpay.origin,
};

const form = (body: string) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body });

describeOnBothDatabases(
  'payment through Alipay and WeChat Pay (local protocol servers)',
  (server) => {
    it('offers both tabs and sells through Alipay 当面付: precreate, the QR, the signed notification', async () => {
      const { app } = server();
      expect((await send(app, contract.trade.options)).body.data).toEqual({ mode: 'live', methods: [1, 2], orderTtlSeconds: 300 });
      const user = await signIn(app);
      const order = await presetOrder(app, user.token, 101, 1);
      expect(order.sandbox).toBe(false);
      expect(order.payUrl).toMatch(/^https:\/\/qr\.alipay\.com\/bax0\d{9}$/);
      const call = alipay.calls.at(-1)!;
      expect(call.method).toBe('alipay.trade.precreate');
      expect(call.params.notify_url).toBe(`${PUBLIC_URL}/api/trade/notify/alipay`);
      expect(call.bizContent).toMatchObject({ out_trade_no: order.orderNo, total_amount: '29.90', subject: '高级会员·月卡', timeout_express: '5m' });

      const notification = form(alipay.pay(order.orderNo));
      const answer = await postNotification(app, 'alipay', notification);
      expect([answer.statusCode, answer.body]).toEqual([200, 'success']);
      expect((await orderStatus(app, user.token, order.orderNo)).data).toMatchObject({ status: 1 });
      expect((await send(app, contract.vip.memberInfo, undefined, { token: user.token })).body.data).toMatchObject({ vipLevel: 2 });
      // Alipay retries until it reads "success": a duplicate is acknowledged and changes nothing.
      expect((await postNotification(app, 'alipay', notification)).body).toBe('success');
      const id = await userIdOf(app, user.phone);
      expect(await app.db.selectFrom('membership_grants').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
      expect((await send(app, contract.trade.flows, {}, { token: user.token })).body.data!.list[0]).toMatchObject({ code: order.orderNo, amount: 29.9, details: expect.stringMatching(/^支付宝支付/) });
    });

    it('answers Alipay "fail" for forged, tampered, wrong-amount, wrong-currency and foreign-app notifications, crediting nothing', async () => {
      const { app } = server();
      const user = await signIn(app);
      const order = await presetOrder(app, user.token, 103, 1);
      const genuine = alipay.pay(order.orderNo);
      const fields = Object.fromEntries(new URLSearchParams(genuine));
      const { sign: _sign, sign_type: _type, ...unsigned } = fields;
      const cases = [
        alipay.signNotification(unsigned, attacker.privateKey),
        genuine.replace('total_amount=199.00', 'total_amount=0.01'),
        alipay.signNotification({ ...unsigned, total_amount: '0.01', receipt_amount: '0.01', buyer_pay_amount: '0.01', invoice_amount: '0.01' }),
        alipay.signNotification({ ...unsigned, app_id: '2021000999999999', auth_app_id: '2021000999999999' }),
        'not=an&alipay=notification',
        // signed, the right amount, but in dollars (issue 26 §6)
        alipay.signNotification({ ...unsigned, trans_currency: 'USD' }),
      ];
      for (const body of cases) {
        const answer = await postNotification(app, 'alipay', form(body));
        expect([answer.statusCode, answer.body]).toEqual([200, 'fail']);
      }
      expect((await orderStatus(app, user.token, order.orderNo)).data!.status).toBe(0);
      const kinds = (await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', order.orderNo).execute()).map((e) => e.kind);
      expect(kinds).toContain('amount_mismatch');
      expect(kinds).toContain('currency_mismatch');
      expect((await postNotification(app, 'alipay', form(genuine))).body).toBe('success');
      expect((await orderStatus(app, user.token, order.orderNo)).data!.status).toBe(1);
    });

    it('sells through WeChat Pay Native and applies 20 parallel deliveries of its notification once', async () => {
      const { app, clock } = server();
      const user = await signIn(app);
      const order = await presetOrder(app, user.token, 111, 2);
      expect(order.payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w{7}$/);
      const body = wxpay.orders.get(order.orderNo)!.body;
      expect(body).toMatchObject({ appid: WX.appId, mchid: WX.mchId, out_trade_no: order.orderNo, notify_url: `${PUBLIC_URL}/api/trade/notify/wechat`, amount: { total: 4900, currency: 'CNY' } });

      const notification = wxpay.pay(order.orderNo);
      const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(app, 'wechat', notification)));
      expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(Array(20).fill([200, { code: 'SUCCESS', message: '成功' }]));
      const id = await userIdOf(app, user.phone);
      expect(await app.db.selectFrom('membership_grants').select('reason').where('user_id', '=', id).execute()).toEqual([{ reason: 'order' }]);
      expect((await send(app, contract.vip.memberInfo, undefined, { token: user.token })).body.data).toMatchObject({ vipLevel: 3, endTime: clock.time + 30 * 86_400_000 });
      const kinds = (await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', order.orderNo).execute()).map((e) => e.kind);
      expect(kinds.filter((k) => k === 'paid')).toHaveLength(1);
    });

    it('answers WeChat Pay 500 FAIL for forged, tampered, undecryptable, wrong-amount and wrong-currency notifications', async () => {
      const { app } = server();
      const user = await signIn(app);
      const order = await presetOrder(app, user.token, 112, 2);
      const transaction = { appid: WX.appId, mchid: WX.mchId, out_trade_no: order.orderNo, transaction_id: '4200000000202601050000000001', trade_state: 'SUCCESS', success_time: '2026-01-05T17:00:00+08:00', amount: { total: 29900, currency: 'CNY' } };
      const cases = [
        wxpay.notification(transaction, { signingKey: attacker.privateKey }),
        wxpay.notification(transaction, { tamper: (t) => ((t.amount as { total: number }).total = 1) }),
        wxpay.notification(transaction, { apiV3Key: 'B'.repeat(32) }),
        wxpay.notification({ ...transaction, amount: { total: 1, currency: 'CNY' } }),
        wxpay.notification({ ...transaction, appid: 'wx0000000000000000' }),
        // signed, decrypting, the right number, but dollars: it credited 30 days (issue 26 §6)
        wxpay.notification({ ...transaction, amount: { total: 29900, currency: 'USD' } }),
        wxpay.notification({ ...transaction, amount: { total: 29900 } }),
      ];
      for (const notification of cases) {
        const answer = await postNotification(app, 'wechat', notification);
        expect([answer.statusCode, answer.json()]).toEqual([500, { code: 'FAIL', message: '失败' }]);
      }
      expect((await orderStatus(app, user.token, order.orderNo)).data!.status).toBe(0);
      expect(await app.db.selectFrom('membership_grants').select('id').where('user_id', '=', await userIdOf(app, user.phone)).execute()).toEqual([]);
      const kinds = (await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', order.orderNo).execute()).map((e) => e.kind);
      expect(kinds).toContain('currency_mismatch');
      expect((await postNotification(app, 'wechat', wxpay.notification(transaction))).statusCode).toBe(200);
      expect((await orderStatus(app, user.token, order.orderNo)).data!.status).toBe(1);
    });

    it('credits a payment whose notification never came by asking each provider near expiry', async () => {
      const { app, clock } = server();
      const user = await signIn(app);
      const viaAlipay = await presetOrder(app, user.token, 101, 1);
      const viaWechat = await presetOrder(app, user.token, 201, 2);
      alipay.pay(viaAlipay.orderNo);
      wxpay.pay(viaWechat.orderNo);
      expect((await orderStatus(app, user.token, viaAlipay.orderNo)).data!.status).toBe(0);
      clock.advance(4 * 60_000 + 30_000);
      expect((await orderStatus(app, user.token, viaAlipay.orderNo)).data!.status).toBe(1);
      expect((await orderStatus(app, user.token, viaWechat.orderNo)).data!.status).toBe(1);
      expect(alipay.calls.at(-1)!.method).toBe('alipay.trade.query');
      expect((await send(app, contract.vip.asrInfo, undefined, { token: user.token })).body.data).toMatchObject({ member: true });
      // Never scanned: Alipay has no trade (ACQ.TRADE_NOT_EXIST), so it expires.
      const unscanned = await presetOrder(app, user.token, 101, 1);
      clock.advance(5 * 60_000 + 1000);
      expect((await orderStatus(app, user.token, unscanned.orderNo)).data!.status).toBe(-1);
    });

    it('makes a phone’s orders: Alipay wap.pay back to the result page, WeChat H5 with the payer’s address', async () => {
      const { app } = server();
      const user = await signIn(app);
      const viaAlipay = (await send(app, contract.trade.newMobileOrder, { productType: 100, productId: 101, payMethod: 1 }, { token: user.token })).body.data!;
      expect(viaAlipay.redirectUrl.startsWith(alipay.gateway)).toBe(true);
      // The gateway accepts the signed page request, and sends the phone back to our result page.
      const page = alipay.openWapPage(viaAlipay.redirectUrl);
      expect(page.params.return_url).toBe(`${PUBLIC_URL}/pay/result?orderNo=${viaAlipay.orderNo}`);
      expect(page.bizContent).toMatchObject({ out_trade_no: viaAlipay.orderNo, total_amount: '29.90', product_code: 'QUICK_WAP_WAY', quit_url: `${PUBLIC_URL}/pay/result?orderNo=${viaAlipay.orderNo}` });
      expect((await postNotification(app, 'alipay', form(alipay.pay(viaAlipay.orderNo)))).body).toBe('success');
      expect((await orderStatus(app, user.token, viaAlipay.orderNo)).data!.status).toBe(1);

      const viaWechat = (await send(app, contract.trade.newMobileOrder, { productType: 100, productId: 111, payMethod: 2 }, { token: user.token })).body.data!;
      expect(viaWechat.redirectUrl).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
      expect(new URL(viaWechat.redirectUrl).searchParams.get('redirect_url')).toBe(`${PUBLIC_URL}/pay/result?orderNo=${viaWechat.orderNo}`);
      expect(wxpay.orders.get(viaWechat.orderNo)).toMatchObject({ via: 'h5', body: { scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } } } });
    });

    it('tells the user when the provider fails, and the order is closed', async () => {
      const { app } = server();
      const user = await signIn(app);
      alipay.trick({ kind: 'error', code: '40004', msg: 'Business Failed', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
      const answer = await send(app, contract.trade.newPresetOrder, { productType: 100, productId: 101, payMethod: 1 }, { token: user.token });
      expect(answer.body).toMatchObject({ code: 502, message: '支付宝系统繁忙，请稍后重试' });
      const row = await app.db.selectFrom('trade_orders').select(['status', 'order_no']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.status).toBe(-1);
      expect((await app.db.selectFrom('trade_events').select('kind').where('order_no', '=', row.order_no).execute()).map((e) => e.kind)).toEqual(['created', 'create_failed']);
    });
  },
  {
    env,
    overrides: (clock) => {
      now = clock.now;
      return {};
    },
  },
);
