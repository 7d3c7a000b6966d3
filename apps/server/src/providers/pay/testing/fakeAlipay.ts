// A local Alipay open-platform gateway (OpenAPI 2.0, RSA2 public-key mode), written from Alipay's
// documentation independently of the adapter:
// - requests: every parameter except `sign`, sorted by name, joined as `k=v` with `&`, verified with
//   the application's public key (SHA256withRSA); `timestamp` in Beijing time within 15 minutes;
// - answers: `{"<method>_response": {...}, "sign": "..."}`, the sign over the exact JSON text of the
//   response object (with `/` escaped as `\/`, as Alipay writes it), by Alipay's private key;
// - notifications: form-encoded, every parameter except `sign` and `sign_type`, sorted, signed by
//   Alipay's private key.
// It keeps trades in memory: precreate makes a QR whose trade exists once scanned; query tells.
import { createSign, createVerify, randomInt, type KeyObject } from 'node:crypto';
import { sleep, startProtocolServer, type Answer, type ProtocolServer, type ReceivedRequest } from './server.ts';

export interface FakeAlipayOptions {
  appId: string;
  /** Verifies our requests. */
  appPublicKey: KeyObject;
  /** Signs answers and notifications ("Alipay's" key; its public half is our ALIPAY_PUBLIC_KEY). */
  alipayPrivateKey: KeyObject;
  sellerId?: string;
  now?: () => number;
}

export interface FakeAlipayTrade {
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string | null;
  via: 'precreate' | 'wap';
  /** A 当面付 trade exists at Alipay once the QR is scanned. */
  scanned: boolean;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  gmtPayment: string | null;
  bizContent: Record<string, unknown>;
}

/// What the next answer does instead of the normal one.
export type AlipayTrick =
  | { kind: 'error'; code: string; msg: string; subCode?: string; subMsg?: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'badSign' }
  | { kind: 'http'; status: number };

export interface FakeAlipay extends ProtocolServer {
  /** The gateway URL (ALIPAY_GATEWAY). */
  gateway: string;
  trades: Map<string, FakeAlipayTrade>;
  /** Verified gateway calls: `method` and all parameters (biz_content parsed). */
  calls: { method: string; params: Record<string, string>; bizContent: Record<string, unknown> }[];
  /** The next gateway call answers this way. */
  trick(trick: AlipayTrick): void;
  /** The payer scans the QR: the trade now exists, waiting for payment. */
  scan(outTradeNo: string): void;
  /** The payer pays: the trade succeeds and Alipay's notification body (form-encoded) is returned. */
  pay(outTradeNo: string): string;
  /** Signs any notification parameters as Alipay does (tests change them before or after signing). */
  signNotification(params: Record<string, string>, key?: KeyObject): string;
  /** The phone's browser opens a wap.pay URL: verifies it as the gateway would and registers the trade. */
  openWapPage(url: string): { params: Record<string, string>; bizContent: Record<string, unknown> };
}

const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

function signContent(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((key) => !omit.includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export async function startFakeAlipay(options: FakeAlipayOptions): Promise<FakeAlipay> {
  const now = options.now ?? Date.now;
  const sellerId = options.sellerId ?? '2088102146225135';
  const trades = new Map<string, FakeAlipayTrade>();
  const calls: FakeAlipay['calls'] = [];
  const tricks: AlipayTrick[] = [];

  const sign = (text: string, key: KeyObject = options.alipayPrivateKey) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

  /// Alipay's answer: the response object as raw JSON text and its signature.
  const answer = (method: string, response: Record<string, unknown>, signed = true): Answer => {
    const key = `${method.replace(/\./g, '_')}_response`;
    const inner = JSON.stringify(response).replace(/\//g, '\\/');
    const body = signed ? `{"${key}":${inner},"sign":"${sign(inner)}"}` : `{"${key}":${inner}}`;
    return { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' }, body };
  };
  const failure = (method: string, code: string, msg: string, subCode: string, subMsg: string) =>
    answer(method, { code, msg, sub_code: subCode, sub_msg: subMsg });

  /// Checks a request's common parameters and signature the way the gateway does. Returns an answer
  /// when the request is refused.
  const checkRequest = (params: Record<string, string>): Answer | null => {
    const method = params.method ?? '';
    if (params.app_id !== options.appId) {
      // Unknown app: there is no key to sign with, so Alipay answers an unsigned error_response.
      return { status: 200, body: JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' } }) };
    }
    if (params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0') {
      return failure(method, '40002', 'Invalid Arguments', 'isv.invalid-parameter', 'sign_type, charset or version');
    }
    const verified = createVerify('RSA-SHA256').update(signContent(params, ['sign']), 'utf8').verify(options.appPublicKey, params.sign ?? '', 'base64');
    if (!verified) return failure(method, '40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配');
    const stamp = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(params.timestamp ?? '');
    const sent = stamp ? Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!) - 8 * 3600_000 : NaN;
    if (!(Math.abs(now() - sent) <= 15 * 60_000)) return failure(method, '40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数');
    return null;
  };

  const newTradeNo = () => `2024${String(now()).slice(-10)}22001${String(randomInt(10 ** 9)).padStart(9, '0')}`;

  const handle = async (request: ReceivedRequest): Promise<Answer> => {
    if (request.url.pathname !== '/gateway.do' || request.method !== 'POST') return { status: 404, body: 'not found' };
    // The SDK puts the common parameters in the query and biz_content in the form body.
    const params: Record<string, string> = { ...Object.fromEntries(request.url.searchParams), ...Object.fromEntries(new URLSearchParams(request.body)) };
    const method = params.method ?? '';
    const trick = tricks.shift();
    if (trick?.kind === 'delay') await sleep(trick.ms);
    if (trick?.kind === 'http') return { status: trick.status, body: 'Service Unavailable' };
    const refused = checkRequest(params);
    if (refused) return refused;
    let bizContent: Record<string, unknown>;
    try {
      bizContent = JSON.parse(params.biz_content ?? '') as Record<string, unknown>;
    } catch {
      return failure(method, '40001', 'Missing Required Arguments', 'isv.missing-biz-content', '缺少业务参数');
    }
    calls.push({ method, params, bizContent });
    if (trick?.kind === 'error') return answer(method, { code: trick.code, msg: trick.msg, ...(trick.subCode ? { sub_code: trick.subCode, sub_msg: trick.subMsg } : {}) });
    const reply = (response: Record<string, unknown>): Answer => {
      const result = answer(method, response);
      // A forged answer: same content, signature of another key.
      if (trick?.kind === 'badSign') result.body = result.body!.replace(/"sign":"[^"]+"/, `"sign":"${sign('something else')}"`);
      return result;
    };
    const outTradeNo = String(bizContent.out_trade_no ?? '');
    switch (method) {
      case 'alipay.trade.precreate': {
        const totalAmount = String(bizContent.total_amount ?? '');
        if (!/^\d+(\.\d{1,2})?$/.test(totalAmount) || Number(totalAmount) <= 0) return failure(method, '40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', '参数无效');
        if (!params.notify_url) return failure(method, '40004', 'Business Failed', 'ACQ.INVALID_PARAMETER', '缺少 notify_url');
        const existing = trades.get(outTradeNo);
        if (existing?.status === 'TRADE_SUCCESS') return failure(method, '40004', 'Business Failed', 'ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
        if (existing && existing.totalAmount !== totalAmount) return failure(method, '40004', 'Business Failed', 'ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
        trades.set(outTradeNo, {
          outTradeNo,
          totalAmount,
          subject: String(bizContent.subject ?? ''),
          notifyUrl: params.notify_url,
          via: 'precreate',
          scanned: false,
          status: 'WAIT_BUYER_PAY',
          tradeNo: newTradeNo(),
          gmtPayment: null,
          bizContent,
        });
        return reply({ code: '10000', msg: 'Success', out_trade_no: outTradeNo, qr_code: `https://qr.alipay.com/bax0${String(randomInt(10 ** 9)).padStart(9, '0')}` });
      }
      case 'alipay.trade.query': {
        const trade = trades.get(outTradeNo);
        if (!trade || (trade.via === 'precreate' && !trade.scanned)) return reply({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在', out_trade_no: outTradeNo });
        return reply({
          code: '10000',
          msg: 'Success',
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          buyer_logon_id: '159****5620',
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          buyer_pay_amount: trade.status === 'TRADE_SUCCESS' ? trade.totalAmount : '0.00',
          ...(trade.gmtPayment ? { send_pay_date: trade.gmtPayment } : {}),
        });
      }
      default:
        return failure(method, '40004', 'Business Failed', 'isv.invalid-method', '不存在的方法名');
    }
  };

  const server = await startProtocolServer(handle);

  const signNotification: FakeAlipay['signNotification'] = (params, key = options.alipayPrivateKey) => {
    const signed = { ...params, sign_type: 'RSA2' };
    return new URLSearchParams({ ...signed, sign: sign(signContent(signed, ['sign', 'sign_type']), key) }).toString();
  };

  return {
    ...server,
    gateway: `${server.origin}/gateway.do`,
    trades,
    calls,
    trick: (trick) => void tricks.push(trick),
    scan(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.scanned = true;
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.scanned = true;
      trade.status = 'TRADE_SUCCESS';
      trade.gmtPayment = beijing(now());
      return signNotification({
        gmt_create: beijing(now() - 20_000),
        charset: 'utf-8',
        seller_email: 'merchant@example.com',
        subject: trade.subject,
        buyer_id: '2088102177846880',
        invoice_amount: trade.totalAmount,
        notify_id: `2024${String(randomInt(10 ** 9))}`,
        // A JSON value with quotes, braces and a percent sign: the encoding must survive verification.
        fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT', memo: '100%' }]),
        notify_type: 'trade_status_sync',
        trade_status: 'TRADE_SUCCESS',
        receipt_amount: trade.totalAmount,
        app_id: options.appId,
        buyer_pay_amount: trade.totalAmount,
        seller_id: sellerId,
        gmt_payment: trade.gmtPayment,
        notify_time: beijing(now()),
        version: '1.0',
        out_trade_no: trade.outTradeNo,
        total_amount: trade.totalAmount,
        trade_no: trade.tradeNo,
        auth_app_id: options.appId,
        point_amount: '0.00',
      });
    },
    signNotification,
    openWapPage(url) {
      const parsed = new URL(url);
      if (`${parsed.origin}${parsed.pathname}` !== `${server.origin}/gateway.do`) throw new Error(`not our gateway: ${url}`);
      const params = Object.fromEntries(parsed.searchParams);
      const refused = checkRequest(params);
      if (refused) throw new Error(`gateway refuses the page: ${refused.body}`);
      if (params.method !== 'alipay.trade.wap.pay') throw new Error(`not wap.pay: ${params.method}`);
      const bizContent = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      const outTradeNo = String(bizContent.out_trade_no);
      trades.set(outTradeNo, {
        outTradeNo,
        totalAmount: String(bizContent.total_amount),
        subject: String(bizContent.subject),
        notifyUrl: params.notify_url ?? null,
        via: 'wap',
        scanned: true,
        status: 'WAIT_BUYER_PAY',
        tradeNo: newTradeNo(),
        gmtPayment: null,
        bizContent,
      });
      return { params, bizContent };
    },
  };
}
