// Payment providers (issue 13 "Providers", issue 19 "Paying from the phone"): the interface the trade
// module uses to take money, and the errors it can meet. Adapters import only this file (and
// units.ts); the registry in index.ts imports the adapters.

/// The tab the user pays with (spec 01 §9: payMethod 1 Alipay, 2 WeChat pay).
export type PayMethod = 'alipay' | 'wechat';
export const PAY_METHODS: readonly PayMethod[] = ['alipay', 'wechat'];
export const PAY_METHOD_CODES = { alipay: 1, wechat: 2 } as const satisfies Record<PayMethod, number>;

/// Who takes the money. An order row keeps the id of the provider that created it, so its query and
/// its notification route (`/api/trade/notify/<id>`) stay with that provider after a configuration change.
export type PayProviderId = 'sandbox' | 'alipay' | 'wechat';
export const PAY_PROVIDER_IDS: readonly PayProviderId[] = ['sandbox', 'alipay', 'wechat'];

/// What we ask a provider to collect. The trade module takes the amount from the server's product,
/// never from the client.
export interface PayOrder {
  /** Our order number, the providers' `out_trade_no`: 6-32 of `[0-9A-Za-z_-]` (WeChat's rule, the stricter). */
  orderNo: string;
  /** Integer fen, > 0. */
  amountFen: number;
  /** Shown in the payer's wallet (product title). Adapters trim it to the provider's limit. */
  subject: string;
  /** The provider closes the trade at this time (Alipay `timeout_express`/`time_expire`, WeChat `time_expire`). */
  expiresAt: Date;
  /**
   * The origin the user's browser reached us at (`http://192.168.1.20:8080`). Providers that point
   * back at us (the sandbox cashier page) use it when `PAY_PUBLIC_URL` is not set, so a QR scanned
   * by a phone on the same network opens a page it can reach.
   */
  requestOrigin?: string;
}

/// A phone paying on itself (issue 19): no QR, the browser leaves for the provider and comes back.
export interface MobilePayOrder extends PayOrder {
  /** The payer's address: WeChat H5 requires it (`scene_info.payer_client_ip`) and checks it against the browser. */
  clientIp: string;
  /**
   * Absolute URL of our result page (which polls the order) the provider sends the browser back to:
   * Alipay `return_url`/`quit_url`, WeChat `redirect_url` (its domain must be the H5 domain registered
   * with WeChat Pay), the sandbox cashier's link after paying.
   */
  returnUrl: string;
}

export interface QrPayment {
  /** What the QR encodes: Alipay `qr_code`, WeChat `code_url`, the sandbox cashier page. Render with qr.ts. */
  payUrl: string;
}

export interface MobilePayment {
  /** Where to send the browser (`location.href = …`): Alipay's signed gateway URL, WeChat's `h5_url`, the sandbox cashier. */
  redirectUrl: string;
}

/// A trade as the provider sees it.
/// - `not_found`: the provider has no trade for this order (Alipay creates the trade of a 当面付 QR only when it is scanned)
/// - `waiting`: created, not paid (Alipay WAIT_BUYER_PAY; WeChat NOTPAY, USERPAYING)
/// - `paid`: money received (Alipay TRADE_SUCCESS, TRADE_FINISHED; WeChat SUCCESS)
/// - `closed`: will never be paid (expired, cancelled, payment failed; Alipay TRADE_CLOSED; WeChat CLOSED, REVOKED, PAYERROR)
/// - `refunded`: was paid, then refunded (WeChat REFUND)
export type TradeState = 'not_found' | 'waiting' | 'paid' | 'closed' | 'refunded';

/// A provider's statement about one of our orders, after its signature (and app id / merchant id)
/// has been verified. The trade module still checks orderNo and amount against its own order.
export interface TradeReport {
  provider: PayProviderId;
  orderNo: string;
  state: TradeState;
  /** `paid` is `state === 'paid'`: the one test that credits a membership. */
  paid: boolean;
  /** Alipay `trade_no`, WeChat `transaction_id`, sandbox `sbx…`; null while the provider has none. */
  providerTradeNo: string | null;
  /** Integer fen as the provider recorded it; null while the provider has none. */
  amountFen: number | null;
  /** The ISO 4217 currency of that amount (WeChat `amount.currency`; Alipay `trans_currency`, CNY when absent as
   *  for every domestic merchant; the sandbox CNY); null when the provider did not say. Orders are in CNY: the
   *  trade module credits nothing else (issue 26 §6: a signed USD notification credited 30 days). */
  currency: string | null;
  /** The app the trade belongs to (Alipay `app_id`, WeChat `appid`, `sandbox`): already checked equal to ours. */
  appId: string;
  /** WeChat `mchid` (checked equal to ours); null for the others. */
  mchId: string | null;
  paidAt: Date | null;
}

/// An asynchronous notification, verified. Unlike a query it always names the trade and the amount.
export interface PayNotification extends TradeReport {
  providerTradeNo: string;
  amountFen: number;
}

/// The raw notification request, exactly as received: the signature covers the bytes, so the route
/// must hand over the unparsed body (WeChat: raw JSON; Alipay: the form-encoded string).
export interface NotifyRequest {
  body: string | Buffer;
  /** Node's lower-cased header names, as in `request.headers`. */
  headers: Record<string, string | string[] | undefined>;
}

/// The HTTP answer a provider expects, so it stops retrying (`accepted`) or retries later.
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PayProvider {
  readonly id: PayProviderId;
  /// 当面付 / Native: a pay URL for a QR shown on a computer.
  /// Throws PayError (timeout, unreachable, bad_response, busy, rejected, already_paid, closed).
  createQrOrder(order: PayOrder): Promise<QrPayment>;
  /// 手机网站支付 / H5: a URL the phone's browser opens. Throws PayError like createQrOrder.
  createMobileOrder(order: MobilePayOrder): Promise<MobilePayment>;
  /// Asks the provider about an order: the fallback when a notification is late or lost (poll near
  /// expiry). An order the provider does not know is `not_found`, not an error. Throws PayError.
  queryTrade(orderNo: string): Promise<TradeReport>;
  /// Verifies and parses an asynchronous notification. Throws PayNotifyError when it is not
  /// authentic, not ours, stale or unreadable; answer those with `notifyAnswer(false)`.
  verifyNotification(request: NotifyRequest): Promise<PayNotification>;
  /// Alipay: `success` / `fail` as text. WeChat Pay v3: 200 `{"code":"SUCCESS"}` / 500 `{"code":"FAIL"}`.
  /// Answer `true` only once the notification is durably applied (or known to be a duplicate).
  notifyAnswer(accepted: boolean): NotifyAnswer;
}

export type PayErrorCode =
  /** The provider did not answer in time. */
  | 'timeout'
  /** No connection to the provider (DNS, refused, reset). */
  | 'unreachable'
  /** An answer we cannot trust or read: bad signature, wrong app, not JSON. */
  | 'bad_response'
  /** The provider says it is busy or failed internally: try again later. */
  | 'busy'
  /** The provider refused the request (configuration, parameters, permissions): an operator must look. */
  | 'rejected'
  /**
   * The provider says this order number is already paid (Alipay ACQ.TRADE_HAS_SUCCESS, WeChat ORDERPAID).
   * Never credit on this alone: it comes from an error answer; confirm with queryTrade.
   */
  | 'already_paid'
  /** The provider says the trade is closed (expired or cancelled): make a new order. */
  | 'closed'
  /** This payment method is not open on this server (PAY_PROVIDER). */
  | 'unavailable';

/// A failed call to a provider. `message` is Chinese and fit for the user's toast; `providerCode` and
/// `detail` are for the log.
export class PayError extends Error {
  override readonly name = 'PayError';
  readonly code: PayErrorCode;
  readonly providerCode: string | undefined;
  readonly detail: string | undefined;

  constructor(code: PayErrorCode, message: string, options: { providerCode?: string; detail?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.providerCode = options.providerCode;
    this.detail = options.detail;
  }
}

export type NotifyRejectReason =
  /** Not the provider's format (missing fields or headers, not JSON, too large). */
  | 'malformed'
  /** The signature does not verify: forged, or the content was changed (e.g. the amount). */
  | 'signature'
  /** WeChat: `Wechatpay-Serial` names no platform key or certificate we hold. */
  | 'unknown_key'
  /** WeChat, sandbox: the timestamp is more than 5 minutes from now (a replay). */
  | 'stale'
  /** WeChat: the resource does not decrypt with our APIv3 key (AEAD tag mismatch). */
  | 'decrypt'
  /** Signed, but for another app id (Alipay `app_id`/`seller_id`, WeChat `appid`). */
  | 'wrong_app'
  /** WeChat: signed, but for another merchant (`mchid`). */
  | 'wrong_merchant';

/// A notification that must not be applied. The message is for the log (the provider never shows it).
export class PayNotifyError extends Error {
  override readonly name = 'PayNotifyError';
  constructor(
    readonly reason: NotifyRejectReason,
    message: string,
  ) {
    super(message);
  }
}

/// The payment configuration is incomplete or invalid; the message names the variables.
export class PayConfigError extends Error {
  override readonly name = 'PayConfigError';
}

/// Where the trade module mounts each provider's notification route; the notify URLs sent to the
/// providers are `PAY_PUBLIC_URL` + this + `/<provider id>`.
export const PAY_NOTIFY_PATH = '/api/trade/notify';

/// Notifications larger than this are not read (real ones are 1-3 KB).
export const MAX_NOTIFY_BYTES = 64 * 1024;
