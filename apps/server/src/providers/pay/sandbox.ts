// The embedded payment provider: no money moves, but the order goes the whole way a real one does.
// Its "gateway" is our own cashier page (`/pay/sandbox?orderNo=…&t=…`, served by the trade module):
// 确认支付 makes a notification signed like a provider's (HMAC-SHA256 over timestamp, nonce and body,
// the shape of WeChat Pay v3), and the trade module delivers it to the same notification route and the
// same verifyNotification a real provider's goes through. A phone's mobile order opens the same page.
//
// The pay URL carries a signed ticket (amount, expiry, return URL), so any server process holding the
// same secret can show and complete the cashier, and nobody can change the amount in the URL.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { MAX_NOTIFY_BYTES, PayError, PayNotifyError, type MobilePayment, type MobilePayOrder, type NotifyAnswer, type NotifyRequest, type PayNotification, type PayOrder, type PayProvider, type QrPayment, type TradeReport } from './types.ts';
import { checkOrder, header, isOrderNo, joinUrl } from './units.ts';

export const SANDBOX_CASHIER_PATH = '/pay/sandbox';
export const SANDBOX_APP_ID = 'sandbox';
/// Notifications older (or newer) than this are replays: the same window WeChat Pay asks for.
export const SANDBOX_NOTIFY_MAX_AGE_SECONDS = 300;

export interface SandboxOptions {
  /** HMAC key of tickets and notifications; processes that share orders must share it. */
  secret: string | Buffer;
  /** Public origin for the cashier URL; null: the order's requestOrigin, else a relative URL. */
  publicUrl: string | null;
  now?: () => number;
}

/// What the cashier page shows and completes.
export interface SandboxCheckout {
  orderNo: string;
  amountFen: number;
  expiresAt: Date;
  /** Where the page sends a phone after paying (a mobile order's returnUrl), else null. */
  returnUrl: string | null;
  /** `expired`: past expiresAt and never paid. */
  state: 'waiting' | 'paid' | 'closed' | 'expired';
}

/// A notification ready to deliver: POST `body` with `headers` to the sandbox notification route.
export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

interface Ticket {
  amountFen: number;
  expiresAt: number;
  returnUrl: string | null;
}

interface SandboxTrade {
  state: 'paid' | 'closed';
  tradeNo: string | null;
  amountFen: number;
  paidAt: Date | null;
  /** When this memory may be forgotten. */
  forgetAt: number;
}

const MAX_REMEMBERED = 10_000;

export class SandboxPayProvider implements PayProvider {
  readonly id = 'sandbox' as const;
  private readonly secret: Buffer;
  private readonly now: () => number;
  /// What this process saw happen (paid, cancelled): answers queryTrade and makes 确认支付 idempotent.
  /// Bounded; a trade it never saw (other process, restart) is not_found, which is what a real
  /// provider says of a QR nobody scanned.
  private readonly trades = new Map<string, SandboxTrade>();

  constructor(private readonly options: SandboxOptions) {
    this.secret = Buffer.isBuffer(options.secret) ? options.secret : Buffer.from(options.secret, 'utf8');
    this.now = options.now ?? Date.now;
  }

  async createQrOrder(order: PayOrder): Promise<QrPayment> {
    checkOrder(order);
    return { payUrl: this.cashierUrl(order, null) };
  }

  async createMobileOrder(order: MobilePayOrder): Promise<MobilePayment> {
    checkOrder(order);
    if (!/^https?:\/\//.test(order.returnUrl)) throw new RangeError(`returnUrl must be an absolute http(s) URL: ${order.returnUrl}`);
    return { redirectUrl: this.cashierUrl(order, order.returnUrl) };
  }

  async queryTrade(orderNo: string): Promise<TradeReport> {
    const trade = this.remembered(orderNo);
    return {
      provider: 'sandbox',
      orderNo,
      state: trade ? trade.state : 'not_found',
      paid: trade?.state === 'paid',
      providerTradeNo: trade?.tradeNo ?? null,
      amountFen: trade ? trade.amountFen : null,
      currency: trade ? 'CNY' : null,
      appId: SANDBOX_APP_ID,
      mchId: null,
      paidAt: trade?.paidAt ?? null,
    };
  }

  async verifyNotification(request: NotifyRequest): Promise<PayNotification> {
    const body = typeof request.body === 'string' ? request.body : request.body.toString('utf8');
    if (Buffer.byteLength(body) > MAX_NOTIFY_BYTES) throw new PayNotifyError('malformed', 'notification too large');
    const timestamp = header(request.headers, 'sandbox-timestamp');
    const nonce = header(request.headers, 'sandbox-nonce');
    const signature = header(request.headers, 'sandbox-signature');
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) throw new PayNotifyError('malformed', 'missing sandbox signature headers');
    if (!this.safeEqual(signature, this.sign(`${timestamp}\n${nonce}\n${body}\n`))) throw new PayNotifyError('signature', 'sandbox signature mismatch');
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > SANDBOX_NOTIFY_MAX_AGE_SECONDS) throw new PayNotifyError('stale', `notification timestamp ${timestamp} is more than 5 minutes from now`);
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new PayNotifyError('malformed', 'notification body is not JSON');
    }
    const { app_id: appId, out_trade_no: orderNo, trade_no: tradeNo, total_fen: amountFen, trade_state: state, success_time: paidAt } = parsed;
    if (appId !== SANDBOX_APP_ID) throw new PayNotifyError('wrong_app', `notification for app ${String(appId)}`);
    if (typeof orderNo !== 'string' || !isOrderNo(orderNo) || typeof tradeNo !== 'string' || typeof amountFen !== 'number' || !Number.isSafeInteger(amountFen) || amountFen <= 0) {
      throw new PayNotifyError('malformed', 'notification lacks out_trade_no, trade_no or total_fen');
    }
    const paid = state === 'SUCCESS';
    return {
      provider: 'sandbox',
      orderNo,
      state: paid ? 'paid' : 'closed',
      paid,
      providerTradeNo: tradeNo,
      amountFen,
      currency: 'CNY',
      appId: SANDBOX_APP_ID,
      mchId: null,
      paidAt: paid && typeof paidAt === 'string' && !Number.isNaN(Date.parse(paidAt)) ? new Date(paidAt) : null,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    // Our own envelope: the sandbox "provider" is us.
    return accepted
      ? { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 200, message: 'success', data: null }) }
      : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 400, message: '支付通知验证失败', data: null }) };
  }

  // ---- the cashier's side: what a real provider's servers do ----

  /// Reads the cashier URL's query (`orderNo`, `t`). Throws PayError('rejected') for a link that
  /// was not made by this server or was altered.
  readCheckout(query: Record<string, unknown>): SandboxCheckout {
    const { orderNo, ticket } = this.readTicket(query);
    const trade = this.remembered(orderNo);
    const state = trade ? trade.state : this.now() >= ticket.expiresAt ? 'expired' : 'waiting';
    return { orderNo, amountFen: ticket.amountFen, expiresAt: new Date(ticket.expiresAt), returnUrl: ticket.returnUrl, state };
  }

  /// 确认支付: the payment succeeds and a signed notification comes back for the trade module to
  /// deliver. Paying a paid order again returns the same trade freshly signed (as a provider's retry
  /// does). Throws PayError('closed') when the order expired or was cancelled.
  pay(query: Record<string, unknown>): SignedNotification {
    const { orderNo, ticket } = this.readTicket(query);
    let trade = this.remembered(orderNo);
    if (trade?.state === 'closed') throw new PayError('closed', '订单已取消，请返回重新下单');
    if (!trade) {
      if (this.now() >= ticket.expiresAt) throw new PayError('closed', '订单已过期，请返回重新下单');
      trade = { state: 'paid', tradeNo: `sbx${randomUUID().replace(/-/g, '')}`, amountFen: ticket.amountFen, paidAt: new Date(this.now()), forgetAt: ticket.expiresAt + 86_400_000 };
      this.remember(orderNo, trade);
    }
    return this.notification({
      app_id: SANDBOX_APP_ID,
      out_trade_no: orderNo,
      trade_no: trade.tradeNo,
      total_fen: trade.amountFen,
      trade_state: 'SUCCESS',
      success_time: trade.paidAt!.toISOString(),
    });
  }

  /// 取消: the order can no longer be paid here. Cancelling a paid order changes nothing (returns false).
  cancel(query: Record<string, unknown>): boolean {
    const { orderNo, ticket } = this.readTicket(query);
    if (this.remembered(orderNo)?.state === 'paid') return false;
    this.remember(orderNo, { state: 'closed', tradeNo: null, amountFen: ticket.amountFen, paidAt: null, forgetAt: ticket.expiresAt + 86_400_000 });
    return true;
  }

  /// Signs any notification body as the sandbox gateway would (tests use it to forge variations).
  notification(payload: Record<string, unknown>, at = this.now()): SignedNotification {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(at / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      headers: {
        'content-type': 'application/json',
        'sandbox-timestamp': timestamp,
        'sandbox-nonce': nonce,
        'sandbox-signature': this.sign(`${timestamp}\n${nonce}\n${body}\n`),
      },
      body,
    };
  }

  private cashierUrl(order: PayOrder, returnUrl: string | null): string {
    const ticket: Ticket = { amountFen: order.amountFen, expiresAt: order.expiresAt.getTime(), returnUrl };
    const payload = Buffer.from(JSON.stringify([ticket.amountFen, ticket.expiresAt, ticket.returnUrl])).toString('base64url');
    const t = `${payload}.${this.sign(`${order.orderNo}.${payload}`, 'base64url').slice(0, 22)}`;
    const path = `${SANDBOX_CASHIER_PATH}?${new URLSearchParams({ orderNo: order.orderNo, t })}`;
    const base = this.options.publicUrl ?? order.requestOrigin;
    return base ? joinUrl(base, path) : path;
  }

  private readTicket(query: Record<string, unknown>): { orderNo: string; ticket: Ticket } {
    const invalid = () => new PayError('rejected', '支付链接无效，请返回重新下单');
    const { orderNo, t } = query;
    if (typeof orderNo !== 'string' || !isOrderNo(orderNo) || typeof t !== 'string' || t.length > 2048) throw invalid();
    const [payload, mac] = t.split('.');
    if (!payload || !mac || !this.safeEqual(mac, this.sign(`${orderNo}.${payload}`, 'base64url').slice(0, 22))) throw invalid();
    try {
      const [amountFen, expiresAt, returnUrl] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [number, number, string | null];
      return { orderNo, ticket: { amountFen, expiresAt, returnUrl } };
    } catch {
      throw invalid();
    }
  }

  private remembered(orderNo: string): SandboxTrade | undefined {
    const trade = this.trades.get(orderNo);
    if (trade && trade.forgetAt < this.now()) {
      this.trades.delete(orderNo);
      return undefined;
    }
    return trade;
  }

  private remember(orderNo: string, trade: SandboxTrade): void {
    this.trades.delete(orderNo);
    this.trades.set(orderNo, trade);
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const key of this.trades.keys()) {
      if (this.trades.size <= MAX_REMEMBERED) break;
      this.trades.delete(key);
    }
  }

  private sign(message: string, encoding: 'base64' | 'base64url' = 'base64'): string {
    return createHmac('sha256', this.secret).update(message, 'utf8').digest(encoding);
  }

  private safeEqual(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
