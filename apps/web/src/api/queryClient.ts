// One QueryClient for the app. Query keys are the contract's own names — [group, call, input] mirrors
// `contract.<group>.<call>` and `api.<group>.<call>(input)` — so a mutation invalidates exactly the calls it
// changes (`queryClient.invalidateQueries({ queryKey: callKey('tts', 'workList') })` drops every page).
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@peiyin/api-client';

/** An envelope refusal (code 400-499) will not change by asking again; network failures (206) and 5xx may. */
function isClientError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 400 && code < 500;
}

export const queryClient = new QueryClient({
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
