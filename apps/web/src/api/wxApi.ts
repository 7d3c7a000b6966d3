// Hooks of contract.wxApi (spec 01 §4, the `wechat` flavour): the QR login frame's address and the first
// login's phone binding.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@peiyin/api-client';
import { api } from './client';
import { callKey, inQuery } from './queryClient';

type BindInput = Parameters<ApiClient['wxApi']['bindFirstly']>[0];

/// The QR frame's address, while the login dialog is open in the wechat flavour. Its state parameter is
/// single-use on the server: every opening asks again, and a failure leaves the frame out (the dialog says so).
export function useWxLoginParams(enabled: boolean) {
  return useQuery({
    queryKey: callKey('wxApi', 'loginParams'),
    queryFn: (q) => api.wxApi.loginParams(inQuery(q)),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useBindWxFirstly() {
  return useMutation({ mutationFn: (input: BindInput) => api.wxApi.bindFirstly(input) });
}
