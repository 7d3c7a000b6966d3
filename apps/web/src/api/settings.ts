// Hooks of contract.settings (spec 01 §7 "Home and settings").
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { callKey, inQuery } from './queryClient';

/// The home page's user reviews (spec 01 §2); none while loading or when the call fails.
export function useHomeComments() {
  return useQuery({ queryKey: callKey('settings', 'homeComments'), queryFn: (q) => api.settings.homeComments(inQuery(q)) });
}

/// The top activity banner. spec 01 §8: its load is silent, and an activity outside its time window is not shown.
export function useActivityBanner(position: number) {
  return useQuery({
    queryKey: callKey('settings', 'activityBanner', { position }),
    queryFn: async (q) => {
      const banner = await api.settings.activityBanner({ position }, inQuery(q));
      return banner && banner.valid ? banner : null;
    },
    retry: false,
    meta: { handled: true },
  });
}

/// The outside services this deployment sends users' data to (issue 28), for the privacy policy and the
/// third-party list; those pages are written from it.
export function useOutsideServices() {
  return useQuery({ queryKey: callKey('settings', 'services'), queryFn: (q) => api.settings.services(inQuery(q)), staleTime: 10 * 60_000 });
}
