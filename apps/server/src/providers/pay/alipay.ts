// Alipay through the maintained alipay-sdk (v4, OpenAPI 2.0 gateway, RSA2 in public-key mode):
// 当面付 `alipay.trade.precreate` (QR), 手机网站支付 `alipay.trade.wap.pay` (a signed gateway URL the
// phone opens), `alipay.trade.query` (fallback for a late notification), and the asynchronous
// notification (form-encoded, RSA2 over the sorted parameters, verified with Alipay's public key).
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { AlipayConfig } from './config.ts';
import { MAX_NOTIFY_BYTES, PayError, PayNotifyError, type MobilePayment, type MobilePayOrder, type NotifyAnswer, type NotifyRequest, type PayNotification, type PayOrder, type PayProvider, type QrPayment, type TradeReport, type TradeState } from './types.ts';
import { checkOrder, cleanSubject, fenToYuan, fromAlipayTime, isOrderNo, toAlipayTime, yuanToFen } from './units.ts';

const SUCCESS = '10000';

/// Alipay's trade_status → ours. TRADE_CLOSED also follows a full refund; it never un-pays an order
/// the trade module has credited.
const tradeStates: Record<string, TradeState> = {
  WAIT_BUYER_PAY: 'waiting',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

/// alipay-sdk verifies an answer's signature but crashes with a TypeError when the answer carries none
/// (an error_response). Turn that into the SDK's own AlipayRequestError with the raw answer, so the
/// refusal can still be read (never trusted: only ever as a failure).
class AlipayClient extends AlipaySdk {
  override checkResponseSign(responseDataRaw: string, responseKey: string, serverSign: string, traceId: string) {
    if (typeof serverSign !== 'string' || !serverSign) throw new AlipayRequestError('验签失败，应答没有签名', { traceId, responseDataRaw });
    super.checkResponseSign(responseDataRaw, responseKey, serverSign, traceId);
  }
}

export class AlipayProvider implements PayProvider {
  readonly id = 'alipay' as const;
  private readonly sdk: AlipayClient;
  private readonly now: () => number;

  constructor(
    private readonly config: AlipayConfig,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.sdk = new AlipayClient({
      appId: config.appId,
      privateKey: config.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: config.alipayPublicKey,
      gateway: config.gateway,
      signType: 'RSA2',
      timeout: config.timeoutMs,
      // Keep Alipay's own field names (qr_code, trade_status…), as its documentation writes them.
      camelcase: false,
    });
  }

  async createQrOrder(order: PayOrder): Promise<QrPayment> {
    checkOrder(order);
    const result = await this.exec('alipay.trade.precreate', {
      notifyUrl: this.config.notifyUrl,
      bizContent: {
        out_trade_no: order.orderNo,
        total_amount: fenToYuan(order.amountFen),
        subject: cleanSubject(order.subject, 256),
        product_code: 'FACE_TO_FACE_PAYMENT',
        // Minutes only ("5m"): the trade closes itself when our order expires.
        timeout_express: `${Math.max(1, Math.ceil((order.expiresAt.getTime() - this.now()) / 60_000))}m`,
      },
    });
    if (result.out_trade_no !== order.orderNo || typeof result.qr_code !== 'string' || !result.qr_code) {
      throw new PayError('bad_response', '支付宝返回的二维码无效，请稍后重试', { detail: `precreate answered ${JSON.stringify(result)}` });
    }
    return { payUrl: result.qr_code };
  }

  async createMobileOrder(order: MobilePayOrder): Promise<MobilePayment> {
    checkOrder(order);
    // wap.pay is a page call: nothing is sent now. The SDK signs the request into a gateway URL and the
    // phone's browser opens it; Alipay shows its own errors there (e.g. an order already paid).
    const redirectUrl = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      notifyUrl: this.config.notifyUrl,
      returnUrl: order.returnUrl,
      timestamp: toAlipayTime(new Date(this.now())),
      bizContent: {
        out_trade_no: order.orderNo,
        total_amount: fenToYuan(order.amountFen),
        subject: cleanSubject(order.subject, 256),
        product_code: 'QUICK_WAP_WAY',
        // Where the 退出 link of Alipay's page leads: the same result page, which polls the order.
        quit_url: order.returnUrl,
        time_expire: toAlipayTime(order.expiresAt),
      },
    });
    return { redirectUrl };
  }

  async queryTrade(orderNo: string): Promise<TradeReport> {
    if (!isOrderNo(orderNo)) throw new RangeError(`not an order number: ${orderNo}`);
    const report = (state: TradeState, result?: AlipaySdkCommonResult): TradeReport => ({
      provider: 'alipay',
      orderNo,
      state,
      paid: state === 'paid',
      providerTradeNo: typeof result?.trade_no === 'string' ? result.trade_no : null,
      amountFen: typeof result?.total_amount === 'string' ? yuanToFen(result.total_amount) : null,
      currency: typeof result?.trans_currency === 'string' && result.trans_currency ? result.trans_currency : 'CNY',
      appId: this.config.appId,
      mchId: null,
      paidAt: state === 'paid' ? fromAlipayTime(result?.send_pay_date) : null,
    });
    // A 当面付 trade exists only once the QR is scanned: before that Alipay says ACQ.TRADE_NOT_EXIST.
    const result = await this.exec('alipay.trade.query', { bizContent: { out_trade_no: orderNo } }, ['ACQ.TRADE_NOT_EXIST']);
    if (result.code !== SUCCESS) return report('not_found');
    if (result.out_trade_no !== orderNo) throw new PayError('bad_response', '支付宝返回的订单不符，请稍后重试', { detail: `query ${orderNo} answered ${String(result.out_trade_no)}` });
    const state = tradeStates[String(result.trade_status)];
    if (!state) throw new PayError('bad_response', '支付宝返回了未知的交易状态', { detail: `trade_status ${String(result.trade_status)}` });
    return report(state, result);
  }

  async verifyNotification(request: NotifyRequest): Promise<PayNotification> {
    const body = typeof request.body === 'string' ? request.body : request.body.toString('utf8');
    if (Buffer.byteLength(body) > MAX_NOTIFY_BYTES) throw new PayNotifyError('malformed', 'notification too large');
    // We ask for charset utf-8, so the form is UTF-8; URLSearchParams decodes it once, as signed.
    const params = Object.fromEntries(new URLSearchParams(body));
    if (!params.sign) throw new PayNotifyError('malformed', 'notification without sign');
    // V2 verifies the values as received (V1 decodes them a second time and breaks on a "%").
    if (!this.sdk.checkNotifySignV2(params)) throw new PayNotifyError('signature', 'Alipay signature does not verify');
    if (params.app_id !== this.config.appId) throw new PayNotifyError('wrong_app', `notification for app_id ${params.app_id}, we are ${this.config.appId}`);
    if (this.config.sellerId && params.seller_id !== this.config.sellerId) throw new PayNotifyError('wrong_app', `notification for seller_id ${params.seller_id}`);
    const { out_trade_no: orderNo, trade_no: tradeNo, total_amount: totalAmount, trade_status: tradeStatus } = params;
    const amountFen = totalAmount === undefined ? null : yuanToFen(totalAmount);
    const state = tradeStatus === undefined ? undefined : tradeStates[tradeStatus];
    if (!orderNo || !isOrderNo(orderNo) || !tradeNo || amountFen === null || !state) {
      throw new PayNotifyError('malformed', `notification lacks out_trade_no, trade_no, total_amount or a known trade_status (${tradeStatus})`);
    }
    return {
      provider: 'alipay',
      orderNo,
      state,
      paid: state === 'paid',
      providerTradeNo: tradeNo,
      amountFen,
      // 标价币种: only multi-currency merchants' notifications carry it; without it the amount is in yuan
      currency: params.trans_currency || 'CNY',
      appId: params.app_id,
      mchId: null,
      paidAt: state === 'paid' ? fromAlipayTime(params.gmt_payment) : null,
    };
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    // Alipay stops retrying (over 25 hours) only on the exact text "success".
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
  }

  /// One gateway call with a verified answer. Business failures become PayError, except the
  /// sub_codes the caller expects (returned as they are).
  private async exec(method: string, params: Record<string, unknown>, expected: string[] = []): Promise<AlipaySdkCommonResult> {
    let result: AlipaySdkCommonResult;
    try {
      result = await this.sdk.exec(method, { ...params, timestamp: toAlipayTime(new Date(this.now())) }, { validateSign: true });
    } catch (error) {
      throw this.transportError(error);
    }
    if (result.code === SUCCESS || (result.sub_code && expected.includes(result.sub_code))) return result;
    throw businessError(result);
  }

  private transportError(error: unknown): PayError {
    if (!(error instanceof AlipayRequestError)) return new PayError('bad_response', '支付宝接口调用失败，请稍后重试', { cause: error, detail: String(error) });
    const cause = error.cause as { name?: string; code?: string } | undefined;
    if (cause?.name === 'HttpClientRequestTimeoutError' || cause?.name === 'HttpClientConnectTimeoutError' || /timeout/i.test(cause?.name ?? '')) {
      return new PayError('timeout', '支付宝响应超时，请稍后重试', { cause: error, detail: error.message });
    }
    if (cause) return new PayError('unreachable', '无法连接支付宝，请稍后重试', { cause: error, detail: `${cause.code ?? ''} ${error.message}`.trim() });
    // The SDK reports a non-200 HTTP status only in its message ("HTTP 请求错误, status: 503").
    const status = error.responseHttpStatus ?? Number(/status: (\d{3})/.exec(error.message)?.[1]);
    if (status >= 500 || status === 429) return new PayError('busy', '支付宝系统繁忙，请稍后重试', { cause: error, detail: error.message });
    // An unsigned error answer (error_response: bad app id, bad signature of ours) cannot pass the
    // SDK's verification, but it is only ever a refusal: read its code for the log.
    const refusal = unsignedRefusal(error.responseDataRaw);
    if (refusal) return businessError(refusal);
    return new PayError('bad_response', '支付宝应答验签失败，请稍后重试', { cause: error, detail: error.message });
  }
}

function unsignedRefusal(raw: string | undefined): AlipaySdkCommonResult | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, AlipaySdkCommonResult | undefined>;
    const body = parsed.error_response ?? Object.entries(parsed).find(([key]) => key.endsWith('_response'))?.[1];
    return body && typeof body.code === 'string' && body.code !== SUCCESS ? body : null;
  } catch {
    return null;
  }
}

/// Alipay's public error codes (code 20000 service unavailable, 40004 business failure…) → ours.
function businessError(result: AlipaySdkCommonResult): PayError {
  const options = { providerCode: result.sub_code ?? result.code, detail: `${result.code} ${result.msg ?? ''} ${result.sub_code ?? ''} ${result.sub_msg ?? ''}`.trim() };
  switch (result.sub_code) {
    case 'ACQ.TRADE_HAS_SUCCESS':
      return new PayError('already_paid', '该订单已支付', options);
    case 'ACQ.TRADE_HAS_CLOSE':
    case 'ACQ.TRADE_STATUS_ERROR':
      return new PayError('closed', '该订单已关闭，请重新下单', options);
    case 'ACQ.SYSTEM_ERROR':
    case 'aop.ACQ.SYSTEM_ERROR':
      return new PayError('busy', '支付宝系统繁忙，请稍后重试', options);
  }
  if (result.code === '20000') return new PayError('busy', '支付宝系统繁忙，请稍后重试', options);
  return new PayError('rejected', '支付宝拒绝了该请求，请联系客服', options);
}
