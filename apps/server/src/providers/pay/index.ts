// Payment providers: the one place where they are built from configuration (README "Payment").
// The trade module asks `forMethod` for the tab the user chose and `byId` for the provider that
// created an order (queries, and the notification route `/api/trade/notify/<id>`).
import { randomBytes } from 'node:crypto';
import { AlipayProvider } from './alipay.ts';
import type { PayConfig } from './config.ts';
import { SandboxPayProvider } from './sandbox.ts';
import { PAY_PROVIDER_IDS, PayError, type PayMethod, type PayProvider, type PayProviderId } from './types.ts';
import { WechatPayProvider } from './wechat.ts';

export interface PayProviders {
  /** `none`: purchasing is off and the dialog says online payment is not open. */
  readonly mode: PayConfig['mode'];
  /** The tabs to offer, in order; empty when purchasing is off. */
  readonly methods: readonly PayMethod[];
  /** Seconds an order waits for payment. */
  readonly orderTtlSeconds: number;
  /** The sandbox (for the cashier page's routes), or null when real providers or none are configured. */
  readonly sandbox: SandboxPayProvider | null;
  /** The provider for a tab (the sandbox serves both). Throws PayError('unavailable') for a tab that is not open. */
  forMethod(method: PayMethod): PayProvider;
  /** The provider with this id if configured (an unknown id from a URL gives undefined). */
  byId(id: string): PayProvider | undefined;
}

export interface PayDeps {
  now?: () => number;
  fetch?: typeof fetch;
  /**
   * The sandbox's HMAC key when PAY_SANDBOX_SECRET is unset. The server passes one derived from its
   * JWT secret, so processes sharing a database also share sandbox links; without it a random key
   * per process (links then work only on the process that made them).
   */
  sandboxSecret?: string | Buffer;
}

/// Builds the configured providers.
export function createPayProviders(config: PayConfig, deps: PayDeps = {}): PayProviders {
  const providers = new Map<PayProviderId, PayProvider>();
  let sandbox: SandboxPayProvider | null = null;
  for (const id of config.providers) {
    switch (id) {
      case 'sandbox':
        sandbox = new SandboxPayProvider({ secret: config.sandbox?.secret ?? deps.sandboxSecret ?? randomBytes(32), publicUrl: config.publicUrl, now: deps.now });
        providers.set(id, sandbox);
        break;
      case 'alipay':
        if (!config.alipay) throw new PayError('unavailable', '支付宝支付未配置', { detail: 'PAY_PROVIDER lists alipay without its configuration' });
        providers.set(id, new AlipayProvider(config.alipay, { now: deps.now }));
        break;
      case 'wechat':
        if (!config.wechat) throw new PayError('unavailable', '微信支付未配置', { detail: 'PAY_PROVIDER lists wechat without its configuration' });
        providers.set(id, new WechatPayProvider(config.wechat, { now: deps.now, fetch: deps.fetch }));
        break;
    }
  }
  return {
    mode: config.mode,
    methods: config.methods,
    orderTtlSeconds: config.orderTtlSeconds,
    sandbox,
    forMethod(method) {
      const provider = sandbox ?? providers.get(method);
      if (!provider) throw new PayError('unavailable', config.mode === 'none' ? '在线支付暂未开通' : method === 'alipay' ? '支付宝支付暂未开通' : '微信支付暂未开通');
      return provider;
    },
    byId(id) {
      return PAY_PROVIDER_IDS.includes(id as PayProviderId) ? providers.get(id as PayProviderId) : undefined;
    },
  };
}

export { loadPayConfig, type AlipayConfig, type PayConfig, type SandboxPayConfig, type WechatPayConfig, type WechatPlatformKey } from './config.ts';
export { qrDataUrl, DEFAULT_QR_WIDTH, MIN_QR_WIDTH, MAX_QR_WIDTH } from './qr.ts';
export { SandboxPayProvider, SANDBOX_CASHIER_PATH, type SandboxCheckout, type SignedNotification } from './sandbox.ts';
export { AlipayProvider } from './alipay.ts';
export { WechatPayProvider } from './wechat.ts';
export { fenToYuan, yuanToFen, isOrderNo } from './units.ts';
export {
  MAX_NOTIFY_BYTES,
  PAY_METHOD_CODES,
  PAY_METHODS,
  PAY_NOTIFY_PATH,
  PAY_PROVIDER_IDS,
  PayConfigError,
  PayError,
  PayNotifyError,
  type MobilePayment,
  type MobilePayOrder,
  type NotifyAnswer,
  type NotifyRejectReason,
  type NotifyRequest,
  type PayErrorCode,
  type PayMethod,
  type PayNotification,
  type PayOrder,
  type PayProvider,
  type PayProviderId,
  type QrPayment,
  type TradeReport,
  type TradeState,
} from './types.ts';
