import { z } from 'zod';
import { defineCall, object } from './define.ts';
import { productTypeField, vipMessages } from './vip.ts';

/// spec 01 §9: the QR is 300 px unless the caller asks otherwise (64-1024).
export const tradeLimits = { qrWidth: 300, qrWidthMin: 64, qrWidthMax: 1024, flowsPageSize: 10, pollMs: 5000 } as const;

/// spec 01 §4: 0 waiting, 1 paid, -1 expired (or closed: it can no longer be paid).
export const orderStatus = { waiting: 0, paid: 1, expired: -1 } as const;

const int = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const productId = int(vipMessages.selectProduct, 1, 2_147_483_647);
const payMethod = z.union([z.literal(1), z.literal(2)], { error: vipMessages.payMethodInvalid });
/// Our order numbers: 6-32 of [0-9A-Za-z_-] (the stricter of the providers' rules).
const orderNo = z.string({ error: vipMessages.orderNoInvalid }).regex(/^[0-9A-Za-z_-]{6,32}$/, vipMessages.orderNoInvalid);

/// spec 01 §3 "Order request" / "Order result": the amount always comes from the server's product.
export const presetOrder = z.object({
  orderNo: z.string(),
  /** A PNG data URL of the provider's pay URL, qrWidth pixels square. */
  qrcode: z.string(),
  /** Yuan, two decimals. */
  amount: z.number(),
  /** When the order stops waiting for payment (ms). */
  expireTime: z.number(),
  /** The demo cashier answers this order (沙箱支付，不产生真实扣款). */
  sandbox: z.boolean(),
});

/// issue 19: a phone pays on itself: the browser goes to `redirectUrl` and comes back to /pay/result.
export const mobileOrder = z.object({
  orderNo: z.string(),
  redirectUrl: z.string(),
  amount: z.number(),
  expireTime: z.number(),
  sandbox: z.boolean(),
});

/// spec 01 §3 "Payment status result".
export const orderState = z.object({
  status: z.number(),
  /** Paid: what was opened and until when; expired: the refresh hint; waiting: ''. */
  subtitle: z.string(),
  /** The order's product type, so a result page knows which membership to refresh. */
  productType: z.number(),
});

/// spec 02 §3 "Trade flow": one purchase (or reward) of the consumption records.
export const tradeFlow = z.object({
  tradeTime: z.number(),
  code: z.string(),
  title: z.string(),
  details: z.string(),
  /** Yuan, two decimals. */
  amount: z.number(),
  /** '-' money paid, '+' money back or a reward. */
  sign: z.string(),
});

/// How this server takes payments: `none` sells nothing, `sandbox` is the demo cashier, `live` real providers.
export const payOptions = z.object({
  mode: z.enum(['none', 'sandbox', 'live']),
  /** The pay tabs on offer, in order (1 Alipay, 2 WeChat pay). */
  methods: z.array(z.number()),
  orderTtlSeconds: z.number(),
});

export const trade = {
  options: defineCall({ method: 'GET', path: '/api/trade/options', response: payOptions }),
  /** POST {productType, productId, payMethod, qrWidth}: a new order and its QR. */
  newPresetOrder: defineCall({
    method: 'POST',
    path: '/api/trade/newPresetOrder',
    auth: true,
    body: object({
      productType: productTypeField,
      productId,
      payMethod,
      qrWidth: int(vipMessages.qrWidthInvalid, tradeLimits.qrWidthMin, tradeLimits.qrWidthMax).optional().default(tradeLimits.qrWidth),
    }),
    response: presetOrder,
  }),
  /** POST ?orderNo: the order's state; near expiry the server asks the provider before expiring it. */
  checkPresetOrderStatus: defineCall({
    method: 'POST',
    path: '/api/trade/checkPresetOrderStatus',
    auth: true,
    query: object({ orderNo }),
    response: orderState,
  }),
  /** POST {productType, productId, payMethod}: the phone's own payment (Alipay wap.pay, WeChat H5, the sandbox cashier). */
  newMobileOrder: defineCall({
    method: 'POST',
    path: '/api/trade/newMobileOrder',
    auth: true,
    body: object({ productType: productTypeField, productId, payMethod }),
    response: mobileOrder,
  }),
  /** POST {page, pageSize}: the consumption records, newest first (spec 02 §9: 10 a page). */
  flows: defineCall({
    method: 'POST',
    path: '/api/trade/flows',
    auth: true,
    body: object({
      page: int('分页参数不正确', 1, 1_000_000).optional().default(1),
      pageSize: int('分页参数不正确', 1, 50).optional().default(tradeLimits.flowsPageSize),
    }),
    response: z.object({ total: z.number(), list: z.array(tradeFlow) }),
  }),
};

export type PresetOrder = z.output<typeof presetOrder>;
export type MobileOrder = z.output<typeof mobileOrder>;
export type OrderState = z.output<typeof orderState>;
export type TradeFlow = z.output<typeof tradeFlow>;
export type PayOptions = z.output<typeof payOptions>;
