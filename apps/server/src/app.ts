import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { messages } from '@peiyin/api-client';
import type { Config } from './config.ts';
import { envelope } from './http/errors.ts';
import { clientErrorHandler, frameworkErrors } from './http/transport.ts';
import type { JobsConfig } from './jobs/config.ts';
import { assetsPlugin } from './modules/assets/plugin.ts';
import { cataloguePlugin } from './modules/catalogue/plugin.ts';
import { drawPlugin } from './modules/draw/plugin.ts';
import { devPlugin } from './modules/dev/plugin.ts';
import { entitlementsPlugin } from './modules/entitlements/plugin.ts';
import { feedbackPlugin } from './modules/feedback/plugin.ts';
import { gptPlugin } from './modules/gpt/plugin.ts';
import { filesPlugin } from './modules/files/plugin.ts';
import { healthPlugin } from './modules/health/plugin.ts';
import { settingsPlugin } from './modules/settings/plugin.ts';
import { servicesPlugin } from './modules/services/plugin.ts';
import { smsPlugin } from './modules/sms/plugin.ts';
import { tasksPlugin } from './modules/tasks/plugin.ts';
import { ttsPlugin } from './modules/tts/plugin.ts';
import { pronunciationPlugin } from './modules/pronunciation/plugin.ts';
import { userPlugin } from './modules/user/plugin.ts';
import { worksPlugin } from './modules/works/plugin.ts';
import { vipPlugin } from './modules/vip/plugin.ts';
import { tradePlugin } from './modules/trade/plugin.ts';
import { wxApiPlugin } from './modules/wxApi/plugin.ts';
import { asrModulePlugin } from './modules/asr/plugin.ts';
import { toolsPlugin } from './modules/tools/plugin.ts';
import { speechApiPlugin } from './modules/speechApi/plugin.ts';
import { asrPlugin } from './providers/asr/plugin.ts';
import type { AsrProvider } from './providers/asr/types.ts';
import { ocrPlugin } from './providers/ocr/plugin.ts';
import type { OcrProvider } from './providers/ocr/types.ts';
import { videoPlugin } from './providers/video/plugin.ts';
import type { VideoExtractor } from './providers/video/types.ts';
import { authPlugin } from './plugins/auth.ts';
import { captchaPlugin, type CaptchaMaker } from './plugins/captcha.ts';
import { clockPlugin } from './plugins/clock.ts';
import { configPlugin } from './plugins/config.ts';
import { contractPlugin } from './plugins/contract.ts';
import { databasePlugin } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { firstScreenPlugin } from './plugins/firstScreen.ts';
import { jobsPlugin, type SynthesisBody } from './plugins/jobs.ts';
import { limitsPlugin } from './plugins/limits.ts';
import { databaseRateLimitStore } from './plugins/rateLimitStore.ts';
import { rendererPlugin } from './plugins/renderer.ts';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { storagePlugin } from './plugins/storage.ts';
import { drawProviderPlugin } from './providers/draw/plugin.ts';
import type { DrawProvider } from './providers/draw/types.ts';
import { smsProviderPlugin } from './providers/sms/plugin.ts';
import type { SmsProvider } from './providers/sms/types.ts';
import { llmProviderPlugin } from './providers/llm/plugin.ts';
import type { LlmProvider } from './providers/llm/types.ts';
import { speechPlugin } from './providers/tts/plugin.ts';
import { wxProviderPlugin } from './providers/wx/plugin.ts';
import { payProviderPlugin } from './providers/pay/plugin.ts';
import type { PayProviders } from './providers/pay/index.ts';
import type { WxProvider } from './providers/wx/types.ts';

/// What a test (or an embedding program) replaces; each goes to the option of the plugin that owns it.
export interface AppOverrides {
  /** The clock (ms); tests move it to expire codes and tokens. */
  now?: () => number;
  sms?: SmsProvider;
  wx?: WxProvider;
  captcha?: CaptchaMaker;
  /** The image model (default: the one DRAW_PROVIDER configures). */
  draw?: DrawProvider;
  /** Payment providers (tests: adapters pointed at local protocol servers). */
  pay?: PayProviders;
  /** The fetch the WeChat Pay adapter uses (tests). */
  payFetch?: typeof fetch;
  /** The writing model; default the one `LLM_*` configures. */
  llm?: LlmProvider;
  /** Where the JSON log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** Synthesis queue settings over the environment's (tests: concurrency, heartbeat…). */
  jobs?: Partial<JobsConfig>;
  /** The task job; default the real synthesis. Tests of the queue itself wrap it. */
  jobBody?: (defaults: { synthesis: SynthesisBody }) => SynthesisBody;
  /** Smart tools' providers (default: the configured ones). */
  ocr?: OcrProvider;
  video?: VideoExtractor;
  asr?: AsrProvider;
}

/// The server: a Fastify instance carrying every capability as a typed decorator (`app.db`, `app.auth`,
/// `app.storage`, `app.engines`, `app.jobs`…, declared beside the plugin that decorates it).
export type App = FastifyInstance;

/// Builds the whole server by registering plugins, and nothing else (ARCHITECTURE "Server"): capabilities
/// first (each decorates the instance), then the security plugins, the contract (validation, OpenAPI), the
/// envelope for errors and 404s, every module, and the built web app with SPA fallback when configured.
/// Each plugin declares the plugins it needs (`dependencies`); a missing one stops the start with its name.
/// Trusts the `hops` proxies nearest to the server: X-Forwarded-For is read from its right end that far.
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    // A hop count trusts that many proxies nearest to us (Fastify's types name only the function form of it).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The first start on an empty database seeds the sound and music library, generated by code (seconds of
    // CPU); on a busy 2-core machine that outruns avvio's default 10 s per plugin. A plugin that truly hangs
    // still stops the start, after 2 minutes.
    pluginTimeout: 120_000,
    // What Node's HTTP parser and Fastify's router refuse is answered in the envelope too (issue 14).
    clientErrorHandler,
    frameworkErrors,
  });

  // Capabilities.
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, overrides.now ? { now: overrides.now } : {});
  await app.register(databasePlugin);
  // Before auth: the login answer's vipLevel is the membership's, computed now.
  await app.register(entitlementsPlugin);
  await app.register(authPlugin);
  await app.register(captchaPlugin, overrides.captcha ? { maker: overrides.captcha } : {});
  await app.register(smsProviderPlugin, overrides.sms ? { provider: overrides.sms } : {});
  await app.register(wxProviderPlugin, overrides.wx ? { provider: overrides.wx } : {});
  await app.register(payProviderPlugin, { ...(overrides.pay ? { providers: overrides.pay } : {}), ...(overrides.payFetch ? { fetch: overrides.payFetch } : {}) });
  await app.register(storagePlugin);
  await app.register(drawProviderPlugin, overrides.draw ? { provider: overrides.draw } : {});
  await app.register(llmProviderPlugin, overrides.llm ? { provider: overrides.llm } : {});
  await app.register(speechPlugin);
  await app.register(rendererPlugin);
  await app.register(ocrPlugin, overrides.ocr ? { provider: overrides.ocr } : {});
  await app.register(videoPlugin, overrides.video ? { extractor: overrides.video } : {});
  await app.register(asrPlugin, overrides.asr ? { provider: overrides.asr } : {});
  const jobBody = overrides.jobBody;
  await app.register(jobsPlugin, {
    ...(overrides.jobs ? { config: overrides.jobs } : {}),
    ...(jobBody ? { wrap: (synthesis: SynthesisBody) => jobBody({ synthesis }) } : {}),
  });

  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The web app's styles (vanilla-extract, Radix) set inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The audition player (howler's Web Audio path) reads each chunk's audio back from the blob: URL it made
          // with XMLHttpRequest; without this it falls back to an <audio> element and sentences play with gaps.
          connectSrc: ["'self'", 'blob:'],
          // The WeChat QR frame: our sandbox page or the open platform's page.
          frameSrc: ["'self'", 'https://open.weixin.qq.com'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The studio loads its own generated images cross-origin in development (Vite on another port).
      crossOriginResourcePolicy: { policy: 'same-site' },
    },
  });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The limit guards the API; the web app's files are static and a page load fetches many of them.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Counted in the database when several processes share it (README "Several processes").
    ...(config.rateLimitStore === 'database' ? { store: databaseRateLimitStore({ db: app.db, now: app.now, log: app.log }) } : {}),
    errorResponseBuilder: (_request, context) => ({ ...envelope(429, messages.tooManyRequests, null), statusCode: context.statusCode }),
  });

  await app.register(limitsPlugin);
  await app.register(contractPlugin);
  await app.register(firstScreenPlugin);
  await app.register(errorsPlugin);

  // Modules, each after the modules it calls.
  await app.register(smsPlugin);
  await app.register(userPlugin);
  await app.register(wxApiPlugin);
  await app.register(settingsPlugin);
  await app.register(servicesPlugin);
  await app.register(feedbackPlugin);
  await app.register(healthPlugin);
  await app.register(assetsPlugin);
  await app.register(devPlugin);
  await app.register(filesPlugin);
  await app.register(cataloguePlugin);
  await app.register(pronunciationPlugin);
  await app.register(ttsPlugin);
  await app.register(drawPlugin);
  await app.register(worksPlugin);
  await app.register(tasksPlugin);
  await app.register(vipPlugin);
  await app.register(tradePlugin);
  await app.register(gptPlugin);
  await app.register(toolsPlugin);
  await app.register(asrModulePlugin);
  await app.register(speechApiPlugin);

  if (config.webDist) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        // Vite's hashed bundles never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  await app.ready();
  return app;
}
