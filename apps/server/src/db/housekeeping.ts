import type { Db } from './index.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/// Removes what no rule looks at any more: rate events beyond the longest window (24 h), request-limit
/// counters of past windows, spent or expired SMS codes, captchas, QR states and pending WeChat binds.
/// Run on start and hourly.
export async function housekeeping(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_events').where('created_at', '<', now - 2 * day).execute();
  // request-limit windows are a minute long: an hour-old row is a client that went away
  await db.deleteFrom('rate_limits').where('window_start', '<', now - hour).execute();
  await db.deleteFrom('sms_codes').where('expires_at', '<', now - day).execute();
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await db.deleteFrom('wx_states').where('created_at', '<', now - day).execute();
  await db.deleteFrom('wx_pending').where('expires_at', '<', now).execute();
}

export const housekeepingIntervalMs = hour;
