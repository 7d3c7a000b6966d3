import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, type Env } from './configError.ts';
import { isPostgresUrl } from './db/index.ts';
import { loadRole, type Role } from './roles.ts';
import { loadJobsConfig } from './jobs/config.ts';
import type { JobsConfig } from './jobs/config.ts';
import { loadSmsConfig } from './providers/sms/config.ts';
import type { SmsConfig } from './providers/sms/types.ts';
import { loadTtsConfig } from './providers/tts/config.ts';
import type { TtsConfig } from './providers/tts/types.ts';
import { loadStorageConfig, type StorageConfig } from './providers/storage/config.ts';
import { loadWxConfig } from './providers/wx/config.ts';
import { loadDrawConfig, loadDrawTaskConfig, type DrawConfig, type DrawTaskConfig } from './providers/draw/config.ts';
import { loadPayConfig, type PayConfig } from './providers/pay/config.ts';
import { PayConfigError } from './providers/pay/types.ts';
import { loadMembershipConfig, type MembershipConfig } from './modules/vip/config.ts';
import { loadLlmConfig, type LlmConfig } from './providers/llm/config.ts';
import type { WxConfig } from './providers/wx/types.ts';
import { loadAsrConfig, loadAsrTaskConfig, type AsrConfig, type AsrTaskConfig } from './providers/asr/config.ts';
import { loadOcrConfig, type OcrConfig } from './providers/ocr/config.ts';
import { loadVideoConfig, type VideoConfig } from './providers/video/config.ts';
import { loadSpeechApiConfig, type SpeechApiConfig } from './modules/speechApi/config.ts';

export { ConfigError };

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/// The built web app, when it exists: one origin serves the studio and the API.
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
/// Which hops in front of the server may name the client in X-Forwarded-For: a number of proxies (`1` behind
/// one nginx) or their addresses/CIDRs (`10.0.0.2,10.0.0.0/8`). `true` is refused: trusting every hop lets
/// a client write its own address and walk past every per-address limit (issue 14 §6).
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string => {
    const v = raw?.trim() ?? '';
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY=true would trust every hop; give the number of proxies in front (e.g. 1) or their addresses' });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(v)) return Number(v);
    if (v.split(',').every((part) => /^[\d.:a-fA-F]+(?:\/\d{1,3})?$/.test(part.trim()))) return v;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs' });
    return z.NEVER;
  });

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
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_STORE: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['memory', 'database']).optional()),
  SMS_CAPTCHA_AFTER_PHONE: z.coerce.number().int().min(0).default(3),
  SMS_CAPTCHA_AFTER_IP: z.coerce.number().int().min(0).default(10),
});

export interface Config {
  /** What this process does: `all` (HTTP and job workers), `api` (HTTP only) or `worker` (jobs only); `--role` or `ROLE`. */
  role: Role;
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
  /** false, a hop count, or the proxies' addresses/CIDRs (comma-separated), as Fastify's `trustProxy` takes them. */
  trustProxy: false | number | string;
  /** Requests per minute and address, over all routes. */
  rateLimitMax: number;
  /** Where those requests are counted: `database` (shared by every process; the default on PostgreSQL and in an
   *  `api` process) or `memory` (this process only; the default of a single SQLite process). `RATE_LIMIT_STORE`. */
  rateLimitStore: 'memory' | 'database';
  /** SMS codes per phone (per hour) and per address (per hour) before a picture captcha is required. */
  smsCaptchaAfterPhone: number;
  smsCaptchaAfterIp: number;
  // Each provider family reads its own variables (`providers/<kind>/config.ts`); they are composed here.
  sms: SmsConfig;
  wx: WxConfig;
  tts: TtsConfig;
  jobs: JobsConfig;
  /** Local disk under `DATA_DIR/files`, or an S3-compatible bucket when `S3_*` is set. */
  storage: StorageConfig;
  /** AI drawing: the image model (`DRAW_PROVIDER`…; none by default), and how its tasks run. */
  draw: DrawConfig;
  drawTasks: DrawTaskConfig;
  /** Payment providers (`PAY_PROVIDER`…): sandbox, alipay, wechat or none; `warnings` are logged at start. */
  pay: PayConfig;
  /** Products file, free allowances, new-member trial and invitation rewards. */
  membership: MembershipConfig;
  /** The writing model (AI writing, inspiration, rewrite): `none` until `LLM_*` is set. */
  llm: LlmConfig;
  /** Smart tools (issue 16): picture-to-text, video link extraction, speech to text and its task queue. */
  ocr: OcrConfig;
  video: VideoConfig;
  asr: AsrConfig;
  asrTasks: AsrTaskConfig;
  /** The OpenAI-compatible speech API for other tools: allowances, per-key limits (`SPEECH_API_*`). */
  speechApi: SpeechApiConfig;
}

/// A provider family's loader that throws its own error class: the start still ends with a message naming
/// the variable, not a stack.
function family<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/// Reads and validates the configuration; the one place where providers are chosen (a family's own
/// `config.ts` reads its variables, and is composed here).
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const postgres = isPostgresUrl(e.DATABASE_URL);
  const role = loadRole(env, postgres);
  const webDist = e.WEB_DIST ?? (existsSync(path.join(defaultWebDist, 'index.html')) ? defaultWebDist : null);
  return {
    role,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: webDist && existsSync(webDist) ? path.resolve(webDist) : null,
    trustProxy: e.TRUST_PROXY,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (postgres || role === 'api' ? 'database' : 'memory'),
    smsCaptchaAfterPhone: e.SMS_CAPTCHA_AFTER_PHONE,
    smsCaptchaAfterIp: e.SMS_CAPTCHA_AFTER_IP,
    sms: loadSmsConfig(env),
    wx: loadWxConfig(env),
    tts: loadTtsConfig(env, dataDir),
    jobs: loadJobsConfig(env),
    storage: loadStorageConfig(env, dataDir),
    draw: loadDrawConfig(env),
    drawTasks: loadDrawTaskConfig(env),
    pay: payConfig(env),
    membership: loadMembershipConfig(env),
    llm: family(() => loadLlmConfig(env)),
    ocr: family(() => loadOcrConfig(env)),
    video: family(() => loadVideoConfig(env)),
    asr: family(() => loadAsrConfig(env, dataDir)),
    asrTasks: family(() => loadAsrTaskConfig(env)),
    speechApi: loadSpeechApiConfig(env),
  };
}

/// The payment family reports its own error class; the start reports every configuration error alike.
function payConfig(env: Env): PayConfig {
  try {
    return loadPayConfig(env);
  } catch (error) {
    if (error instanceof PayConfigError) throw new ConfigError(error.message);
    throw error;
  }
}
