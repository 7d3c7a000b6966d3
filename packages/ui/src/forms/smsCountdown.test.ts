import { describe, expect, it } from 'vitest';
import {
  type CountdownStorage,
  createClickThrottle,
  loadLastRequest,
  resolveCountdownSeconds,
  resumeSeconds,
  saveLastRequest,
  secondsLeft,
  smsStorageKey,
} from './smsCountdown';

function memoryStorage(): CountdownStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('countdown length after a 200 answer (spec 01 §4)', () => {
  it('uses the server interval when it names one', () => {
    expect(resolveCountdownSeconds(60)).toBe(60);
    expect(resolveCountdownSeconds('45')).toBe(45);
    expect(resolveCountdownSeconds(59.2)).toBe(60);
  });
  it('uses the form default when the server names none', () => {
    expect(resolveCountdownSeconds(undefined)).toBe(120);
    expect(resolveCountdownSeconds(null)).toBe(120);
    expect(resolveCountdownSeconds(undefined, 90)).toBe(90);
  });
  it('falls back to 90 s on an unusable interval', () => {
    expect(resolveCountdownSeconds(0)).toBe(90);
    expect(resolveCountdownSeconds(-5)).toBe(90);
    expect(resolveCountdownSeconds('soon')).toBe(90);
    expect(resolveCountdownSeconds(Number.NaN)).toBe(90);
  });
});

describe('resuming after the dialog is reopened', () => {
  const t0 = 1_700_000_000_000;

  it('resumes what is left of a request made 30 s ago', () => {
    const storage = memoryStorage();
    saveLastRequest(storage, 'login', { sentAt: t0, seconds: 120 });
    expect(resumeSeconds(storage, 'login', t0 + 30_000)).toBe(90);
  });

  it('keeps each purpose apart', () => {
    const storage = memoryStorage();
    saveLastRequest(storage, 'bind', { sentAt: t0, seconds: 90 });
    expect(resumeSeconds(storage, 'login', t0 + 1000)).toBe(0);
    expect(resumeSeconds(storage, 'bind', t0 + 1000)).toBe(89);
    expect([...storage.data.keys()]).toEqual([smsStorageKey('bind')]);
  });

  it('does not resume once 120 s have passed, even with a longer server interval', () => {
    const storage = memoryStorage();
    saveLastRequest(storage, 'login', { sentAt: t0, seconds: 300 });
    expect(resumeSeconds(storage, 'login', t0 + 119_000)).toBe(181);
    expect(resumeSeconds(storage, 'login', t0 + 120_000)).toBe(0);
  });

  it('ignores a request time in the future (clock set back) and garbage', () => {
    const storage = memoryStorage();
    saveLastRequest(storage, 'login', { sentAt: t0 + 60_000, seconds: 120 });
    expect(resumeSeconds(storage, 'login', t0)).toBe(0);
    storage.setItem(smsStorageKey('login'), '{not json');
    expect(loadLastRequest(storage, 'login')).toBeUndefined();
    storage.setItem(smsStorageKey('login'), JSON.stringify({ sentAt: 'x', seconds: 120 }));
    expect(resumeSeconds(storage, 'login', t0)).toBe(0);
  });

  it('survives a storage that throws (private mode)', () => {
    const broken: CountdownStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    expect(() => saveLastRequest(broken, 'login', { sentAt: t0, seconds: 120 })).not.toThrow();
    expect(resumeSeconds(broken, 'login', t0)).toBe(0);
  });

  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft({ sentAt: t0, seconds: 120 }, t0 + 500)).toBe(120);
    expect(secondsLeft({ sentAt: t0, seconds: 120 }, t0 + 119_001)).toBe(1);
    expect(secondsLeft({ sentAt: t0, seconds: 120 }, t0 + 500_000)).toBe(0);
  });
});

describe('1 s click throttle (spec 01 §5)', () => {
  it('lets one click through per second', () => {
    let now = 10_000;
    const accept = createClickThrottle(1000, () => now);
    expect(accept()).toBe(true);
    now += 300;
    expect(accept()).toBe(false);
    now += 699;
    expect(accept()).toBe(false);
    now += 1;
    expect(accept()).toBe(true);
  });
});
