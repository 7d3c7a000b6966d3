// Hooks of contract.settings (spec 01 §7 "Home and settings").
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { callKey, inQuery } from './queryClient';

/// The home page's user reviews (spec 01 §2); none while loading or when the call fails.
export function useHomeComments() {
  return useQuery({ queryKey: callKey('settings', 'homeComments'), queryFn: (q) => api.settings.homeComments(inQuery(q)) });
}

/// What the deployer configured about the site: the filing number and the QR codes (issue 27: none by default, so
/// none is shown). Asked once per visit; a failure shows nothing rather than a toast.
export function useSiteSettings() {
  return useQuery({
    queryKey: callKey('settings', 'site'),
    queryFn: (q) => api.settings.site(inQuery(q)),
    staleTime: Infinity,
    retry: false,
    meta: { handled: true },
  });
}

/// The outside services this deployment sends users' data to (issue 28), for the privacy policy and the
/// third-party list; those pages are written from it.
export function useOutsideServices() {
  return useQuery({ queryKey: callKey('settings', 'services'), queryFn: (q) => api.settings.services(inQuery(q)), staleTime: 10 * 60_000 });
}
