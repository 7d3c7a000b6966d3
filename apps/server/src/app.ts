import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { messages } from '@peiyin/api-client';
import type { Config } from './config.ts';
import type { AppContext, CaptchaMaker } from './context.ts';
import { svgCaptchaMaker } from './modules/sms/service.ts';
import { migrate, openDatabase } from './db/index.ts';
import { seed } from './db/seed.ts';
import { housekeeping, housekeepingIntervalMs } from './db/housekeeping.ts';
import { assetRoutes } from './assets/routes.ts';
import { createAuth } from './http/auth.ts';
import { envelope, installErrorHandling } from './http/errors.ts';
import { createSmsProvider, type SmsProvider } from './providers/sms/index.ts';
import { createWxProvider, type WxProvider } from './providers/wx/index.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { wxRoutes } from './modules/wxApi/routes.ts';
import { registerVoice, type Voice, type VoiceOverrides } from './modules/tts/index.ts';

export interface AppOverrides {
  /** The clock (ms); tests move it to expire codes and tokens. */
  now?: () => number;
  sms?: SmsProvider;
  wx?: WxProvider;
  captcha?: CaptchaMaker;
  /** Where the JSON log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** Synthesis queue settings and job (tests). */
  voice?: VoiceOverrides;
}

export type App = FastifyInstance & { peiyin: AppContext; voice: Voice };

/// The JWT secret: from configuration, else generated once and kept in the data dir so sessions
/// survive restarts (several processes sharing a database must share JWT_SECRET instead).
function resolveSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process sharing the data dir wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}

/// Builds the whole server: database (migrated and seeded), security plugins, every module's routes,
/// the envelope for errors and 404s, and the built web app with SPA fallback when configured.
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<App> {
  const now = overrides.now ?? Date.now;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const logger: FastifyBaseLogger = app.log;

  const { db, kind } = await openDatabase(config);
  app.addHook('onClose', async () => db.destroy());
  await migrate(db, kind);
  await seed(db, now());
  await housekeeping(db, now());
  const sweeper = setInterval(() => {
    housekeeping(db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, housekeepingIntervalMs);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const secret = resolveSecret(config);
  const ctx: AppContext = {
    config,
    db,
    dbKind: kind,
    now,
    secret,
    auth: createAuth({ db, secret, now }),
    sms: overrides.sms ?? createSmsProvider(config.sms, logger, now),
    wx: overrides.wx ?? createWxProvider(config.wx),
    captcha: overrides.captcha ?? svgCaptchaMaker,
    logger,
  };
  app.decorate('peiyin', ctx);

  await app.register(helmet, {
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
  });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The limit guards the API; the web app's files are static and a page load fetches many of them.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({ ...envelope(429, messages.tooManyRequests, null), statusCode: context.statusCode }),
  });

  installErrorHandling(app, { webDist: config.webDist });

  smsRoutes(app, ctx);
  userRoutes(app, ctx);
  wxRoutes(app, ctx);
  settingsRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  healthRoutes(app, ctx);
  assetRoutes(app);
  if (config.nodeEnv !== 'production') devRoutes(app, ctx);
  const voice = await registerVoice(app, ctx, overrides.voice);

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
  return Object.assign(app, { peiyin: ctx, voice }) as App;
}
