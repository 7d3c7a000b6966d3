// Hooks of contract.apiKey: the account's API keys for other tools (issue 29).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateInput } from '@peiyin/api-client';
import { api } from './client';
import { callKey } from './queryClient';

/// The keys (not revoked) and this month's usage against the allowance.
export function useApiKeys() {
  return useQuery({ queryKey: callKey('apiKey', 'list'), queryFn: () => api.apiKey.list() });
}

/// Makes a key (the page shows a refusal under the name itself) and revokes one; the list is read again.
export function useApiKeyChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['apiKey'] });
  const create = useMutation({ mutationFn: (input: ApiKeyCreateInput) => api.apiKey.create(input, { handled: true }), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: (id: number) => api.apiKey.revoke({ id }), onSuccess: refresh });
  return { create, revoke };
}
