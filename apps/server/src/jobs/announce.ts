import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/// The PostgreSQL channel on which a process announces that it queued a job (the payload is the kind).
export const JOBS_CHANNEL = 'peiyin_jobs';

/// Tells the worker processes that a job of `kind` was queued (PostgreSQL NOTIFY), so a task submitted to an
/// `api` process starts at once instead of at the workers' next poll. Fire and forget: workers still poll
/// (`TTS_TASK_POLL_MS`), so a lost announcement only delays a job.
export function announceJob(db: Db, kind: string, log: FastifyBaseLogger): void {
  sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`.execute(db).catch((error: unknown) => log.warn({ err: error }, 'announcing a queued job failed'));
}

/// Listens for announcements on a connection of its own (LISTEN holds one), calling `onJob(kind)`; after a
/// lost connection it connects again every few seconds, the workers polling meanwhile.
export async function listenForJobs(url: string, onJob: (kind: string) => void, log: FastifyBaseLogger): Promise<{ close(): Promise<void> }> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 5000);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString: url });
    candidate.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL && message.payload) onJob(message.payload);
    });
    candidate.on('error', (error) => {
      log.warn({ err: error }, 'the job announcements connection failed; workers poll until it is back');
      if (client === candidate) client = null;
      candidate.end().catch(() => {});
      again();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'listening for job announcements failed; workers poll until it works');
      candidate.end().catch(() => {});
      again();
      return;
    }
    if (closed) await candidate.end().catch(() => {});
    else client = candidate;
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
