import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/// The built web app, when it exists: one origin serves the studio and the API.
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const flag = z.preprocess((value) => value === 'true' || value === '1', z.boolean());

/// The environment the server reads. Unknown variables are ignored.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  JWT_SECRET: optional.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  TRUST_PROXY: flag,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  SMS_CAPTCHA_AFTER_PHONE: z.coerce.number().int().min(0).default(3),
  SMS_CAPTCHA_AFTER_IP: z.coerce.number().int().min(0).default(10),
  ALIYUN_ACCESS_KEY_ID: optional,
  ALIYUN_ACCESS_KEY_SECRET: optional,
  ALIYUN_SMS_SIGN_NAME: optional,
  ALIYUN_SMS_TEMPLATE_CODE: optional,
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_REGION: z.string().default('cn-hangzhou'),
  WX_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  WX_APP_ID: optional,
  WX_APP_SECRET: optional,
  WX_REDIRECT_URI: optional,
  WX_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WX_QR_BASE: z.string().url().default('https://open.weixin.qq.com'),
});

export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'aliyun'; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string; regionId: string };

export type WxConfig =
  | { provider: 'sandbox' }
  | { provider: 'wechat'; appId: string; appSecret: string; redirectUri: string; apiBase: string; qrBase: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite at `<dataDir>/peiyin.db`. */
  databaseUrl: string | undefined;
  /** When absent, a secret is generated and kept in `<dataDir>/jwt-secret` on first start. */
  jwtSecret: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** The built web app to serve with SPA fallback, or null to serve the API only. */
  webDist: string | null;
  trustProxy: boolean;
  /** Requests per minute and address, over all routes. */
  rateLimitMax: number;
  /** SMS codes per phone (per hour) and per address (per hour) before a picture captcha is required. */
  smsCaptchaAfterPhone: number;
  smsCaptchaAfterIp: number;
  sms: SmsConfig;
  wx: WxConfig;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function need(env: Record<string, string | undefined>, names: string[], why: string): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new ConfigError(`${why} needs ${missing.join(', ')}`);
}

/// Reads and validates the configuration; the one place where providers are chosen.
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  let sms: SmsConfig = { provider: 'console' };
  if (e.SMS_PROVIDER === 'aliyun') {
    need(env, ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'], 'SMS_PROVIDER=aliyun');
    sms = {
      provider: 'aliyun',
      accessKeyId: e.ALIYUN_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET!,
      signName: e.ALIYUN_SMS_SIGN_NAME!,
      templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
      endpoint: e.ALIYUN_SMS_ENDPOINT,
      regionId: e.ALIYUN_SMS_REGION,
    };
  }
  let wx: WxConfig = { provider: 'sandbox' };
  if (e.WX_PROVIDER === 'wechat') {
    need(env, ['WX_APP_ID', 'WX_APP_SECRET', 'WX_REDIRECT_URI'], 'WX_PROVIDER=wechat');
    wx = {
      provider: 'wechat',
      appId: e.WX_APP_ID!,
      appSecret: e.WX_APP_SECRET!,
      redirectUri: e.WX_REDIRECT_URI!,
      apiBase: e.WX_API_BASE,
      qrBase: e.WX_QR_BASE,
    };
  }
  const webDist = e.WEB_DIST ?? (existsSync(path.join(defaultWebDist, 'index.html')) ? defaultWebDist : null);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: webDist && existsSync(webDist) ? path.resolve(webDist) : null,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    smsCaptchaAfterPhone: e.SMS_CAPTCHA_AFTER_PHONE,
    smsCaptchaAfterIp: e.SMS_CAPTCHA_AFTER_IP,
    sms,
    wx,
  };
}
