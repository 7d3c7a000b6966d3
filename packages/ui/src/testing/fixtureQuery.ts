// Stories give the data pieces fixture loaders; a piece reads queries through hooks the page hands it
// (src/query.ts). This turns a loader into such a hook with what a query library does for the page: one
// load per distinct argument, its answer cached and shared, every reader re-rendered when it lands.
// Each call makes a new cache, so a story that builds its hooks on mount starts from nothing.
import { useSyncExternalStore } from 'react';
import { NOTHING_ASKED, type QueryAnswer } from '../query';

export type QueryHook<A, T> = (arg: A | null) => QueryAnswer<T>;

export function fixtureQuery<A, T>(load: (arg: A) => Promise<T>): QueryHook<A, T> & { invalidate(): void } {
  const answers = new Map<string, QueryAnswer<T>>();
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const settle = (key: string, answer: QueryAnswer<T>) => {
    answers.set(key, answer);
    for (const listener of listeners) listener();
  };
  const read = (arg: A | null): QueryAnswer<T> => {
    if (arg === null) return NOTHING_ASKED;
    const key = JSON.stringify(arg);
    const known = answers.get(key);
    if (known) return known;
    const pending: QueryAnswer<T> = { status: 'pending', data: undefined };
    answers.set(key, pending);
    load(arg).then(
      (data) => settle(key, { status: 'success', data }),
      () => settle(key, { status: 'error', data: undefined }),
    );
    return pending;
  };
  const useFixtureQuery = (arg: A | null) => useSyncExternalStore(subscribe, () => read(arg));
  return Object.assign(useFixtureQuery, {
    /** Forgets every answer (what a mutation's invalidation does): readers load again. */
    invalidate() {
      answers.clear();
      for (const listener of listeners) listener();
    },
  });
}
