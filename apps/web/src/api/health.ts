// Hooks of contract.health: the /test page's diagnostic.
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { callKey, inQuery } from './queryClient';

/// The server's version and database; the page shows a failure itself, once (no retries: it is a diagnostic).
export function useHealth() {
  return useQuery({
    queryKey: callKey('health', 'get'),
    queryFn: (q) => api.health.get(inQuery(q)),
    retry: false,
    staleTime: 0,
    meta: { handled: true },
  });
}
