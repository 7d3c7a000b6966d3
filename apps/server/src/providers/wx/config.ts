import { z } from 'zod';
import { need, parseEnv, type Env } from '../../configError.ts';
import type { WxConfig } from './types.ts';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  WX_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  WX_APP_ID: optional,
  WX_APP_SECRET: optional,
  WX_REDIRECT_URI: optional,
  WX_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WX_QR_BASE: z.string().url().default('https://open.weixin.qq.com'),
});

/// The WeChat login provider chosen by the environment: the local `sandbox` unless `WX_PROVIDER=wechat`,
/// which needs the open platform's app id, secret and redirect URI.
export function loadWxConfig(env: Env): WxConfig {
  const e = parseEnv(envSchema, env);
  if (e.WX_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  need(env, ['WX_APP_ID', 'WX_APP_SECRET', 'WX_REDIRECT_URI'], 'WX_PROVIDER=wechat');
  return { provider: 'wechat', appId: e.WX_APP_ID!, appSecret: e.WX_APP_SECRET!, redirectUri: e.WX_REDIRECT_URI!, apiBase: e.WX_API_BASE, qrBase: e.WX_QR_BASE };
}
