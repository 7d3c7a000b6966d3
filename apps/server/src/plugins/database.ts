import fp from 'fastify-plugin';
import { migrate, openDatabase, type DatabaseKind, type Db } from '../db/index.ts';
import { housekeeping, housekeepingIntervalMs } from '../db/housekeeping.ts';
import { seed } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
  }
}

/// The database (ARCHITECTURE "Data"): opened from the configuration, migrated and seeded on every start,
/// swept hourly of what no rule reads any more, and closed last.
export const databasePlugin = fp(
  async (app) => {
    const { db, kind } = await openDatabase(app.config);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    app.addHook('onClose', async () => db.destroy());
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
