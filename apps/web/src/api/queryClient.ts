// One QueryClient for the app. Query keys are the contract's own names — [group, call, input] mirrors
// `contract.<group>.<call>` and `api.<group>.<call>(input)` — so a mutation invalidates exactly the calls it
// changes (`queryClient.invalidateQueries({ queryKey: callKey('tts', 'workList') })` drops every page).
//
// Failures: a query's call is made `handled` and the cache reports the failure once, after the last retry
// (the client would report each attempt); `meta.handled` marks a query whose page shows its failure itself.
// Mutations call the client as it is: it reports their failures.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import type { ApiClient, RequestOptions } from '@peiyin/api-client';
import { currentToken, sessionEvents } from '../state/session';
import { reportApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The page shows this query's failure itself (or nothing at all, spec 01 §8 the activity banner). */
      handled?: boolean;
      /** A failure while the last answer is still on screen (a background poll) stays quiet. */
      quietWhenShown?: boolean;
    };
  }
}

/** An envelope refusal (code 400-499) will not change by asking again; network failures (206) and 5xx may. */
function isClientError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 400 && code < 500;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      if (query.meta?.handled) return;
      if (query.meta?.quietWhenShown && query.state.data !== undefined) return;
      reportApiError(error);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (failures, error) => !isClientError(error) && failures < 2,
      // the catalogue and settings change rarely; pages that need fresher data set their own staleTime
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/// The key of a contract call, optionally with its input: `callKey('anchor', 'search', { page: 1 })`.
export function callKey<G extends keyof ApiClient, C extends keyof ApiClient[G]>(group: G, call: C, input?: unknown): readonly unknown[] {
  return input === undefined ? [group, call] : [group, call, input];
}

/// Asks again now (a refresh button, a list after a deletion) and reports a failure even when the last answer
/// is still shown (see `quietWhenShown`).
export async function refetchReported(refetch: () => Promise<{ isError: boolean; error: unknown; data: unknown }>): Promise<void> {
  const result = await refetch();
  // without an answer on screen the cache has reported it already
  if (result.isError && result.data !== undefined) reportApiError(result.error);
}

/// The request options of a query's call: cancelled with the query, reported by the cache (see above).
export const inQuery = ({ signal }: { signal: AbortSignal }): RequestOptions => ({ signal, handled: true });

// Favourites, custom anchors, drafts and tasks belong to whoever is signed in: when that changes (here or in
// another tab), what was loaded for the previous person is dropped. After a sign-in what is shown loads again
// for the new person. After a sign-out nothing is asked at once: a login-only page is on its way out (asking
// now would only earn a 401), and a public page asks again when it renders for the visitor. The settings
// (reviews, the banner) are the same for everyone.
const perUser = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'settings' };
sessionEvents.addEventListener('change', () => {
  if (currentToken()) void queryClient.resetQueries(perUser);
  else {
    void queryClient.cancelQueries(perUser);
    queryClient.removeQueries(perUser);
  }
});
