import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CountdownStorage,
  type SmsPurpose,
  SMS_CLICK_THROTTLE_MS,
  SMS_COUNTDOWN_DEFAULT_SECONDS,
  clearLastRequest,
  createClickThrottle,
  resolveCountdownSeconds,
  resumeSeconds,
  saveLastRequest,
} from './smsCountdown';

export interface UseSmsCountdownOptions {
  /** Which form's countdown this is; each purpose is stored on its own. @default 'login' */
  purpose?: SmsPurpose;
  /** Countdown when the server names no interval. @default 120 (90 in the bind dialog) */
  defaultSeconds?: number;
  /** Where the last request time is kept. @default window.localStorage */
  storage?: CountdownStorage;
  /** The countdown's clock, injectable for stories (a frozen clock freezes the display). @default Date.now */
  now?: () => number;
}

export interface SmsCountdown {
  /** Seconds left before another code may be requested; 0 when idle. */
  remaining: number;
  /** True while a countdown runs. */
  counting: boolean;
  /** Start the countdown after the server answered 200, with the interval it returned (if any). */
  start: (interval?: unknown) => void;
  /** Stop the countdown and forget the stored request. */
  reset: () => void;
  /** `false` when this click follows an accepted one by less than 1 s (spec 01 §5). */
  acceptClick: () => boolean;
}

function defaultStorage(): CountdownStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/**
 * The SMS button's countdown (spec 01 §4): starts on a 200 answer with the server interval or the
 * default, stores the request time per purpose so reopening the dialog within 120 s resumes it,
 * and throttles clicks to one per second.
 */
export function useSmsCountdown(options: UseSmsCountdownOptions = {}): SmsCountdown {
  const { purpose = 'login', defaultSeconds = SMS_COUNTDOWN_DEFAULT_SECONDS } = options;
  const storage = options.storage ?? defaultStorage();
  const nowRef = useRef(options.now ?? Date.now);
  nowRef.current = options.now ?? Date.now;

  // What is left of a request made before this form opened (0 when none or too old).
  const [resumed] = useState(() => resumeSeconds(storage, purpose, nowRef.current()));
  // The end of the running countdown (epoch ms), so a slow or throttled timer never drifts.
  const [deadline, setDeadline] = useState<number | undefined>(() =>
    resumed > 0 ? nowRef.current() + resumed * 1000 : undefined,
  );
  const [remaining, setRemaining] = useState(resumed);

  useEffect(() => {
    if (deadline === undefined) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - nowRef.current()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(undefined);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(
    (interval?: unknown) => {
      const seconds = resolveCountdownSeconds(interval, defaultSeconds);
      const sentAt = nowRef.current();
      saveLastRequest(storage, purpose, { sentAt, seconds });
      setRemaining(seconds);
      setDeadline(sentAt + seconds * 1000);
    },
    [defaultSeconds, purpose, storage],
  );

  const reset = useCallback(() => {
    clearLastRequest(storage, purpose);
    setRemaining(0);
    setDeadline(undefined);
  }, [purpose, storage]);

  const throttleRef = useRef<(() => boolean) | null>(null);
  // The throttle is about a person's clicks, so it reads the real clock even when `now` is injected.
  if (throttleRef.current === null) throttleRef.current = createClickThrottle(SMS_CLICK_THROTTLE_MS);
  const acceptClick = useCallback(() => throttleRef.current!(), []);

  return { remaining, counting: remaining > 0, start, reset, acceptClick };
}
