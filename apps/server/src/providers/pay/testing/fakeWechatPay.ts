// A local WeChat Pay API v3, written from the v3 specification independently of the adapter:
// - requests: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`,
//   the signature over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" verified with the merchant's public key,
//   the timestamp within 5 minutes, a User-Agent required; otherwise 401 SIGN_ERROR (unsigned);
// - answers: signed with the platform private key over "TIMESTAMP\nNONCE\nBODY\n" in the
//   Wechatpay-Timestamp/-Nonce/-Signature/-Serial headers;
// - notifications: the transaction encrypted with AEAD_AES_256_GCM under the APIv3 key, the envelope
//   signed like an answer.
import { createCipheriv, createSign, createVerify, randomBytes, randomInt, type KeyObject } from 'node:crypto';
import { sleep, startProtocolServer, type Answer, type ProtocolServer, type ReceivedRequest } from './server.ts';

export interface FakeWechatPayOptions {
  appId: string;
  mchId: string;
  mchSerialNo: string;
  /** Verifies our requests (the public half of WECHATPAY_MCH_PRIVATE_KEY). */
  mchPublicKey: KeyObject;
  /** Signs answers and notifications. */
  platformPrivateKey: KeyObject;
  /** Wechatpay-Serial of those signatures: a PUB_KEY_ID_… or a certificate serial. */
  platformSerial: string;
  apiV3Key: string;
  now?: () => number;
}

export interface FakeWechatOrder {
  body: Record<string, unknown>;
  via: 'native' | 'h5';
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string | null;
  successTime: string | null;
}

export type WechatTrick =
  | { kind: 'error'; status: number; code: string; message: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'badSign' }
  | { kind: 'serial'; serial: string }
  | { kind: 'staleAnswer'; seconds: number }
  | { kind: 'answer'; body: Record<string, unknown> };

export interface NotificationOverrides {
  /** Wechatpay-Timestamp (seconds); default now. */
  timestamp?: number;
  serial?: string;
  /** Signs with this key instead of the platform's (a forgery). */
  signingKey?: KeyObject;
  /** Encrypts with this key instead of the APIv3 key (decryption fails). */
  apiV3Key?: string;
  /** Changes the transaction after the envelope was signed (tampering in transit). */
  tamper?: (transaction: Record<string, unknown>) => void;
  eventType?: string;
}

export interface FakeWechatPay extends ProtocolServer {
  orders: Map<string, FakeWechatOrder>;
  /** The next API call answers this way. */
  trick(trick: WechatTrick): void;
  /** The payer pays: the order succeeds and the encrypted, signed notification is returned. */
  pay(outTradeNo: string): { headers: Record<string, string>; body: string };
  /** The notification WeChat Pay would post for this transaction, with optional forgeries. */
  notification(transaction: Record<string, unknown>, overrides?: NotificationOverrides): { headers: Record<string, string>; body: string };
}

const rfc3339 = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const alnum = (length: number) => Array.from({ length }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[randomInt(62)]).join('');

export async function startFakeWechatPay(options: FakeWechatPayOptions): Promise<FakeWechatPay> {
  const now = options.now ?? Date.now;
  const orders = new Map<string, FakeWechatOrder>();
  const tricks: WechatTrick[] = [];

  const signed = (body: string, overrides: { timestamp?: number; serial?: string; key?: KeyObject } = {}): Record<string, string> => {
    const timestamp = String(overrides.timestamp ?? Math.floor(now() / 1000));
    const nonce = alnum(32);
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': overrides.serial ?? options.platformSerial,
      'wechatpay-signature': createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').sign(overrides.key ?? options.platformPrivateKey, 'base64'),
    };
  };

  const error = (status: number, code: string, message: string): Answer => {
    const body = JSON.stringify({ code, message });
    return { status, headers: { 'content-type': 'application/json', ...signed(body) }, body };
  };

  /// Verifies the Authorization header; an error answer when it does not hold.
  const authenticate = (request: ReceivedRequest): Answer | null => {
    const refuse = (message: string): Answer => ({ status: 401, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'SIGN_ERROR', message }) });
    const auth = String(request.headers.authorization ?? '');
    if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return refuse('错误的签名方式');
    const fields = Object.fromEntries([...auth.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (fields.mchid !== options.mchId) return refuse('商户号不匹配');
    if (fields.serial_no !== options.mchSerialNo) return refuse('商户证书序列号有误');
    if (!fields.nonce_str || !fields.signature || !/^\d+$/.test(fields.timestamp ?? '')) return refuse('Authorization 缺少字段');
    if (Math.abs(now() / 1000 - Number(fields.timestamp)) > 300) return refuse('请求时间戳已过期');
    const message = `${request.method}\n${request.url.pathname}${request.url.search}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
    if (!createVerify('RSA-SHA256').update(message, 'utf8').verify(options.mchPublicKey, fields.signature, 'base64')) return refuse('签名错误');
    if (!request.headers['user-agent']) return { status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'PARAM_ERROR', message: '缺少 User-Agent' }) };
    return null;
  };

  const createOrder = (request: ReceivedRequest, via: 'native' | 'h5'): Answer => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return error(400, 'PARAM_ERROR', '请求体不是 JSON');
    }
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const outTradeNo = String(body.out_trade_no ?? '');
    if (body.mchid !== options.mchId) return error(400, 'PARAM_ERROR', 'mchid 与请求头不符');
    if (body.appid !== options.appId) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (!/^[0-9A-Za-z_\-|*]{6,32}$/.test(outTradeNo)) return error(400, 'PARAM_ERROR', 'out_trade_no 格式错误');
    if (!Number.isInteger(amount?.total) || (amount!.total as number) <= 0 || amount?.currency !== 'CNY') return error(400, 'PARAM_ERROR', 'amount 无效');
    if (typeof body.description !== 'string' || !body.description || [...body.description].length > 127) return error(400, 'PARAM_ERROR', 'description 无效');
    // The notify URL must be a public https URL without a query.
    let notify: URL | null = null;
    try {
      notify = new URL(String(body.notify_url));
    } catch {
      // not a URL
    }
    if (!notify || notify.protocol !== 'https:' || notify.search) return error(400, 'PARAM_ERROR', 'notify_url 需为不带参数的 https 地址');
    if (typeof body.time_expire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(body.time_expire)) return error(400, 'PARAM_ERROR', 'time_expire 格式错误');
    if (via === 'h5') {
      const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
      if (typeof scene?.payer_client_ip !== 'string' || !scene.h5_info?.type) return error(400, 'PARAM_ERROR', 'scene_info 缺少 payer_client_ip 或 h5_info');
    }
    const existing = orders.get(outTradeNo);
    if (existing?.state === 'SUCCESS') return error(403, 'ORDERPAID', '该订单已支付');
    if (existing?.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
    if (existing && JSON.stringify((existing.body.amount as { total: number }).total) !== JSON.stringify(amount!.total)) return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
    orders.set(outTradeNo, { body, via, state: 'NOTPAY', transactionId: null, successTime: null });
    const prepay = `wx${String(now()).slice(-10)}${alnum(20)}`;
    return via === 'native'
      ? { status: 200, body: JSON.stringify({ code_url: `weixin://wxpay/bizpayurl?pr=${alnum(7)}` }) }
      : { status: 200, body: JSON.stringify({ h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=${randomInt(10 ** 9)}` }) };
  };

  const transactionOf = (outTradeNo: string, order: FakeWechatOrder): Record<string, unknown> => ({
    appid: order.body.appid,
    mchid: order.body.mchid,
    out_trade_no: outTradeNo,
    ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
    trade_type: order.via === 'native' ? 'NATIVE' : 'MWEB',
    trade_state: order.state,
    trade_state_desc: order.state === 'SUCCESS' ? '支付成功' : order.state === 'NOTPAY' ? '未支付' : '订单已关闭',
    bank_type: 'OTHERS',
    attach: '',
    ...(order.successTime ? { success_time: order.successTime } : {}),
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: (order.body.amount as { total: number }).total, payer_total: (order.body.amount as { total: number }).total, currency: 'CNY', payer_currency: 'CNY' },
  });

  const handle = async (request: ReceivedRequest): Promise<Answer> => {
    const trick = tricks.shift();
    if (trick?.kind === 'delay') await sleep(trick.ms);
    const refused = authenticate(request);
    if (refused) return refused;
    if (trick?.kind === 'error') return error(trick.status, trick.code, trick.message);
    let answer: Answer;
    const path = request.url.pathname;
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path === '/v3/pay/transactions/native') answer = createOrder(request, 'native');
    else if (request.method === 'POST' && path === '/v3/pay/transactions/h5') answer = createOrder(request, 'h5');
    else if (request.method === 'GET' && query) {
      if (request.url.searchParams.get('mchid') !== options.mchId) return error(400, 'PARAM_ERROR', 'mchid 不匹配');
      const outTradeNo = decodeURIComponent(query[1]!);
      const order = orders.get(outTradeNo);
      answer = order ? { status: 200, body: JSON.stringify(transactionOf(outTradeNo, order)) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
    } else return error(404, 'NOT_FOUND', '接口不存在');
    if (trick?.kind === 'answer') answer = { status: 200, body: JSON.stringify(trick.body) };
    if (answer.status >= 400) return answer;
    const body = answer.body ?? '';
    const headers = signed(body, {
      ...(trick?.kind === 'serial' ? { serial: trick.serial } : {}),
      ...(trick?.kind === 'staleAnswer' ? { timestamp: Math.floor(now() / 1000) - trick.seconds } : {}),
    });
    // A forged answer: the platform key's signature, but over other content.
    if (trick?.kind === 'badSign') headers['wechatpay-signature'] = createSign('RSA-SHA256').update('something else').sign(options.platformPrivateKey, 'base64');
    return { status: answer.status, headers: { 'content-type': 'application/json', 'request-id': alnum(24), ...headers }, body };
  };


  const server = await startProtocolServer(handle);

  const notification: FakeWechatPay['notification'] = (transaction, overrides = {}) => {
    const encrypt = (plain: string) => {
      const nonce = alnum(12);
      const associatedData = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(overrides.apiV3Key ?? options.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
      return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
    };
    const envelope = {
      id: `EV-${randomBytes(8).toString('hex')}`,
      create_time: rfc3339(now()),
      resource_type: 'encrypt-resource',
      event_type: overrides.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encrypt(JSON.stringify(transaction)),
    };
    const body = JSON.stringify(envelope);
    const headers = {
      'content-type': 'application/json',
      ...signed(body, { timestamp: overrides.timestamp, serial: overrides.serial, key: overrides.signingKey }),
    };
    if (!overrides.tamper) return { headers, body };
    const changed = structuredClone(transaction);
    overrides.tamper(changed);
    return { headers, body: JSON.stringify({ ...envelope, resource: encrypt(JSON.stringify(changed)) }) };
  };

  return {
    ...server,
    orders,
    trick: (trick) => void tricks.push(trick),
    pay(outTradeNo) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      order.state = 'SUCCESS';
      order.transactionId = `42000${String(now()).slice(-10)}${String(randomInt(10 ** 9)).padStart(13, '0')}`.slice(0, 28);
      order.successTime = rfc3339(now());
      return notification(transactionOf(outTradeNo, order));
    },
    notification,
  };
}

