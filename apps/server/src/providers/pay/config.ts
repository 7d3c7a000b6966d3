// Payment settings read from the environment (README "Payment"). Kept beside the providers so the
// server's config can embed it as `pay`; every key is parsed and checked here, at start, so a wrong
// key fails the start with the variable's name rather than the first customer's payment.
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PAY_NOTIFY_PATH, PAY_PROVIDER_IDS, PayConfigError, type PayMethod, type PayProviderId } from './types.ts';
import { joinUrl } from './units.ts';

export interface AlipayConfig {
  appId: string;
  /** Our application private key, PKCS#8 PEM (accepted as PKCS#1 or #8, PEM, bare base64 or a file). */
  privateKey: string;
  /** Alipay's public key (支付宝公钥), SPKI PEM: verifies answers and notifications. */
  alipayPublicKey: string;
  gateway: string;
  /** When set, notifications must carry this `seller_id` (the merchant's PID, 2088…). */
  sellerId: string | null;
  notifyUrl: string;
  timeoutMs: number;
}

/// A key WeChat Pay signs answers and notifications with, found by the `Wechatpay-Serial` header:
/// a 微信支付公钥 (`PUB_KEY_ID_…`) or a platform certificate (its serial number).
export interface WechatPlatformKey {
  serial: string;
  kind: 'public_key' | 'certificate';
  publicKey: string;
}

export interface WechatPayConfig {
  /** The app id bound to the merchant (公众号, 开放平台 or 小程序). */
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  mchSerialNo: string;
  /** The merchant API private key (apiclient_key.pem), PKCS#8 PEM. */
  mchPrivateKey: string;
  /** 32-byte APIv3 key: decrypts notification resources (AEAD_AES_256_GCM). */
  apiV3Key: string;
  platformKeys: WechatPlatformKey[];
  apiBase: string;
  notifyUrl: string;
  timeoutMs: number;
}

export interface SandboxPayConfig {
  /** HMAC key of sandbox notifications; null: the server supplies one (see createPayProviders). */
  secret: string | null;
}

export interface PayConfig {
  /** `none`: purchasing off; `sandbox`: the embedded demo cashier; `live`: real providers. */
  mode: 'none' | 'sandbox' | 'live';
  /** Configured providers, in tab order. */
  providers: PayProviderId[];
  /** The tabs the membership dialog offers, in order (Alipay first: spec 01 §4 default). */
  methods: PayMethod[];
  /** Seconds an order waits for payment (`PAY_ORDER_TTL`, default 300: five minutes). */
  orderTtlSeconds: number;
  /** The public origin phones and providers reach this server at; null only outside production (then this
   *  server's own address, modules/trade/origin.ts). */
  publicUrl: string | null;
  sandbox: SandboxPayConfig | null;
  alipay: AlipayConfig | null;
  wechat: WechatPayConfig | null;
  /** Things an operator should read in the start log (sandbox on, purchasing off, keys set but unused). */
  warnings: string[];
}

type Env = Record<string, string | undefined>;

const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const DEFAULT_WECHATPAY_API = 'https://api.mch.weixin.qq.com';

/// Reads the payment settings. Throws PayConfigError naming every missing or invalid variable.
export function loadPayConfig(env: Env = process.env): PayConfig {
  const problems: string[] = [];
  const warnings: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const production = env.NODE_ENV === 'production';

  // Outside production the embedded sandbox lets a newcomer try the whole flow; in production nothing
  // is sold unless PAY_PROVIDER says how, so no deployment hands out free memberships by accident.
  const listed = (value('PAY_PROVIDER') ?? (production ? 'none' : 'sandbox'))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = listed.filter((id) => id !== 'none' && !PAY_PROVIDER_IDS.includes(id as PayProviderId));
  if (unknown.length) throw new PayConfigError(`PAY_PROVIDER: unknown provider ${unknown.join(', ')} (sandbox, alipay, wechat or none)`);
  const providers = [...new Set(listed.filter((id) => id !== 'none'))] as PayProviderId[];
  if (listed.includes('none') && providers.length) throw new PayConfigError('PAY_PROVIDER: none cannot be combined with a provider');
  if (providers.includes('sandbox') && providers.length > 1) {
    throw new PayConfigError('PAY_PROVIDER: sandbox cannot be combined with alipay or wechat (a real payment and a demo one would share the dialog)');
  }
  // Tab order follows the spec (Alipay default), whatever order the variable lists them in.
  providers.sort((a, b) => PAY_PROVIDER_IDS.indexOf(a) - PAY_PROVIDER_IDS.indexOf(b));
  const mode: PayConfig['mode'] = providers.length === 0 ? 'none' : providers[0] === 'sandbox' ? 'sandbox' : 'live';

  const orderTtlSeconds = duration(value('PAY_ORDER_TTL'), 300, 'PAY_ORDER_TTL', problems);
  if (orderTtlSeconds < 60 || orderTtlSeconds > 7200) problems.push('PAY_ORDER_TTL must be between 60 s and 2 h (e.g. 300, 300s or 5m)');
  const timeoutMs = integer(value('PAY_TIMEOUT_MS'), 10_000, 'PAY_TIMEOUT_MS', problems);
  if (timeoutMs < 100 || timeoutMs > 120_000) problems.push('PAY_TIMEOUT_MS must be between 100 and 120000');

  const publicUrl = value('PAY_PUBLIC_URL') ?? null;
  if (publicUrl !== null && !isHttpUrl(publicUrl)) problems.push('PAY_PUBLIC_URL must be an http(s) URL such as https://peiyin.example.com');
  // Links to the cashier and a phone's return page are built on it; without it a request's Host header would
  // choose where they lead (issue 26 §9). Outside production the server's own address stands in.
  if (production && mode !== 'none' && publicUrl === null) {
    problems.push('PAY_PUBLIC_URL is required in production when payment is on: the public address payment links and return pages are built on (they are never built from a request\'s Host header)');
  }
  const notifyUrl = (id: PayProviderId, override: string) => {
    const explicit = value(override);
    if (explicit) {
      if (!isHttpUrl(explicit)) problems.push(`${override} must be an http(s) URL`);
      return explicit;
    }
    if (!publicUrl) {
      problems.push(`PAY_PROVIDER=${id} needs PAY_PUBLIC_URL (the public https address the provider posts notifications to) or ${override}`);
      return '';
    }
    return joinUrl(publicUrl, `${PAY_NOTIFY_PATH}/${id}`);
  };
  const missing = (id: string, names: string[]) => {
    const absent = names.filter((name) => !value(name));
    if (absent.length) problems.push(`PAY_PROVIDER=${id} needs ${absent.join(', ')}`);
    return absent.length > 0;
  };

  let sandbox: SandboxPayConfig | null = null;
  if (mode === 'sandbox') {
    if (production && !['true', '1'].includes(value('PAY_SANDBOX_IN_PRODUCTION') ?? '')) {
      problems.push('PAY_PROVIDER=sandbox is refused in production: anyone could "pay" with the demo cashier. Set PAY_SANDBOX_IN_PRODUCTION=true for a demo site, or choose alipay/wechat/none');
    }
    const secret = value('PAY_SANDBOX_SECRET') ?? null;
    if (secret !== null && secret.length < 32) problems.push('PAY_SANDBOX_SECRET must be at least 32 characters');
    sandbox = { secret };
    warnings.push('payment sandbox: QR codes open the demo cashier /pay/sandbox and no money is taken (set PAY_PROVIDER=alipay,wechat or none)');
  }
  if (mode === 'none') warnings.push('online payment is off (PAY_PROVIDER=none): the membership dialog says so');

  let alipay: AlipayConfig | null = null;
  if (providers.includes('alipay') && !missing('alipay', ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'])) {
    const privateKey = readKey(value('ALIPAY_PRIVATE_KEY')!, 'private', 'ALIPAY_PRIVATE_KEY', problems);
    const alipayPublicKey = readKey(value('ALIPAY_PUBLIC_KEY')!, 'public', 'ALIPAY_PUBLIC_KEY', problems);
    const gateway = value('ALIPAY_GATEWAY') ?? DEFAULT_ALIPAY_GATEWAY;
    if (!isHttpUrl(gateway)) problems.push('ALIPAY_GATEWAY must be an http(s) URL');
    const appId = value('ALIPAY_APP_ID')!;
    if (!/^\d{8,32}$/.test(appId)) problems.push('ALIPAY_APP_ID must be the numeric app id (e.g. 2021000123456789)');
    alipay = {
      appId,
      privateKey: privateKey ? pem(privateKey, 'private') : '',
      alipayPublicKey: alipayPublicKey ? pem(alipayPublicKey, 'public') : '',
      gateway,
      sellerId: value('ALIPAY_SELLER_ID') ?? null,
      notifyUrl: notifyUrl('alipay', 'ALIPAY_NOTIFY_URL'),
      timeoutMs,
    };
  }

  let wechat: WechatPayConfig | null = null;
  if (providers.includes('wechat') && !missing('wechat', ['WECHATPAY_APP_ID', 'WECHATPAY_MCH_ID', 'WECHATPAY_MCH_SERIAL_NO', 'WECHATPAY_MCH_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY'])) {
    const platformKeys: WechatPlatformKey[] = [];
    const publicKey = value('WECHATPAY_PUBLIC_KEY');
    const publicKeyId = value('WECHATPAY_PUBLIC_KEY_ID');
    if (publicKey || publicKeyId) {
      if (!publicKey || !publicKeyId) problems.push('WECHATPAY_PUBLIC_KEY and WECHATPAY_PUBLIC_KEY_ID go together (微信支付公钥 and its ID PUB_KEY_ID_…)');
      else {
        const key = readKey(publicKey, 'public', 'WECHATPAY_PUBLIC_KEY', problems);
        if (key) platformKeys.push({ serial: publicKeyId, kind: 'public_key', publicKey: pem(key, 'public') });
      }
    }
    const certs = value('WECHATPAY_PLATFORM_CERT');
    if (certs) platformKeys.push(...readCertificates(certs, 'WECHATPAY_PLATFORM_CERT', problems, warnings));
    if (!publicKey && !publicKeyId && !certs) {
      problems.push('PAY_PROVIDER=wechat needs WECHATPAY_PUBLIC_KEY with WECHATPAY_PUBLIC_KEY_ID, or WECHATPAY_PLATFORM_CERT, to verify WeChat Pay\'s signatures');
    }
    const mchPrivateKey = readKey(value('WECHATPAY_MCH_PRIVATE_KEY')!, 'private', 'WECHATPAY_MCH_PRIVATE_KEY', problems);
    const apiV3Key = value('WECHATPAY_APIV3_KEY')!;
    if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) problems.push('WECHATPAY_APIV3_KEY must be the 32-character APIv3 key');
    const mchSerialNo = value('WECHATPAY_MCH_SERIAL_NO')!.toUpperCase();
    if (!/^[0-9A-F]{8,64}$/.test(mchSerialNo)) problems.push('WECHATPAY_MCH_SERIAL_NO must be the hexadecimal serial number of the merchant API certificate');
    const apiBase = value('WECHATPAY_API_BASE') ?? DEFAULT_WECHATPAY_API;
    if (!isHttpUrl(apiBase)) problems.push('WECHATPAY_API_BASE must be an http(s) URL');
    wechat = {
      appId: value('WECHATPAY_APP_ID')!,
      mchId: value('WECHATPAY_MCH_ID')!,
      mchSerialNo,
      mchPrivateKey: mchPrivateKey ? pem(mchPrivateKey, 'private') : '',
      apiV3Key,
      platformKeys,
      apiBase,
      notifyUrl: notifyUrl('wechat', 'WECHATPAY_NOTIFY_URL'),
      timeoutMs,
    };
  }

  // Keys set for a provider PAY_PROVIDER does not list: most likely a forgotten PAY_PROVIDER.
  for (const [id, name] of [['alipay', 'ALIPAY_APP_ID'], ['wechat', 'WECHATPAY_MCH_ID']] as const) {
    if (value(name) && !providers.includes(id)) warnings.push(`${name} is set but PAY_PROVIDER does not list ${id}: ${id} stays off`);
  }

  if (problems.length) throw new PayConfigError(`payment configuration: ${problems.join('; ')}`);
  return {
    mode,
    providers,
    methods: mode === 'sandbox' ? ['alipay', 'wechat'] : providers.filter((id): id is PayMethod => id !== 'sandbox'),
    orderTtlSeconds,
    publicUrl,
    sandbox,
    alipay,
    wechat,
    warnings,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function integer(raw: string | undefined, fallback: number, name: string, problems: string[]): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) {
    problems.push(`${name} must be a whole number`);
    return fallback;
  }
  return n;
}

/// `300`, `300s` or `5m` → seconds.
function duration(raw: string | undefined, fallback: number, name: string, problems: string[]): number {
  if (raw === undefined) return fallback;
  const match = /^(\d{1,6})\s*(s|m)?$/i.exec(raw);
  if (!match) {
    problems.push(`${name} must be seconds (300), or with a unit (300s, 5m)`);
    return fallback;
  }
  return Number(match[1]) * (match[2]?.toLowerCase() === 'm' ? 60 : 1);
}

/// A key given as PEM text (literal `\n` from a one-line .env file allowed), a file path, or the
/// bare base64 that Alipay's key tool shows (PKCS#8 or PKCS#1 for private keys, SPKI or PKCS#1 for public).
function readKey(raw: string, kind: 'private' | 'public', name: string, problems: string[]): KeyObject | null {
  let text = raw.includes('\\n') ? raw.replace(/\\n/g, '\n') : raw;
  if (!text.includes('-----BEGIN') && existsSync(text)) {
    try {
      text = readFileSync(text, 'utf8');
    } catch (error) {
      problems.push(`${name}: cannot read the file ${text} (${(error as Error).message})`);
      return null;
    }
  }
  const attempts: (() => KeyObject)[] = text.includes('-----BEGIN')
    ? [() => (kind === 'private' ? createPrivateKey(text) : createPublicKey(text))]
    : [
        () => {
          const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
          return kind === 'private' ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }) : createPublicKey({ key: der, format: 'der', type: 'spki' });
        },
        () => {
          const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
          return kind === 'private' ? createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }) : createPublicKey({ key: der, format: 'der', type: 'pkcs1' });
        },
      ];
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType !== 'rsa') {
        problems.push(`${name} must be an RSA key (found ${key.asymmetricKeyType})`);
        return null;
      }
      return key;
    } catch {
      // try the next encoding
    }
  }
  problems.push(`${name} is not an RSA ${kind} key: give the PEM text, a path to a .pem file, or the base64 key`);
  return null;
}

function pem(key: KeyObject, kind: 'private' | 'public'): string {
  return kind === 'private' ? (key.export({ format: 'pem', type: 'pkcs8' }) as string) : (key.export({ format: 'pem', type: 'spki' }) as string);
}

/// One or several PEM certificates (text or a file): WeChat Pay's platform certificates, keyed by serial.
function readCertificates(raw: string, name: string, problems: string[], warnings: string[]): WechatPlatformKey[] {
  let text = raw.includes('\\n') ? raw.replace(/\\n/g, '\n') : raw;
  if (!text.includes('-----BEGIN') && existsSync(text)) text = readFileSync(text, 'utf8');
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
  if (!blocks.length) {
    problems.push(`${name} holds no PEM certificate (give the certificate text or a path to it)`);
    return [];
  }
  const keys: WechatPlatformKey[] = [];
  for (const block of blocks) {
    try {
      const cert = new X509Certificate(block);
      if (Date.parse(cert.validTo) < Date.now()) warnings.push(`${name}: platform certificate ${cert.serialNumber} expired on ${cert.validTo}`);
      keys.push({ serial: cert.serialNumber.toUpperCase(), kind: 'certificate', publicKey: pem(cert.publicKey, 'public') });
    } catch (error) {
      problems.push(`${name}: unreadable certificate (${(error as Error).message})`);
    }
  }
  return keys;
}
