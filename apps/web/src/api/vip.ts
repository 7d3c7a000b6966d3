// Hooks of contract.vip (spec 01 §7 "Membership and payment", spec 02 §7 ASR and GPT membership).
import { useMutation, useQuery } from '@tanstack/react-query';
import { getDefaultStore, useAtomValue } from 'jotai';
import { api } from './client';
import { callKey, queryClient } from './queryClient';
import { sessionAtom, updateSessionUser } from '../state/session';

/// spec 01 §9: 100 speech synthesis VIP, 200 speech recognition VIP, 300 AI writing VIP.
export type ProductType = 100 | 200 | 300;

const productCalls = { 100: 'products', 200: 'asrProducts', 300: 'gptProducts' } as const;

/// The products of one membership, in display order (prices change rarely: the default 30 s freshness).
export function useVipProducts(productType: ProductType, enabled = true) {
  const call = productCalls[productType];
  return useQuery({ queryKey: callKey('vip', call), queryFn: () => api.vip[call](), enabled });
}

/// The signed-in user's speech synthesis membership (the header's VIP button, the dialog's status line).
/// Fresh after every payment: the payment poll invalidates it.
export function useMemberInfo() {
  const user = useAtomValue(sessionAtom);
  return useQuery({
    // the user is part of the key so another account signed in on this tab never sees the last one's membership
    queryKey: [...callKey('vip', 'memberInfo'), user?.username ?? null],
    queryFn: async () => {
      const info = await api.vip.memberInfo({ silent: true });
      // the stored login user keeps the level it had at login; keep it true for the next visit's first paint
      if (getDefaultStore().get(sessionAtom)?.vipLevel !== info.vipLevel) updateSessionUser({ vipLevel: info.vipLevel });
      return info;
    },
    enabled: !!user,
  });
}

/// Real recent payments for the dialog's ticker; nothing when the call fails (it is decoration).
export function useLastPayments(enabled = true) {
  return useQuery({
    queryKey: callKey('vip', 'lastPayments'),
    queryFn: async () => (await api.vip.lastPayments({ silent: true })).map((p) => p.content),
    enabled,
    staleTime: 60_000,
  });
}

/// What each level gives (spec 01 §6), for the dialog's privileges.
export function useGuideContent(enabled = true) {
  return useQuery({ queryKey: callKey('vip', 'guideContent'), queryFn: () => api.vip.guideContent({ silent: true }), enabled, staleTime: Infinity });
}

/// The one-time new-member trial; the membership is fresh afterwards.
export function useTakeNewUserReward() {
  return useMutation({
    mutationFn: () => api.vip.takeNewUserRewards(),
    onSuccess: () => invalidateMemberships(),
  });
}

/// After a payment or a reward: every membership answer, and what they gate, are asked again.
export function invalidateMemberships() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey('vip', 'memberInfo') }),
    queryClient.invalidateQueries({ queryKey: callKey('vip', 'asrInfo') }),
    queryClient.invalidateQueries({ queryKey: callKey('vip', 'gptInfo') }),
    queryClient.invalidateQueries({ queryKey: callKey('vip', 'lastPayments') }),
    queryClient.invalidateQueries({ queryKey: callKey('trade', 'flows') }),
    queryClient.invalidateQueries({ queryKey: callKey('vip', 'inviterSummary') }),
    // what the memberships allow: the 文案提取 minutes and the writing tokens left this month
    queryClient.invalidateQueries({ queryKey: callKey('tools', 'asrUsage') }),
    queryClient.invalidateQueries({ queryKey: callKey('gpt', 'status') }),
  ]);
}

/// The invite page: the user's code, the rule, the friends who joined and what came of it.
export function useInviterSummary() {
  return useQuery({ queryKey: callKey('vip', 'inviterSummary'), queryFn: () => api.vip.inviterSummary() });
}

/// The speech-recognition membership (product type 200) of the 文案提取 tool's membership dialog.
export function useAsrVipInfo(enabled = true) {
  const user = useAtomValue(sessionAtom);
  return useQuery({ queryKey: [...callKey('vip', 'asrInfo'), user?.username ?? null], queryFn: () => api.vip.asrInfo({ silent: true }), enabled: enabled && !!user });
}

/// The AI writing membership (product type 300) of the writing pages' membership dialog.
export function useGptVipInfo(enabled = true) {
  const user = useAtomValue(sessionAtom);
  return useQuery({ queryKey: [...callKey('vip', 'gptInfo'), user?.username ?? null], queryFn: () => api.vip.gptInfo({ silent: true }), enabled: enabled && !!user });
}
