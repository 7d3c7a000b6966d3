import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createAuth, type Auth, type AuthedUser } from '../http/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Server secret for tokens and keyed hashes (SMS codes, captchas). */
    secret: string;
  }
  interface FastifyRequest {
    /** The signed-in user of a contract route (set before validation), else null. */
    user: AuthedUser | null;
  }
}

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

/// Sessions: bearer tokens signed with the server secret (spec 01 §3, seven days).
export const authPlugin = fp(
  async (app) => {
    const secret = resolveSecret(app.config);
    app.decorate('secret', secret);
    app.decorate('auth', createAuth({ db: app.db, secret, now: app.now, vipLevelOf: async (id) => (await app.entitlements.of(id)).tts.level }));
    app.decorateRequest('user', null);
  },
  { name: 'auth', fastify: '5.x', dependencies: ['config', 'clock', 'database', 'entitlements'] },
);
