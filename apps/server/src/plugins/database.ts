import { mkdirSync } from 'node:fs';
import path from 'node:path';
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

/// The same on SQLite (issue 26 §10: `--role=worker` and `--role=api` started 2 s apart on a fresh folder raced
/// through the migrations, `table "gpt_conversations" already exists`): the processes sharing a data folder take
/// turns under SQLite's own lock of the file `DATA_DIR/startup.lock`, an exclusive transaction held from here
/// until the server is ready. The lock holds between processes and between connections of one process, and
/// the operating system drops the lock of a process that dies.
export async function acquireStartupFileLock(dataDir: string, options: { pollMs?: number; onWait?: () => void } = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const { default: Libsql } = await import('libsql');
  const file = new Libsql(path.join(dataDir, 'startup.lock'));
  try {
    // never block the event loop in SQLite's busy handler: try, and try again a moment later
    file.exec('PRAGMA busy_timeout = 0');
    for (let attempt = 0; ; attempt++) {
      try {
        file.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (attempt === 0) options.onWait?.();
        await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
      }
    }
  } catch (error) {
    file.close();
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      file.exec('COMMIT');
    } finally {
      file.close();
    }
  };
}

/// The database (ARCHITECTURE "Data"): opened from the configuration, migrated and seeded on every start,
/// swept hourly of what no rule reads any more, and closed last.
export const databasePlugin = fp(
  async (app) => {
    const { db, kind } = await openDatabase(app.config);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    const letGo =
      kind === 'postgres'
        ? await startAlone(app, db)
        : await acquireStartupFileLock(app.config.dataDir, { onWait: () => app.log.info('waiting for another process of this data folder to finish migrating') });
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
