import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { migrate, openDatabase, type DatabaseKind, type Db } from '../db/index.ts';
import { housekeeping, housekeepingIntervalMs } from '../db/housekeeping.ts';
import { seed } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
  }
}

/// Any number for the start-up lock, the same in every process of one installation.
const STARTUP_LOCK = 7_270_611;

/// Several processes starting at once on one PostgreSQL database (two API processes and a worker) would
/// each find the tables empty and seed them twice. A session advisory lock, held on one pooled connection
/// from here until the server is ready, lets one process at a time migrate and seed; the next then finds
/// everything in place. A process that dies holding it loses its connection, and with it the lock.
async function startAlone(app: FastifyInstance, db: Db): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const acquired = new Promise<void>((resolve) => {
    held = resolve;
  });
  const holding = db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK)})`.execute(connection);
    held();
    await released;
    await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK)})`.execute(connection);
  });
  await Promise.race([acquired, holding]);
  return async () => {
    release();
    await holding.catch((error: unknown) => app.log.warn({ err: error }, 'releasing the start-up lock failed'));
  };
}

/// The database (ARCHITECTURE "Data"): opened from the configuration, migrated and seeded on every start,
/// swept hourly of what no rule reads any more, and closed last.
export const databasePlugin = fp(
  async (app) => {
    const { db, kind } = await openDatabase(app.config);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    const letGo = kind === 'postgres' ? await startAlone(app, db) : async () => {};
    app.addHook('onReady', letGo);
    // a start that failed before it was ready still lets the next process in, before the pool closes
    app.addHook('onClose', async () => {
      await letGo();
      await db.destroy();
    });
    await migrate(db, kind);
    await seed(db, app.now());
    await housekeeping(db, app.now());
    const sweeper = setInterval(() => {
      housekeeping(db, app.now()).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, housekeepingIntervalMs);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'database', fastify: '5.x', dependencies: ['config', 'clock'] },
);
