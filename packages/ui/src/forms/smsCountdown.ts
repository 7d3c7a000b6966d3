/// The SMS code button's timing rules as pure functions (spec 01 §4, §9), so the hook and the
/// dialogs only bind them to React, `localStorage` and the clock.

/** Countdown after a code was sent when the server names no interval (spec 01 §9). */
export const SMS_COUNTDOWN_DEFAULT_SECONDS = 120;
/** Countdown when the server's interval is unusable (spec 01 §4: "fallback 90 s"). */
export const SMS_COUNTDOWN_FALLBACK_SECONDS = 90;
/** Countdown of the WeChat bind dialog (spec 01 §4). */
export const SMS_COUNTDOWN_BIND_SECONDS = 90;
/** A countdown resumes after reopening only while the last request is younger than this (spec 01 §4). */
export const SMS_RESUME_WINDOW_SECONDS = 120;
/** Clicks on the SMS button closer than this are ignored (spec 01 §5). */
export const SMS_CLICK_THROTTLE_MS = 1000;

/** Which form requested the code; each keeps its own countdown. */
export type SmsPurpose = 'login' | 'bind';

/** The part of `Storage` the countdown needs (injectable for tests and private-mode browsers). */
export type CountdownStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is remembered about the last code request. */
export interface LastSmsRequest {
  /** Epoch milliseconds of the successful request. */
  sentAt: number;
  /** Length of the countdown that started then, in seconds. */
  seconds: number;
}

/** Storage key of a purpose's last request. */
export function smsStorageKey(purpose: SmsPurpose): string {
  return `peiyin.sms.lastRequest.${purpose}`;
}

/**
 * Length of the countdown once the server said "sent" (status 200).
 *
 * The server may name its own interval. When it names none, the form's default applies (120 s in
 * the login dialog, 90 s in the bind dialog); when it names something unusable (zero, negative,
 * not a number) the spec's fallback of 90 s applies.
 */
export function resolveCountdownSeconds(interval: unknown, defaultSeconds: number = SMS_COUNTDOWN_DEFAULT_SECONDS): number {
  if (interval === undefined || interval === null || interval === '') return defaultSeconds;
  const seconds = typeof interval === 'string' ? Number(interval) : interval;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return SMS_COUNTDOWN_FALLBACK_SECONDS;
  return Math.ceil(seconds);
}

/** Seconds left of a countdown started at `sentAt`, never below 0. */
export function secondsLeft(request: LastSmsRequest, now: number): number {
  const elapsed = (now - request.sentAt) / 1000;
  if (elapsed < 0) return 0; // a clock set back must not produce a countdown longer than it was
  return Math.max(0, Math.ceil(request.seconds - elapsed));
}

/** Remember a successful request. Storage failures (quota, private mode) only lose the resume. */
export function saveLastRequest(storage: CountdownStorage | undefined, purpose: SmsPurpose, request: LastSmsRequest): void {
  try {
    storage?.setItem(smsStorageKey(purpose), JSON.stringify(request));
  } catch {
    // nothing to do: the countdown still runs for this page
  }
}

/** Forget a purpose's last request. */
export function clearLastRequest(storage: CountdownStorage | undefined, purpose: SmsPurpose): void {
  try {
    storage?.removeItem(smsStorageKey(purpose));
  } catch {
    // see saveLastRequest
  }
}

/** Read back a purpose's last request, or `undefined` when absent or unreadable. */
export function loadLastRequest(storage: CountdownStorage | undefined, purpose: SmsPurpose): LastSmsRequest | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(smsStorageKey(purpose));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sentAt, seconds } = value as Record<string, unknown>;
    if (typeof sentAt !== 'number' || typeof seconds !== 'number' || !Number.isFinite(sentAt) || !(seconds > 0)) return undefined;
    return { sentAt, seconds };
  } catch {
    return undefined;
  }
}

/**
 * Seconds to resume with when a form opens: what is left of the last request if it was made
 * within the resume window (120 s), else 0 (spec 01 §4).
 */
export function resumeSeconds(
  storage: CountdownStorage | undefined,
  purpose: SmsPurpose,
  now: number,
  windowSeconds: number = SMS_RESUME_WINDOW_SECONDS,
): number {
  const last = loadLastRequest(storage, purpose);
  if (!last) return 0;
  const elapsed = now - last.sentAt;
  if (elapsed < 0 || elapsed >= windowSeconds * 1000) return 0;
  return secondsLeft(last, now);
}

/**
 * A click throttle: the returned function answers `true` for a click that may act and `false` for
 * one that follows an accepted click by less than `ms` (spec 01 §5: 1 s on the SMS button).
 */
export function createClickThrottle(ms: number = SMS_CLICK_THROTTLE_MS, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
