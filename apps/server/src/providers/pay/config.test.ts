// PAY_* configuration: what an operator writes, what the server refuses to start with, and which
// tabs the membership dialog then offers.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPayConfig } from './config.ts';
import { createPayProviders } from './index.ts';
import { SandboxPayProvider } from './sandbox.ts';
import { PayConfigError, PayError } from './types.ts';

let appKey: { privatePem: string; privatePkcs1: string; privateBase64: string; publicPem: string; publicBase64: string };
let dir: string;

beforeAll(() => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  appKey = {
    privatePem,
    privatePkcs1: privateKey.export({ format: 'pem', type: 'pkcs1' }) as string,
    // What Alipay's key tool shows: the base64 body without PEM lines.
    privateBase64: (privateKey.export({ format: 'der', type: 'pkcs1' }) as Buffer).toString('base64'),
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }) as string,
    publicBase64: (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64'),
  };
  dir = mkdtempSync(path.join(tmpdir(), 'pay-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const alipayEnv = () => ({
  PAY_PROVIDER: 'alipay',
  PAY_PUBLIC_URL: 'https://peiyin.example.com/',
  ALIPAY_APP_ID: '2021000123456789',
  ALIPAY_PRIVATE_KEY: appKey.privatePem,
  ALIPAY_PUBLIC_KEY: appKey.publicPem,
});
const wechatEnv = () => ({
  PAY_PROVIDER: 'wechat',
  PAY_PUBLIC_URL: 'https://peiyin.example.com',
  WECHATPAY_APP_ID: 'wx8888888888888888',
  WECHATPAY_MCH_ID: '1900000109',
  WECHATPAY_MCH_SERIAL_NO: '5157f09efdc096de15ebe81a47057a7232f1b8e1',
  WECHATPAY_MCH_PRIVATE_KEY: appKey.privatePem,
  WECHATPAY_APIV3_KEY: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
  WECHATPAY_PUBLIC_KEY: appKey.publicPem,
  WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0119000001092024110100000000000001',
});

function configError(env: Record<string, string | undefined>): string {
  try {
    loadPayConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(PayConfigError);
    return (error as Error).message;
  }
  throw new Error('configuration was accepted');
}

describe('loadPayConfig', () => {
  it('defaults to the sandbox with both tabs and a five-minute order outside production, and says so', () => {
    const config = loadPayConfig({});
    expect(config).toMatchObject({ mode: 'sandbox', providers: ['sandbox'], methods: ['alipay', 'wechat'], orderTtlSeconds: 300, publicUrl: null, sandbox: { secret: null }, alipay: null, wechat: null });
    expect(config.warnings.join('\n')).toMatch(/sandbox/);
  });

  it('sells nothing in production unless told how, and refuses the sandbox there unless allowed', () => {
    expect(loadPayConfig({ NODE_ENV: 'production' })).toMatchObject({ mode: 'none', methods: [] });
    expect(configError({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox' })).toMatch(/PAY_SANDBOX_IN_PRODUCTION/);
    expect(loadPayConfig({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox', PAY_SANDBOX_IN_PRODUCTION: 'true', PAY_PUBLIC_URL: 'https://demo.example.com' }).mode).toBe('sandbox');
    // a demo site's cashier links are built on PAY_PUBLIC_URL, never on a request's Host (issue 26 §9)
    expect(configError({ NODE_ENV: 'production', PAY_PROVIDER: 'sandbox', PAY_SANDBOX_IN_PRODUCTION: 'true' })).toMatch(/PAY_PUBLIC_URL is required in production/);
  });

  it('turns purchasing off with PAY_PROVIDER=none', () => {
    const config = loadPayConfig({ PAY_PROVIDER: 'none' });
    expect(config).toMatchObject({ mode: 'none', providers: [], methods: [] });
    expect(config.warnings.join('\n')).toMatch(/payment is off/);
  });

  it('names every missing Alipay variable at once', () => {
    const message = configError({ PAY_PROVIDER: 'alipay' });
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']) expect(message).toContain(name);
    expect(configError({ ...alipayEnv(), PAY_PUBLIC_URL: undefined })).toMatch(/PAY_PUBLIC_URL.*ALIPAY_NOTIFY_URL/);
  });

  it('builds the Alipay settings, notify URL included', () => {
    const config = loadPayConfig({ ...alipayEnv(), ALIPAY_SELLER_ID: '2088102146225135' });
    expect(config).toMatchObject({ mode: 'live', providers: ['alipay'], methods: ['alipay'] });
    expect(config.alipay).toEqual({
      appId: '2021000123456789',
      privateKey: appKey.privatePem,
      alipayPublicKey: appKey.publicPem,
      gateway: 'https://openapi.alipay.com/gateway.do',
      sellerId: '2088102146225135',
      notifyUrl: 'https://peiyin.example.com/api/trade/notify/alipay',
      timeoutMs: 10_000,
    });
    expect(loadPayConfig({ ...alipayEnv(), ALIPAY_NOTIFY_URL: 'https://pay.example.com/hook' }).alipay!.notifyUrl).toBe('https://pay.example.com/hook');
  });

  it('reads keys as PEM (PKCS#8 or #1), as one-line PEM with \\n, as a file, or as the bare base64 of the key tool', () => {
    const keyFile = path.join(dir, 'app_private_key.pem');
    writeFileSync(keyFile, appKey.privatePkcs1);
    const forms = [appKey.privatePem, appKey.privatePkcs1, appKey.privatePem.replace(/\n/g, '\\n'), keyFile, appKey.privateBase64];
    for (const form of forms) expect(loadPayConfig({ ...alipayEnv(), ALIPAY_PRIVATE_KEY: form }).alipay!.privateKey).toBe(appKey.privatePem);
    expect(loadPayConfig({ ...alipayEnv(), ALIPAY_PUBLIC_KEY: appKey.publicBase64 }).alipay!.alipayPublicKey).toBe(appKey.publicPem);
  });

  it('refuses keys that are not RSA keys, naming the variable', () => {
    expect(configError({ ...alipayEnv(), ALIPAY_PRIVATE_KEY: 'not a key' })).toMatch(/ALIPAY_PRIVATE_KEY is not an RSA private key/);
    expect(configError({ ...alipayEnv(), ALIPAY_PUBLIC_KEY: appKey.privatePkcs1.replace(/PRIVATE/g, 'PUBLIC') })).toMatch(/ALIPAY_PUBLIC_KEY/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    expect(configError({ ...alipayEnv(), ALIPAY_PRIVATE_KEY: ec })).toMatch(/ALIPAY_PRIVATE_KEY must be an RSA key/);
    expect(configError({ ...alipayEnv(), ALIPAY_APP_ID: 'my-app' })).toMatch(/ALIPAY_APP_ID/);
  });

  it('builds the WeChat Pay settings and checks the APIv3 key, the serial and a verification key', () => {
    const config = loadPayConfig(wechatEnv());
    expect(config.wechat).toMatchObject({
      appId: 'wx8888888888888888',
      mchId: '1900000109',
      mchSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyUrl: 'https://peiyin.example.com/api/trade/notify/wechat',
      platformKeys: [{ serial: 'PUB_KEY_ID_0119000001092024110100000000000001', kind: 'public_key', publicKey: appKey.publicPem }],
    });
    expect(configError({ ...wechatEnv(), WECHATPAY_APIV3_KEY: 'short' })).toMatch(/WECHATPAY_APIV3_KEY must be the 32-character/);
    expect(configError({ ...wechatEnv(), WECHATPAY_MCH_SERIAL_NO: 'serial?' })).toMatch(/WECHATPAY_MCH_SERIAL_NO/);
    expect(configError({ ...wechatEnv(), WECHATPAY_PUBLIC_KEY: undefined, WECHATPAY_PUBLIC_KEY_ID: undefined })).toMatch(/WECHATPAY_PUBLIC_KEY.*WECHATPAY_PLATFORM_CERT/);
    expect(configError({ ...wechatEnv(), WECHATPAY_PUBLIC_KEY_ID: undefined })).toMatch(/go together/);
    expect(configError({ ...wechatEnv(), WECHATPAY_PLATFORM_CERT: 'no certificate here' })).toMatch(/WECHATPAY_PLATFORM_CERT holds no PEM certificate/);
    const message = configError({ PAY_PROVIDER: 'wechat' });
    for (const name of ['WECHATPAY_APP_ID', 'WECHATPAY_MCH_ID', 'WECHATPAY_MCH_SERIAL_NO', 'WECHATPAY_MCH_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY']) expect(message).toContain(name);
  });

  it('enables Alipay and WeChat Pay together, Alipay first whatever the order written', () => {
    const config = loadPayConfig({ ...alipayEnv(), ...wechatEnv(), PAY_PROVIDER: 'wechat, alipay' });
    expect(config).toMatchObject({ mode: 'live', providers: ['alipay', 'wechat'], methods: ['alipay', 'wechat'] });
  });

  it('refuses combinations that make no sense and unknown providers', () => {
    expect(configError({ ...alipayEnv(), PAY_PROVIDER: 'sandbox,alipay' })).toMatch(/sandbox cannot be combined/);
    expect(configError({ ...alipayEnv(), PAY_PROVIDER: 'none,alipay' })).toMatch(/none cannot be combined/);
    expect(configError({ PAY_PROVIDER: 'paypal' })).toMatch(/unknown provider paypal/);
  });

  it('reads the order lifetime in seconds or minutes, within 1 minute to 2 hours', () => {
    expect(loadPayConfig({ PAY_ORDER_TTL: '5m' }).orderTtlSeconds).toBe(300);
    expect(loadPayConfig({ PAY_ORDER_TTL: '90' }).orderTtlSeconds).toBe(90);
    expect(loadPayConfig({ PAY_ORDER_TTL: '600s' }).orderTtlSeconds).toBe(600);
    expect(configError({ PAY_ORDER_TTL: '10' })).toMatch(/PAY_ORDER_TTL/);
    expect(configError({ PAY_ORDER_TTL: 'soon' })).toMatch(/PAY_ORDER_TTL/);
    expect(configError({ PAY_TIMEOUT_MS: '5' })).toMatch(/PAY_TIMEOUT_MS/);
    expect(configError({ PAY_PUBLIC_URL: 'peiyin.example.com' })).toMatch(/PAY_PUBLIC_URL/);
    expect(configError({ PAY_SANDBOX_SECRET: 'short' })).toMatch(/PAY_SANDBOX_SECRET/);
  });

  it('warns when a provider has keys but PAY_PROVIDER does not list it', () => {
    expect(loadPayConfig({ ...alipayEnv(), PAY_PROVIDER: 'sandbox' }).warnings.join('\n')).toMatch(/ALIPAY_APP_ID is set but PAY_PROVIDER does not list alipay/);
  });
});

describe('createPayProviders', () => {
  it('lets the sandbox serve both tabs and the sandbox notification route', () => {
    const providers = createPayProviders(loadPayConfig({}), { sandboxSecret: 'x'.repeat(32) });
    expect(providers.mode).toBe('sandbox');
    expect(providers.sandbox).toBeInstanceOf(SandboxPayProvider);
    expect(providers.forMethod('alipay')).toBe(providers.sandbox);
    expect(providers.forMethod('wechat')).toBe(providers.sandbox);
    expect(providers.byId('sandbox')).toBe(providers.sandbox);
    expect(providers.byId('alipay')).toBeUndefined();
    expect(providers.byId('__proto__')).toBeUndefined();
  });

  it('gives each real tab its provider, and refuses a tab that is not open', () => {
    const both = createPayProviders(loadPayConfig({ ...alipayEnv(), ...wechatEnv(), PAY_PROVIDER: 'alipay,wechat' }));
    expect(both.forMethod('alipay').id).toBe('alipay');
    expect(both.forMethod('wechat').id).toBe('wechat');
    expect(both.sandbox).toBeNull();

    const alipayOnly = createPayProviders(loadPayConfig(alipayEnv()));
    expect(() => alipayOnly.forMethod('wechat')).toThrow(expect.objectContaining({ code: 'unavailable', message: '微信支付暂未开通' }));
    const none = createPayProviders(loadPayConfig({ PAY_PROVIDER: 'none' }));
    expect(() => none.forMethod('alipay')).toThrow(PayError);
    expect(() => none.forMethod('alipay')).toThrow('在线支付暂未开通');
  });
});
