import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/// What @fastify/rate-limit asks of a store (its `FastifyRateLimitStore`), written out so this file does not
/// depend on the plugin's own typings.
export interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

export interface DatabaseRateLimitOptions {
  db: Db;
  /** The clock windows are cut from (ms). Every process must keep roughly the same time (NTP). */
  now: () => number;
  log: FastifyBaseLogger;
  /** Admissions one database round trip reserves for this process (default: a 50th of the limit, at least 1). */
  chunk?: (max: number) => number;
  /** Most client keys this process remembers at once (default 20 000). */
  maxKeys?: number;
}

/// A 50th of the budget per round trip: 12 of the default 600 a minute.
export const defaultChunk = (max: number) => Math.max(1, Math.floor(max / 50));

/// One client key in this process, for one window.
interface Slot {
  window: number;
  /** Admissions reserved in the database and not used yet by this process. */
  left: number;
  /** The global position of the last reserved admission (what `current` reports). */
  reserved: number;
  /** The database had no more for this window: refuse without asking again until it ends. */
  exhausted: boolean;
  /** Refusals answered from memory in this window (reported above max, as the memory store does). */
  refused: number;
  claiming: Promise<void> | null;
}

/// Most keys one process remembers by default; past windows are dropped first when there are more.
const MAX_SLOTS = 20_000;

/// A store for @fastify/rate-limit whose budget is shared by every process using the database (issue 14:
/// limits that hold across API processes). Windows are fixed (`now - now % timeWindow`); a row per key holds
/// its current window's count (table `rate_limits`).
///
/// A process does not ask the database on every request: it RESERVES a chunk of admissions with one atomic
/// statement (`INSERT … ON CONFLICT (key) DO UPDATE SET count = count + chunk … RETURNING count`) and spends
/// them from memory. The database count is what has been handed out, so the limit never lets more than `max`
/// requests of a key through in a window, over all processes together. The tolerance is on the other side:
/// admissions another process reserved and has not spent are not available here, so a client spreading its
/// requests over N processes may be refused up to (N − 1) × (chunk − 1) requests early (11 per extra
/// process at the default 600 a minute; exact when max ≤ 99). Once a process learns a window is used up it
/// refuses from memory until the window ends.
export function databaseRateLimitStore(options: DatabaseRateLimitOptions): new (params?: unknown) => RateLimitStore {
  const { db, now, log } = options;
  const chunkOf = options.chunk ?? defaultChunk;
  const maxKeys = options.maxKeys ?? MAX_SLOTS;
  // One map for the whole process: the global limit and any route's own limit use distinct keys anyway
  // (a route's store is a child, whose keys carry the route).
  const slots = new Map<string, Slot>();

  /// Adds `n` to the key's count in `window` (a newer window starts again from `n`; a late process whose
  /// clock is behind adds to the newer window) and returns the count after it.
  async function reserve(key: string, window: number, n: number): Promise<number> {
    const row = await db
      .insertInto('rate_limits')
      .values({ key, window_start: window, count: n })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start < excluded.window_start then excluded.count else rate_limits.count + excluded.count end`,
          window_start: sql<number>`case when rate_limits.window_start < excluded.window_start then excluded.window_start else rate_limits.window_start end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function claim(key: string, slot: Slot, max: number): Promise<void> {
    const chunk = Math.max(1, Math.min(chunkOf(max), max));
    const count = await reserve(key, slot.window, chunk);
    const before = count - chunk;
    const granted = Math.max(0, Math.min(chunk, max - before));
    slot.left += granted;
    slot.reserved = before + granted;
    if (granted < chunk) slot.exhausted = true;
  }

  let swept = 0;
  /// Room for one more key: past windows go (one pass per window, not per request), then, in a flood of
  /// addresses within one window, the oldest key (which reserves again if it comes back).
  function makeRoom(window: number) {
    if (window !== swept) {
      swept = window;
      for (const [key, slot] of slots) if (slot.window < window) slots.delete(key);
    }
    while (slots.size >= maxKeys) slots.delete(slots.keys().next().value!);
  }

  type Callback = Parameters<RateLimitStore['incr']>[1];

  /// Answers from what this process holds; false when it must reserve first.
  function answer(slot: Slot, callback: Callback, ttl: number, max: number): boolean {
    if (slot.left > 0) {
      slot.left -= 1;
      callback(null, { current: Math.min(max, slot.reserved - slot.left), ttl });
      return true;
    }
    if (slot.exhausted) {
      slot.refused += 1;
      callback(null, { current: max + slot.refused, ttl });
      return true;
    }
    return false;
  }

  /// Requests of one key arriving together wait for one reservation instead of each making their own.
  async function reserveThenAnswer(key: string, slot: Slot, callback: Callback, ttl: number, max: number): Promise<void> {
    try {
      while (!answer(slot, callback, ttl, max)) {
        slot.claiming ??= claim(key, slot, max).finally(() => {
          slot.claiming = null;
        });
        await slot.claiming;
      }
    } catch (error) {
      // The database failed: this request is let through (the same database would fail the request itself);
      // the next one tries again.
      log.warn({ err: error }, 'the shared request limit could not be counted');
      callback(null, { current: 0, ttl });
    }
  }

  function make(prefix: string): RateLimitStore {
    return {
      incr(rawKey, callback, timeWindow, max) {
        const key = prefix === '' ? rawKey : prefix + rawKey;
        const at = now();
        const window = at - (at % timeWindow);
        const ttl = window + timeWindow - at;
        let slot = slots.get(key);
        if (slot === undefined || slot.window !== window) {
          if (slots.size >= maxKeys) makeRoom(window);
          slot = { window, left: 0, reserved: 0, exhausted: false, refused: 0, claiming: null };
          slots.set(key, slot);
        }
        // the common case, with nothing to wait for: no promise, no closure
        if (!answer(slot, callback, ttl, max)) void reserveThenAnswer(key, slot, callback, ttl, max);
      },
      child(routeOptions) {
        const route = routeOptions as { method?: string | string[]; url?: string; path?: string };
        return make(`${prefix}${String(route.method ?? '')} ${route.url ?? route.path ?? ''}|`);
      },
    };
  }

  // @fastify/rate-limit constructs the store itself (`new Store(params)`).
  return class DatabaseRateLimitStore implements RateLimitStore {
    private readonly root = make('');
    incr(...args: Parameters<RateLimitStore['incr']>): void {
      this.root.incr(...args);
    }
    child(routeOptions: unknown): RateLimitStore {
      return this.root.child(routeOptions);
    }
  };
}
