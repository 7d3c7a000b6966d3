// WeChat Pay API v3, written to the specification with node:crypto (the npm SDKs either hard-code the
// API host, cannot verify with a 微信支付公钥 (PUB_KEY_ID_…), or skip the timestamp check):
// - requests signed `WECHATPAY2-SHA256-RSA2048` with the merchant API private key over
//   "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n";
// - answers and notifications verified with the platform key named by `Wechatpay-Serial` over
//   "TIMESTAMP\nNONCE\nBODY\n", refused when the timestamp is more than 5 minutes away;
// - notification resources decrypted with AEAD_AES_256_GCM under the APIv3 key.
// Native (`/v3/pay/transactions/native` → code_url) for the QR, H5 (`/v3/pay/transactions/h5` →
// h5_url) for phones, `GET /v3/pay/transactions/out-trade-no/{no}?mchid=` for queries.
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { WechatPayConfig } from './config.ts';
import { MAX_NOTIFY_BYTES, PayError, PayNotifyError, type MobilePayment, type MobilePayOrder, type NotifyAnswer, type NotifyRequest, type PayNotification, type PayOrder, type PayProvider, type QrPayment, type TradeReport, type TradeState } from './types.ts';
import { checkOrder, cleanSubject, fromRfc3339, header, isOrderNo, joinUrl, toWechatTime } from './units.ts';

/// Answers and notifications whose timestamp is further than this from our clock are refused (v3 spec).
export const WECHAT_MAX_SKEW_SECONDS = 300;

const tradeStates: Record<string, TradeState> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'waiting',
  USERPAYING: 'waiting',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/// The decrypted `resource` of a TRANSACTION.* notification, and the body of an order query.
interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

type Verdict = { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'unknown_key' | 'signature'; message: string };

export class WechatPayProvider implements PayProvider {
  readonly id = 'wechat' as const;
  private readonly now: () => number;
  private readonly fetcher: typeof fetch;
  private readonly keys: Map<string, string>;

  constructor(
    private readonly config: WechatPayConfig,
    options: { now?: () => number; fetch?: typeof fetch } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.fetcher = options.fetch ?? fetch;
    // Serial numbers of certificates are hex, compared without regard to case.
    this.keys = new Map(config.platformKeys.map((key) => [key.serial.toUpperCase(), key.publicKey]));
  }

  async createQrOrder(order: PayOrder): Promise<QrPayment> {
    checkOrder(order);
    const data = await this.call<{ code_url?: string }>('POST', '/v3/pay/transactions/native', this.orderBody(order));
    if (typeof data?.code_url !== 'string' || !data.code_url) throw new PayError('bad_response', '微信支付返回的二维码无效，请稍后重试', { detail: `native answered ${JSON.stringify(data)}` });
    return { payUrl: data.code_url };
  }

  async createMobileOrder(order: MobilePayOrder): Promise<MobilePayment> {
    checkOrder(order);
    if (!isIP(order.clientIp)) throw new RangeError(`clientIp must be an IP address: ${order.clientIp}`);
    const data = await this.call<{ h5_url?: string }>('POST', '/v3/pay/transactions/h5', {
      ...this.orderBody(order),
      scene_info: { payer_client_ip: order.clientIp, h5_info: { type: 'Wap' } },
    });
    if (typeof data?.h5_url !== 'string' || !data.h5_url) throw new PayError('bad_response', '微信支付返回的支付链接无效，请稍后重试', { detail: `h5 answered ${JSON.stringify(data)}` });
    // After paying (or leaving) WeChat sends the browser to redirect_url, which must be on the H5
    // domain registered with WeChat Pay. It says nothing about the result: the page polls.
    const separator = data.h5_url.includes('?') ? '&' : '?';
    return { redirectUrl: `${data.h5_url}${separator}redirect_url=${encodeURIComponent(order.returnUrl)}` };
  }

  async queryTrade(orderNo: string): Promise<TradeReport> {
    if (!isOrderNo(orderNo)) throw new RangeError(`not an order number: ${orderNo}`);
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.config.mchId)}`;
    const data = await this.call<WechatTransaction>('GET', path, undefined, ['ORDER_NOT_EXIST', 'ORDERNOTEXIST']);
    if (data === null) {
      return { provider: 'wechat', orderNo, state: 'not_found', paid: false, providerTradeNo: null, amountFen: null, currency: null, appId: this.config.appId, mchId: this.config.mchId, paidAt: null };
    }
    const mismatch = data.appid !== this.config.appId || data.mchid !== this.config.mchId || data.out_trade_no !== orderNo;
    const state = tradeStates[data.trade_state ?? ''];
    if (mismatch || !state) throw new PayError('bad_response', '微信支付返回的订单不符，请稍后重试', { detail: `query ${orderNo} answered ${JSON.stringify(data)}` });
    const total = data.amount?.total;
    return {
      provider: 'wechat',
      orderNo,
      state,
      paid: state === 'paid',
      providerTradeNo: data.transaction_id || null,
      amountFen: Number.isSafeInteger(total) ? total! : null,
      currency: typeof data.amount?.currency === 'string' ? data.amount.currency : null,
      appId: data.appid!,
      mchId: data.mchid!,
      paidAt: state === 'paid' ? fromRfc3339(data.success_time) : null,
    };
  }

  async verifyNotification(request: NotifyRequest): Promise<PayNotification> {
    const body = typeof request.body === 'string' ? request.body : request.body.toString('utf8');
    if (Buffer.byteLength(body) > MAX_NOTIFY_BYTES) throw new PayNotifyError('malformed', 'notification too large');
    const verdict = this.verifySignature(request.headers, body);
    if (!verdict.ok) throw new PayNotifyError(verdict.reason, verdict.message);
    let envelope: { event_type?: string; resource?: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string } };
    try {
      envelope = JSON.parse(body) as typeof envelope;
    } catch {
      throw new PayNotifyError('malformed', 'notification body is not JSON');
    }
    const resource = envelope.resource;
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM' || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
      throw new PayNotifyError('malformed', `notification ${envelope.event_type ?? ''} has no AEAD_AES_256_GCM resource`);
    }
    let plain: string;
    try {
      plain = decryptResource(resource.ciphertext, resource.nonce, resource.associated_data ?? '', this.config.apiV3Key);
    } catch {
      throw new PayNotifyError('decrypt', 'resource does not decrypt with the APIv3 key');
    }
    let trade: WechatTransaction;
    try {
      trade = JSON.parse(plain) as WechatTransaction;
    } catch {
      throw new PayNotifyError('malformed', 'decrypted resource is not JSON');
    }
    if (trade.mchid !== this.config.mchId) throw new PayNotifyError('wrong_merchant', `notification for mchid ${String(trade.mchid)}, we are ${this.config.mchId}`);
    if (trade.appid !== this.config.appId) throw new PayNotifyError('wrong_app', `notification for appid ${String(trade.appid)}, we are ${this.config.appId}`);
    const total = trade.amount?.total;
    const state = tradeStates[trade.trade_state ?? ''];
    if (!trade.out_trade_no || !isOrderNo(trade.out_trade_no) || !trade.transaction_id || !Number.isSafeInteger(total) || total! <= 0 || !state) {
      throw new PayNotifyError('malformed', `transaction lacks out_trade_no, transaction_id, amount.total or a known trade_state (${String(trade.trade_state)})`);
    }
    return {
      provider: 'wechat',
      orderNo: trade.out_trade_no,
      state,
      paid: state === 'paid',
      providerTradeNo: trade.transaction_id,
      amountFen: total!,
      currency: typeof trade.amount?.currency === 'string' ? trade.amount.currency : null,
      appId: trade.appid,
      mchId: trade.mchid,
      paidAt: state === 'paid' ? fromRfc3339(trade.success_time) : null,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    // v3: any 200/204 stops the retries (the JSON is what the older documentation asked for, and
    // harmless under the newer); a 4XX/5XX with {code: FAIL} asks WeChat Pay to retry.
    return accepted
      ? { status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'SUCCESS', message: '成功' }) }
      : { status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
  }

  private orderBody(order: PayOrder) {
    return {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: cleanSubject(order.subject, 127),
      out_trade_no: order.orderNo,
      time_expire: toWechatTime(order.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    };
  }

  /// One signed call with a verified answer. An error answer whose code the caller expects gives
  /// null; any other becomes a PayError.
  private async call<T>(method: 'GET' | 'POST', path: string, body?: object, expected: string[] = []): Promise<T | null> {
    const url = new URL(joinUrl(this.config.apiBase, path));
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(this.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = `${method}\n${url.pathname}${url.search}\n${timestamp}\n${nonce}\n${text}\n`;
    const signature = createSign('RSA-SHA256').update(message, 'utf8').sign(this.config.mchPrivateKey, 'base64');
    const authorization = `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.config.mchSerialNo}"`;
    let response: Response;
    let answer: string;
    try {
      response = await this.fetcher(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          // v3 refuses requests without a User-Agent.
          'user-agent': 'peiyin-server (WeChatPay APIv3)',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      answer = await response.text();
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new PayError('timeout', '微信支付响应超时，请稍后重试', { cause: error, detail: `${method} ${url.pathname}` });
      throw new PayError('unreachable', '无法连接微信支付，请稍后重试', { cause: error, detail: `${method} ${url.pathname}: ${String((error as Error).cause ?? error)}` });
    }
    if (response.ok) {
      const verdict = this.verifySignature(Object.fromEntries(response.headers), answer);
      if (!verdict.ok) throw new PayError('bad_response', '微信支付应答验签失败，请稍后重试', { detail: `${method} ${url.pathname}: ${verdict.message}` });
      if (response.status === 204 || answer === '') return null;
      try {
        return JSON.parse(answer) as T;
      } catch (error) {
        throw new PayError('bad_response', '微信支付应答无法解析，请稍后重试', { cause: error, detail: answer.slice(0, 200) });
      }
    }
    // An error answer is only ever a refusal, so it is read even when unsigned (WeChat Pay cannot sign
    // the answer to a request whose own signature it refused).
    let error: { code?: string; message?: string } = {};
    try {
      error = JSON.parse(answer) as typeof error;
    } catch {
      // not JSON: judged by the status alone
    }
    if (error.code && expected.includes(error.code)) return null;
    throw wechatError(response.status, error.code, error.message);
  }

  private verifySignature(headers: Record<string, string | string[] | undefined>, body: string): Verdict {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'malformed', message: 'missing Wechatpay-* signature headers' };
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > WECHAT_MAX_SKEW_SECONDS) return { ok: false, reason: 'stale', message: `Wechatpay-Timestamp ${timestamp} is more than 5 minutes from now` };
    const key = this.keys.get(serial.toUpperCase());
    if (!key) return { ok: false, reason: 'unknown_key', message: `no platform key or certificate with serial ${serial}` };
    // WeChat Pay probes merchants with deliberately wrong signatures ("WECHATPAY/SIGNTEST/…"): they fail here.
    const valid = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').verify(key, signature, 'base64');
    return valid ? { ok: true } : { ok: false, reason: 'signature', message: 'Wechatpay-Signature does not verify' };
  }
}

/// AEAD_AES_256_GCM as v3 uses it: key = the 32-byte APIv3 key, IV = the nonce's bytes, the
/// authentication tag = the last 16 bytes of the base64 ciphertext. Throws when the tag does not match.
export function decryptResource(ciphertext: string, nonce: string, associatedData: string, apiV3Key: string): string {
  const bytes = Buffer.from(ciphertext, 'base64');
  if (bytes.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}

/// WeChat Pay v3 error codes → ours.
function wechatError(status: number, code: string | undefined, message: string | undefined): PayError {
  const options = { providerCode: code ?? `HTTP ${status}`, detail: `${status} ${code ?? ''} ${message ?? ''}`.trim() };
  switch (code) {
    case 'ORDERPAID':
      return new PayError('already_paid', '该订单已支付', options);
    case 'ORDER_CLOSED':
    case 'ORDERCLOSED':
      return new PayError('closed', '该订单已关闭，请重新下单', options);
    case 'SYSTEM_ERROR':
    case 'SYSTEMERROR':
    case 'BANK_ERROR':
    case 'BANKERROR':
    case 'FREQUENCY_LIMITED':
      return new PayError('busy', '微信支付系统繁忙，请稍后重试', options);
  }
  if (status >= 500 || status === 429) return new PayError('busy', '微信支付系统繁忙，请稍后重试', options);
  return new PayError('rejected', '微信支付拒绝了该请求，请联系客服', options);
}
