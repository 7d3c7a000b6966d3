import { errors, jwtVerify, SignJWT } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { LoginUser } from '@peiyin/api-client';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';

export type AuthedUser = User;

/// Sessions last seven days; the expiry is in the token (`exp`) and in LoginUser.expire (spec 01 §3).
export const tokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export interface Auth {
  /** Signs a token for the user and answers the login user info the web app keeps. */
  login(user: User): Promise<LoginUser>;
  /** The user of a valid, unexpired bearer token whose version is current; otherwise null. */
  authenticate(request: FastifyRequest): Promise<AuthedUser | null>;
}

/// `vipLevelOf` answers the speech synthesis membership level for the login answer (modules/entitlements:
/// computed from the membership's end time, so a login never reports a level that has expired).
export function createAuth(options: { db: Db; secret: string; now: () => number; vipLevelOf: (userId: number) => Promise<number> }): Auth {
  // imported once as a CryptoKey: given raw bytes, jose imports a key on every verification (a tenth of the
  // request thread's time on a request that reads little, in the soak of issue 26)
  const raw = new TextEncoder().encode(options.secret);
  let imported: Promise<CryptoKey> | null = null;
  const keyOf = () => (imported ??= crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    async login(user) {
      const issuedAt = Math.floor(options.now() / 1000);
      const exp = issuedAt + tokenLifetimeMs / 1000;
      const token = await new SignJWT({ ver: user.token_version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(await keyOf());
      return {
        token,
        expire: exp * 1000,
        username: user.username,
        nickname: user.nickname,
        avatar: user.avatar,
        vipLevel: await options.vipLevelOf(user.id),
      };
    },
    async authenticate(request) {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) return null;
      try {
        const { payload } = await jwtVerify(match[1], await keyOf(), {
          algorithms: ['HS256'],
          currentDate: new Date(options.now()),
          // a token without an expiry would be a session forever (issue 14 §7)
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id)) return null;
        const user = await options.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        // A password change raises token_version: every older session ends (spec 02 §4).
        if (!user || payload['ver'] !== user.token_version) return null;
        return user;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
