import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@peiyin/api-client';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { databaseKinds, secondServer, startServer, type TestServer } from '../testing/harness.ts';
import { databaseRateLimitStore, type RateLimitStore } from './rateLimitStore.ts';

const minute = 60_000;

/// Two servers on one database, as two API processes are (issue 14: limits that hold across processes).
/// The store is the database one on both kinds here (`RATE_LIMIT_STORE=database`; PostgreSQL's default).
for (const kind of databaseKinds) {
  describe(`the request limit shared through the database [${kind}]`, () => {
    let first: TestServer & { stop: () => Promise<void> };
    let second: App;
    beforeAll(async () => {
      const env = { RATE_LIMIT_MAX: '5', RATE_LIMIT_STORE: 'database' };
      first = await startServer(kind, { env });
      second = await secondServer(first, env);
    });
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });

    const health = (app: App, ip: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });

    it('3 requests to one server and 3 to the other: the 6th is refused, in the envelope, in Chinese', async () => {
      const ip = '198.51.100.20';
      const codes: number[] = [];
      for (const app of [first.app, first.app, first.app, second, second]) codes.push((await health(app, ip)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200]);
      const sixth = await health(second, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ code: 429, message: messages.tooManyRequests, data: null });
      expect((await health(first.app, ip)).statusCode).toBe(429);
      // another address has its own budget
      expect((await health(second, '198.51.100.21')).statusCode).toBe(200);
    });

    it('the next minute both servers admit the address again', async () => {
      const ip = '198.51.100.22';
      for (let i = 0; i < 5; i++) expect((await health(i % 2 ? first.app : second, ip)).statusCode).toBe(200);
      expect((await health(first.app, ip)).statusCode).toBe(429);
      first.clock.advance(minute);
      expect((await health(first.app, ip)).statusCode).toBe(200);
      expect((await health(second, ip)).statusCode).toBe(200);
    });

    it('reserving in chunks never lets more than the limit through, however the requests interleave', async () => {
      // two "processes" (two stores) reserving 10 at a time from one budget of 100, 150 requests each at once
      const store = (): RateLimitStore => new (databaseRateLimitStore({ db: first.app.db, now: first.clock.now, log: first.app.log, chunk: () => 10 }))();
      const processes = [store(), store()];
      const incr = (s: RateLimitStore) =>
        new Promise<number>((resolve, reject) => s.incr('chunked', (error, result) => (error ? reject(error) : resolve(result!.current)), minute, 100));
      const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => incr(processes[i % 2]!)));
      const admitted = answers.filter((current) => current <= 100).length;
      // never over the limit; at most (processes − 1) × (chunk − 1) short of it
      expect(admitted).toBeLessThanOrEqual(100);
      expect(admitted).toBeGreaterThanOrEqual(100 - 9);
      // what the database counted is what was handed out (and what was asked for after the budget ran out)
      const row = await first.app.db.selectFrom('rate_limits').select('count').where('key', '=', 'chunked').executeTakeFirstOrThrow();
      expect(Number(row.count)).toBeGreaterThanOrEqual(100);
    });

    it('a used-up window is refused from memory: no more round trips for a client over its limit', async () => {
      let round = 0;
      const counted = first.app.db.withPlugin({
        transformQuery: (args) => {
          round += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const s = new (databaseRateLimitStore({ db: counted, now: first.clock.now, log: first.app.log }))();
      const incr = () => new Promise<number>((resolve) => s.incr('flood', (_e, r) => resolve(r!.current), minute, 5));
      const currents: number[] = [];
      for (let i = 0; i < 50; i++) currents.push(await incr());
      expect(currents.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
      expect(currents.slice(5).every((c) => c > 5)).toBe(true);
      // max 5 → a chunk of 1: five reservations, one refused reservation, then memory
      expect(round).toBe(6);
    });

    it('a key forgotten in a flood of addresses still has its count: it reserves again from the database', async () => {
      const s = new (databaseRateLimitStore({ db: first.app.db, now: first.clock.now, log: first.app.log, maxKeys: 2 }))();
      const incr = (key: string) => new Promise<number>((resolve) => s.incr(key, (_e, r) => resolve(r!.current), minute, 3));
      expect(await incr('forgotten-a')).toBe(1);
      expect(await incr('forgotten-a')).toBe(2);
      await incr('forgotten-b');
      await incr('forgotten-c'); // the oldest key, a, is forgotten here
      expect(await incr('forgotten-a')).toBe(3);
      expect(await incr('forgotten-a')).toBeGreaterThan(3);
    });
  });
}

describe('which store counts requests', () => {
  it('memory for one SQLite process; the database on PostgreSQL or in an api process; RATE_LIMIT_STORE decides when set', () => {
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).rateLimitStore).toBe('database');
    expect(loadConfig({ ROLE: 'api', ALLOW_SQLITE_ROLES: 'true' }).rateLimitStore).toBe('database');
    expect(loadConfig({ RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow('RATE_LIMIT_STORE');
  });
});
