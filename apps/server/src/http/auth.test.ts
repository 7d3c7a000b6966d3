// Issue 14 §7: a token must carry its expiry; one signed without `exp` would be a session forever.
import { SignJWT } from 'jose';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import type { User } from '../db/schema.ts';
import { createAuth } from './auth.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const now = Date.UTC(2026, 0, 1);
const user = { id: 7, token_version: 0 } as User;
// The users table answers user 7 to any lookup.
const query = { selectAll: () => query, where: () => query, executeTakeFirst: async () => user };
const db = { selectFrom: () => query } as unknown as Db;
const request = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as FastifyRequest;

describe('bearer tokens', () => {
  const auth = createAuth({ db, secret, now: () => now, vipLevelOf: async () => 0 });
  const sign = (claims: { exp?: boolean; iat?: boolean }) => {
    let jwt = new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('7');
    if (claims.iat !== false) jwt = jwt.setIssuedAt(now / 1000);
    if (claims.exp !== false) jwt = jwt.setExpirationTime(now / 1000 + 60);
    return jwt.sign(new TextEncoder().encode(secret));
  };

  it('accepts a token it signed, and one with every claim', async () => {
    const { token } = await auth.login(user);
    expect(await auth.authenticate(request(token))).toBe(user);
    expect(await auth.authenticate(request(await sign({})))).toBe(user);
  });

  it('refuses a correctly signed token without an expiry or an issue time', async () => {
    expect(await auth.authenticate(request(await sign({ exp: false })))).toBeNull();
    expect(await auth.authenticate(request(await sign({ iat: false })))).toBeNull();
  });
});
