// The sandbox: a cashier of our own whose 确认支付 produces a notification that must pass the same
// kind of verification as a real provider's (signature, freshness, app), and whose links cannot be
// altered.
import { describe, expect, it } from 'vitest';
import { SandboxPayProvider, SANDBOX_CASHIER_PATH } from './sandbox.ts';
import { PayError, PayNotifyError, type PayOrder } from './types.ts';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
let clock = Date.parse('2024-05-01T04:00:00Z');
const now = () => clock;
let sequence = 0;

const order = (overrides: Partial<PayOrder> = {}): PayOrder => ({
  orderNo: `PS${String(++sequence).padStart(10, '0')}`,
  amountFen: 2990,
  subject: '配音会员·月卡',
  expiresAt: new Date(clock + 5 * 60_000),
  ...overrides,
});

const sandbox = (publicUrl: string | null = 'https://peiyin.example.com', secret = SECRET) => new SandboxPayProvider({ secret, publicUrl, now });

/// The query of a cashier URL, as the cashier page's route receives it.
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

async function rejection(promise: Promise<unknown>): Promise<PayNotifyError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PayNotifyError);
  return error as PayNotifyError;
}

describe('sandbox orders', () => {
  it('points the QR at our cashier page, on the public URL, else the origin the user reached us at', async () => {
    const o = order();
    const { payUrl } = await sandbox().createQrOrder(o);
    const url = new URL(payUrl);
    expect(url.origin + url.pathname).toBe(`https://peiyin.example.com${SANDBOX_CASHIER_PATH}`);
    expect(url.searchParams.get('orderNo')).toBe(o.orderNo);

    const fromPhone = await sandbox(null).createQrOrder({ ...o, requestOrigin: 'http://192.168.1.20:8080' });
    expect(fromPhone.payUrl.startsWith(`http://192.168.1.20:8080${SANDBOX_CASHIER_PATH}?orderNo=`)).toBe(true);
    expect((await sandbox(null).createQrOrder(o)).payUrl.startsWith(`${SANDBOX_CASHIER_PATH}?`)).toBe(true);
  });

  it('shows the cashier the amount and expiry it was created with', async () => {
    const o = order({ amountFen: 1 });
    const provider = sandbox();
    const checkout = provider.readCheckout(queryOf((await provider.createQrOrder(o)).payUrl));
    expect(checkout).toEqual({ orderNo: o.orderNo, amountFen: 1, expiresAt: o.expiresAt, returnUrl: null, state: 'waiting' });
  });

  it('refuses a cashier link whose amount or order number was altered', async () => {
    const provider = sandbox();
    const query = queryOf((await provider.createQrOrder(order())).payUrl);
    const [payload, mac] = query.t!.split('.');
    const cheaper = Buffer.from(JSON.stringify([1, Date.now() + 60_000, null])).toString('base64url');
    for (const bad of [{ ...query, t: `${cheaper}.${mac}` }, { ...query, orderNo: 'PS9999999999' }, { ...query, t: payload! }, { orderNo: query.orderNo }]) {
      expect(thrown(() => provider.readCheckout(bad))).toMatchObject({ code: 'rejected', message: '支付链接无效，请返回重新下单' });
      expect(() => provider.pay(bad)).toThrow(PayError);
    }
  });

  it('pays through a signed notification that verifies, and the query then says paid', async () => {
    const provider = sandbox();
    const o = order();
    const query = queryOf((await provider.createQrOrder(o)).payUrl);
    expect((await provider.queryTrade(o.orderNo)).state).toBe('not_found');

    const notification = provider.pay(query);
    const verified = await provider.verifyNotification(notification);
    expect(verified).toEqual({
      provider: 'sandbox',
      orderNo: o.orderNo,
      state: 'paid',
      paid: true,
      providerTradeNo: expect.stringMatching(/^sbx[0-9a-f]{32}$/),
      amountFen: 2990,
      currency: 'CNY',
      appId: 'sandbox',
      mchId: null,
      paidAt: new Date(clock),
    });
    expect(await provider.queryTrade(o.orderNo)).toMatchObject({ state: 'paid', paid: true, providerTradeNo: verified.providerTradeNo, amountFen: 2990 });
    expect(provider.readCheckout(query).state).toBe('paid');

    // Pressing 确认支付 again is a provider's retry: the same trade, freshly signed.
    const again = await provider.verifyNotification(provider.pay(query));
    expect(again.providerTradeNo).toBe(verified.providerTradeNo);
    // Cancelling after paying changes nothing.
    expect(provider.cancel(query)).toBe(false);
    expect((await provider.queryTrade(o.orderNo)).state).toBe('paid');
  });

  it('refuses to pay an expired or cancelled order', async () => {
    const provider = sandbox();
    const late = queryOf((await provider.createQrOrder(order())).payUrl);
    clock += 5 * 60_000;
    expect(provider.readCheckout(late).state).toBe('expired');
    expect(thrown(() => provider.pay(late))).toMatchObject({ code: 'closed', message: '订单已过期，请返回重新下单' });

    const o = order();
    const cancelled = queryOf((await provider.createQrOrder(o)).payUrl);
    expect(provider.cancel(cancelled)).toBe(true);
    expect(provider.readCheckout(cancelled).state).toBe('closed');
    expect(thrown(() => provider.pay(cancelled))).toMatchObject({ code: 'closed', message: '订单已取消，请返回重新下单' });
    expect(await provider.queryTrade(o.orderNo)).toMatchObject({ state: 'closed', paid: false });
  });

  it('opens the same cashier for a phone, which returns to the page the order names', async () => {
    const provider = sandbox();
    const o = order();
    const returnUrl = `https://peiyin.example.com/pay/result?orderNo=${o.orderNo}`;
    const { redirectUrl } = await provider.createMobileOrder({ ...o, clientIp: '10.0.0.8', returnUrl });
    expect(new URL(redirectUrl).pathname).toBe(SANDBOX_CASHIER_PATH);
    expect(provider.readCheckout(queryOf(redirectUrl)).returnUrl).toBe(returnUrl);
    await expect(provider.createMobileOrder({ ...o, clientIp: '10.0.0.8', returnUrl: '//evil.example/x' })).rejects.toThrow(RangeError);
  });

  it('lets another server process with the same secret complete a link, and none with another secret', async () => {
    const a = sandbox();
    const o = order();
    const query = queryOf((await a.createQrOrder(o)).payUrl);
    const b = sandbox();
    await expect(a.verifyNotification(b.pay(query))).resolves.toMatchObject({ orderNo: o.orderNo, paid: true });
    const stranger = sandbox('https://peiyin.example.com', 'another-secret-another-secret-123456');
    expect(() => stranger.readCheckout(query)).toThrow(PayError);
  });
});

describe('sandbox notifications go through a real verification', () => {
  async function paid() {
    const provider = sandbox();
    const o = order();
    return { provider, o, notification: provider.pay(queryOf((await provider.createQrOrder(o)).payUrl)) };
  }

  it('rejects a notification whose amount was changed after signing', async () => {
    const { provider, notification } = await paid();
    const tampered = { ...notification, body: notification.body.replace('"total_fen":2990', '"total_fen":1') };
    expect((await rejection(provider.verifyNotification(tampered))).reason).toBe('signature');
  });

  it('rejects a notification signed with another secret (a forgery)', async () => {
    const { provider, o } = await paid();
    const forger = sandbox('https://peiyin.example.com', 'forger-secret-forger-secret-1234567890');
    const forged = forger.notification({ app_id: 'sandbox', out_trade_no: o.orderNo, trade_no: 'sbx1', total_fen: 2990, trade_state: 'SUCCESS' });
    expect((await rejection(provider.verifyNotification(forged))).reason).toBe('signature');
  });

  it('rejects a replay more than 5 minutes old, and a notification for another app', async () => {
    const { provider, o } = await paid();
    const fields = { out_trade_no: o.orderNo, trade_no: 'sbx1', total_fen: 2990, trade_state: 'SUCCESS' };
    expect((await rejection(provider.verifyNotification(provider.notification({ app_id: 'sandbox', ...fields }, clock - 301_000)))).reason).toBe('stale');
    expect((await rejection(provider.verifyNotification(provider.notification({ app_id: 'other', ...fields })))).reason).toBe('wrong_app');
  });

  it('rejects notifications without the signature headers', async () => {
    const { provider, notification } = await paid();
    expect((await rejection(provider.verifyNotification({ body: notification.body, headers: {} }))).reason).toBe('malformed');
  });

  it("answers in our own envelope, since the sandbox's provider is us", () => {
    const provider = sandbox();
    expect(JSON.parse(provider.notifyAnswer(true).body)).toEqual({ code: 200, message: 'success', data: null });
    expect(provider.notifyAnswer(false)).toMatchObject({ status: 400 });
    expect(JSON.parse(provider.notifyAnswer(false).body).message).toBe('支付通知验证失败');
  });
});
