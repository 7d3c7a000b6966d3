import { z } from 'zod';
import { need, parseEnv, type Env } from '../../configError.ts';
import type { SmsConfig } from './types.ts';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_ACCESS_KEY_ID: optional,
  ALIYUN_ACCESS_KEY_SECRET: optional,
  ALIYUN_SMS_SIGN_NAME: optional,
  ALIYUN_SMS_TEMPLATE_CODE: optional,
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_REGION: z.string().default('cn-hangzhou'),
});

/// The SMS provider chosen by the environment (README "Configuration"): `console` unless
/// `SMS_PROVIDER=aliyun`, which needs its four credentials.
export function loadSmsConfig(env: Env): SmsConfig {
  const e = parseEnv(envSchema, env);
  if (e.SMS_PROVIDER === 'console') return { provider: 'console' };
  need(env, ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'], 'SMS_PROVIDER=aliyun');
  return {
    provider: 'aliyun',
    accessKeyId: e.ALIYUN_ACCESS_KEY_ID!,
    accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET!,
    signName: e.ALIYUN_SMS_SIGN_NAME!,
    templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
    endpoint: e.ALIYUN_SMS_ENDPOINT,
    regionId: e.ALIYUN_SMS_REGION,
  };
}
