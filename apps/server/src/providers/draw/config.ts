import { ConfigError } from '../../configError.ts';

export interface ApiSize {
  width: number;
  height: number;
}

export interface OpenAiDrawConfig {
  provider: 'openai';
  /** What precedes `/images/generations`, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The sizes the API accepts; 'any' sends the asked size as is. */
  sizes: ApiSize[] | 'any';
  /** Pictures one request may ask for (`n`); more are asked in further requests. */
  maxPerRequest: number;
  /** `response_format` sent, or null to leave it out (gpt-image models always answer base64 and refuse it). */
  responseFormat: 'b64_json' | 'url' | null;
  timeoutMs: number;
}

export interface SdWebuiDrawConfig {
  provider: 'sd-webui';
  /** The web UI's address, e.g. http://127.0.0.1:7860 (started with --api). */
  baseUrl: string;
  /** For a web UI started with --api-auth user:password. */
  auth?: { user: string; password: string };
  /** A checkpoint title to switch to for our calls (override_settings.sd_model_checkpoint); the loaded one when absent. */
  model?: string;
  steps: number;
  sampler: string;
  cfgScale: number;
  /** How refonly is drawn: ControlNet's reference_only when the server has it ('auto' asks it), or img2img. */
  refOnly: 'auto' | 'controlnet' | 'img2img';
  timeoutMs: number;
}

export type DrawConfig = { provider: 'none' } | OpenAiDrawConfig | SdWebuiDrawConfig;

/// A ConfigError, so `main.ts` prints its message and exits instead of a stack.
export class DrawConfigError extends ConfigError {}

const DEFAULT_TIMEOUT_S = 180;

/// What the OpenAI models accept (the API refuses any other size); unknown models (self-hosted and other
/// services speaking the protocol) get the asked size as is unless DRAW_SIZES lists theirs.
export function modelDefaults(model: string): Pick<OpenAiDrawConfig, 'sizes' | 'maxPerRequest' | 'responseFormat'> {
  const sizes = (list: string) => parseSizes(list);
  if (/^dall-e-3/i.test(model)) return { sizes: sizes('1024x1024,1024x1792,1792x1024'), maxPerRequest: 1, responseFormat: 'b64_json' };
  if (/^dall-e-2/i.test(model)) return { sizes: sizes('256x256,512x512,1024x1024'), maxPerRequest: 4, responseFormat: 'b64_json' };
  if (/^gpt-image/i.test(model)) return { sizes: sizes('1024x1024,1024x1536,1536x1024'), maxPerRequest: 4, responseFormat: null };
  return { sizes: 'any', maxPerRequest: 4, responseFormat: 'b64_json' };
}

function parseSizes(list: string): ApiSize[] {
  return list.split(',').map((item) => {
    const match = /^\s*(\d{2,5})\s*[x*×]\s*(\d{2,5})\s*$/i.exec(item);
    if (!match) throw new DrawConfigError(`DRAW_SIZES must list sizes like 1024x1024,1024x1536, got ${JSON.stringify(item)}`);
    return { width: Number(match[1]), height: Number(match[2]) };
  });
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DrawConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DrawConfigError(`${name} must be an http(s) URL`);
  return value.replace(/(?<!\/)\/+$/, '');
}

function number(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new DrawConfigError(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return value;
}

/// Reads DRAW_* (README "AI drawing"). No DRAW_PROVIDER: drawing is off, and the page and the calls say
/// how to turn it on.
export function loadDrawConfig(env: Record<string, string | undefined>): DrawConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const provider = value('DRAW_PROVIDER')?.toLowerCase();
  if (!provider || provider === 'none') return { provider: 'none' };
  const timeoutMs = number(env, 'DRAW_TIMEOUT', DEFAULT_TIMEOUT_S, 5, 3600) * 1000;

  if (provider === 'openai' || provider === 'openai-compatible') {
    const baseUrl = httpUrl('DRAW_BASE_URL', value('DRAW_BASE_URL') ?? 'https://api.openai.com/v1');
    const apiKey = value('DRAW_API_KEY');
    if (!apiKey && new URL(baseUrl).hostname === 'api.openai.com') throw new DrawConfigError('DRAW_PROVIDER=openai with the OpenAI API needs DRAW_API_KEY');
    const model = value('DRAW_MODEL') ?? 'gpt-image-1';
    const defaults = modelDefaults(model);
    const sizesRaw = value('DRAW_SIZES');
    const formatRaw = value('DRAW_RESPONSE_FORMAT')?.toLowerCase();
    if (formatRaw && !['b64_json', 'url', 'none'].includes(formatRaw)) throw new DrawConfigError('DRAW_RESPONSE_FORMAT must be b64_json, url or none');
    return {
      provider: 'openai',
      baseUrl,
      ...(apiKey ? { apiKey } : {}),
      model,
      sizes: sizesRaw ? (sizesRaw.toLowerCase() === 'any' ? 'any' : parseSizes(sizesRaw)) : defaults.sizes,
      maxPerRequest: number(env, 'DRAW_MAX_N', defaults.maxPerRequest, 1, 10),
      responseFormat: formatRaw ? (formatRaw === 'none' ? null : (formatRaw as 'b64_json' | 'url')) : defaults.responseFormat,
      timeoutMs,
    };
  }

  if (provider === 'sd-webui') {
    const baseUrl = httpUrl('DRAW_BASE_URL', value('DRAW_BASE_URL') ?? 'http://127.0.0.1:7860');
    const key = value('DRAW_API_KEY');
    let auth: SdWebuiDrawConfig['auth'];
    if (key) {
      const colon = key.indexOf(':');
      if (colon <= 0) throw new DrawConfigError('DRAW_API_KEY for sd-webui is the --api-auth pair user:password');
      auth = { user: key.slice(0, colon), password: key.slice(colon + 1) };
    }
    const refOnly = (value('DRAW_SD_REFONLY') ?? 'auto').toLowerCase();
    if (refOnly !== 'auto' && refOnly !== 'controlnet' && refOnly !== 'img2img') throw new DrawConfigError('DRAW_SD_REFONLY must be auto, controlnet or img2img');
    const model = value('DRAW_MODEL');
    return {
      provider: 'sd-webui',
      baseUrl,
      ...(auth ? { auth } : {}),
      ...(model ? { model } : {}),
      steps: Math.round(number(env, 'DRAW_SD_STEPS', 25, 1, 150)),
      sampler: value('DRAW_SD_SAMPLER') ?? 'Euler a',
      cfgScale: number(env, 'DRAW_SD_CFG', 7, 1, 30),
      refOnly,
      timeoutMs,
    };
  }
  throw new DrawConfigError(`DRAW_PROVIDER must be openai or sd-webui, got ${JSON.stringify(provider)}`);
}

/// How the drawing tasks run (README "AI drawing"), apart from which provider draws them.
export interface DrawTaskConfig {
  /** Drawings run at once by this process (`DRAW_TASK_CONCURRENCY`, default 1: one GPU draws one batch at a
   *  time, and sd-webui's interrupt stops "the" running job; 0 = this process queues, others draw). */
  concurrency: number;
  /** Pictures a day for users without a membership (`DRAW_FREE_DAILY_IMAGES`, default 10; members: 100). */
  freeImagesPerDay: number;
}

export function loadDrawTaskConfig(env: Record<string, string | undefined>): DrawTaskConfig {
  return {
    concurrency: Math.round(number(env, 'DRAW_TASK_CONCURRENCY', 1, 0, 64)),
    freeImagesPerDay: Math.round(number(env, 'DRAW_FREE_DAILY_IMAGES', 10, 0, 100_000)),
  };
}
