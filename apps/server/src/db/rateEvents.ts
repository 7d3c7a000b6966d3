import type { Db } from './index.ts';

/// Counting events in sliding windows (SMS sends, failed logins) in the database, so several
/// API processes share the same limits.
export function rateEvents(db: Db) {
  return {
    async record(kind: string, subject: string, at: number): Promise<void> {
      await db.insertInto('rate_events').values({ kind, subject, created_at: at }).execute();
    },
    async count(kind: string, subject: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('rate_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async clear(kind: string, subject: string): Promise<void> {
      await db.deleteFrom('rate_events').where('kind', '=', kind).where('subject', '=', subject).execute();
    },
  };
}

export type RateEvents = ReturnType<typeof rateEvents>;
