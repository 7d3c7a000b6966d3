// API keys of an account (issue 29): made, listed, revoked on the account page, and checked on every /v1 call.
//
// A key is `py-` and 43 characters of base64url: 256 random bits. Only its SHA-256 is stored. bcrypt or
// scrypt exist to make guessing a human's low-entropy password slow; nobody can guess 256 random bits, so a
// slow hash would buy nothing and cost every API request ~100 ms of CPU on the event loop. A plain digest
// also makes the lookup one indexed equality query (the digest is the key's unique column).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { apiKeyMessages, apiKeyScopes, type ApiKey, type ApiKeyList, type ApiKeyScope } from '@peiyin/api-client';
import type { Db } from '../../db/index.ts';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { SpeechApiConfig } from './config.ts';

export const KEY_PREFIX = 'py-';
/// Characters of the secret shown in the list (the `py-` and 6 more).
const SHOWN = 9;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/// The month usage is counted in: 'YYYY-MM' in Beijing time, where the product's users are.
export const usageMonth = (now: number) => new Date(now + 8 * 3600_000).toISOString().slice(0, 7);

/// A key as the /v1 routes see it: its row and its owner.
export interface KeyHolder {
  keyId: number;
  scopes: readonly ApiKeyScope[];
  user: User;
}

const parseScopes = (raw: string): ApiKeyScope[] => raw.split(',').filter((s): s is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(s));

export function apiKeys(db: Db, now: () => number, config: SpeechApiConfig, isMember: (userId: number) => Promise<boolean>) {
  async function monthUsage(userId: number, month: string): Promise<Map<number, number>> {
    const rows = await db.selectFrom('api_key_usage').select(['key_id', 'characters']).where('user_id', '=', userId).where('month', '=', month).execute();
    return new Map(rows.map((r) => [r.key_id, Number(r.characters)]));
  }

  async function allowance(userId: number): Promise<{ allowance: number; member: boolean }> {
    const member = await isMember(userId);
    return { member, allowance: member ? config.memberCharacters : config.freeCharacters };
  }

  return {
    async list(userId: number): Promise<ApiKeyList> {
      const month = usageMonth(now());
      const rows = await db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('id', 'desc').execute();
      const usage = await monthUsage(userId, month);
      const used = [...usage.values()].reduce((a, b) => a + b, 0);
      const keys = rows.map(
        (r): ApiKey => ({
          id: r.id,
          name: r.name,
          prefix: r.prefix,
          scopes: parseScopes(r.scopes),
          createTime: Number(r.created_at),
          lastUsedTime: r.last_used_at === null ? null : Number(r.last_used_at),
          monthCharacters: usage.get(r.id) ?? 0,
          characters: Number(r.characters),
          requests: Number(r.requests),
        }),
      );
      return { keys, usage: { month, used, ...(await allowance(userId)), ratePerMinute: config.ratePerMinute, concurrency: config.concurrency, maxKeys: config.maxKeys } };
    },

    async create(userId: number, name: string, scopes: readonly ApiKeyScope[] = apiKeyScopes): Promise<{ key: ApiKey; secret: string }> {
      const held = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(held.n) >= config.maxKeys) throw new AppError(400, apiKeyMessages.tooMany(config.maxKeys));
      const secret = KEY_PREFIX + randomBytes(32).toString('base64url');
      const ordered = apiKeyScopes.filter((s) => scopes.includes(s));
      const at = now();
      const row = await db
        .insertInto('api_keys')
        .values({ user_id: userId, name, prefix: secret.slice(0, SHOWN), secret_hash: hashSecret(secret), scopes: ordered.join(','), created_at: at, last_used_at: null, revoked_at: null })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      return {
        secret,
        key: { id: row.id, name, prefix: secret.slice(0, SHOWN), scopes: ordered, createTime: at, lastUsedTime: null, monthCharacters: 0, characters: 0, requests: 0 },
      };
    },

    async revoke(userId: number, id: number): Promise<void> {
      const done = await db.updateTable('api_keys').set({ revoked_at: now() }).where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new AppError(404, apiKeyMessages.notFound);
    },

    /// The key a bearer secret names, with its owner; null for anything else (unknown, revoked, malformed).
    async authenticate(secret: string): Promise<KeyHolder | null> {
      if (!secret.startsWith(KEY_PREFIX) || secret.length > 100) return null;
      const row = await db
        .selectFrom('api_keys')
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .select(['api_keys.id as key_id', 'api_keys.scopes', 'api_keys.revoked_at'])
        .selectAll('users')
        .where('api_keys.secret_hash', '=', hashSecret(secret))
        .executeTakeFirst();
      if (!row || row.revoked_at !== null) return null;
      const { key_id, scopes, revoked_at: _revoked, ...user } = row;
      return { keyId: key_id, scopes: parseScopes(scopes), user: user as User };
    },

    /// What the account may still synthesise this month through its keys.
    async remaining(userId: number): Promise<{ used: number; allowance: number; member: boolean }> {
      const usage = await monthUsage(userId, usageMonth(now()));
      return { used: [...usage.values()].reduce((a, b) => a + b, 0), ...(await allowance(userId)) };
    },

    /// Counts one served request of `characters` against the key and its month.
    async record(holder: KeyHolder, characters: number): Promise<void> {
      const at = now();
      const month = usageMonth(at);
      await db
        .insertInto('api_key_usage')
        .values({ key_id: holder.keyId, user_id: holder.user.id, month, characters, requests: 1 })
        .onConflict((oc) =>
          oc.columns(['key_id', 'month']).doUpdateSet({
            characters: sql<number>`api_key_usage.characters + ${characters}`,
            requests: sql<number>`api_key_usage.requests + 1`,
          }),
        )
        .execute();
      await db
        .updateTable('api_keys')
        .set({ characters: sql<number>`characters + ${characters}`, requests: sql<number>`requests + 1`, last_used_at: at })
        .where('id', '=', holder.keyId)
        .execute();
    },
  };
}

export type ApiKeys = ReturnType<typeof apiKeys>;
