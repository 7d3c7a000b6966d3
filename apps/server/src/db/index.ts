import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider, type SqliteDatabase } from 'kysely';
import { migrations } from './migrations.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/// SQLite file `<dataDir>/peiyin.db` by default; PostgreSQL when the URL is postgres://….
/// libsql speaks the better-sqlite3 API that Kysely's SQLite dialect drives. Each driver is loaded only
/// when chosen, which keeps startup short.
export async function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Promise<OpenedDatabase> {
  if (isPostgresUrl(options.databaseUrl)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // bigint (int8) columns hold millisecond times, well inside Number's exact range.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle pooled connection can be closed by the server (restart, failover, an administrator). node-postgres
    // then emits 'error' on the pool, and an unhandled 'error' event would end the process; the pool replaces the
    // connection on the next query, so a warning is all it deserves.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  if (options.databaseUrl) throw new Error('DATABASE_URL must start with postgres:// (leave it empty for SQLite)');
  mkdirSync(options.dataDir, { recursive: true });
  const { default: Libsql } = await import('libsql');
  const file = new Libsql(path.join(options.dataDir, 'peiyin.db'));
  // synchronous = NORMAL: in WAL mode a commit is durable against a crash of this process (kill -9 loses
  // nothing) and the file is never corrupted; only a power loss may roll back the last commits. FULL (the
  // default) waited for an fsync on every commit, 5-20 ms on the event loop each on a busy disk (issue 26 soak:
  // a draft save cost 10 ms of the only thread that answers requests).
  file.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(file as unknown as SqliteDatabase) }) }), kind: 'sqlite' };
}

/// Statements prepared once per SQL text and reused (the last 500): Kysely prepares every query it runs, and on
/// the soak of issue 26 preparing was a sixth of the request thread's time. A statement runs to its end within
/// one synchronous call (`all`, `run`), so one statement never serves two queries at once.
export function reusingStatements(database: SqliteDatabase, size = 500): SqliteDatabase {
  const cache = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        // most recently used last
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/// Brings the schema up to date; run on every start (fast when nothing is pending).
export async function migrate(db: Db, kind: DatabaseKind): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
