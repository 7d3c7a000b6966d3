import type { CountdownStorage } from './smsCountdown';

/**
 * A `Storage` stand-in kept in memory: for stories and tests, and for places without
 * `localStorage` (the countdown then simply does not survive a reload).
 */
export function createMemoryStorage(initial: Record<string, string> = {}): CountdownStorage & { readonly size: number } {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    get size() {
      return data.size;
    },
  };
}
