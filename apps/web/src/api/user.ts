// Hooks of contract.user (spec 01 §4 login, spec 02 §2.13 account): sign-in calls, the profile, the password
// and the inviter code. A change to the profile updates the cached profile with the server's answer.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient, Profile } from '@peiyin/api-client';
import { api } from './client';
import { callKey, inQuery, queryClient } from './queryClient';

type InputOf<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;
type UserInput<C extends keyof ApiClient['user']> = InputOf<ApiClient['user'][C]>;

export const userQueries = {
  profile: () => queryOptions({ queryKey: callKey('user', 'profile'), queryFn: (q) => api.user.profile(inQuery(q)) }),
  hasPassword: () => queryOptions({ queryKey: callKey('user', 'hasPassword'), queryFn: (q) => api.user.hasPassword(inQuery(q)) }),
  inviterCode: () => queryOptions({ queryKey: callKey('user', 'inviterCode'), queryFn: (q) => api.user.inviterCode(inQuery(q)) }),
};

export function useLoginByPwd() {
  return useMutation({ mutationFn: (input: UserInput<'loginByPwd'>) => api.user.loginByPwd(input) });
}

export function useLoginBySms() {
  return useMutation({ mutationFn: (input: UserInput<'loginBySms'>) => api.user.loginBySms(input) });
}

/// The WeChat QR login frame's answer (spec 01 §4).
export function useLoginByWx() {
  return useMutation({ mutationFn: (input: UserInput<'loginByWx'>) => api.user.loginByWx(input) });
}

/// The signed-in user's profile (nickname, user name, phone, bound inviter code).
export function useProfile() {
  return useQuery(userQueries.profile());
}

const profileChanged = (profile: Profile) => queryClient.setQueryData(userQueries.profile().queryKey, profile);

/// spec 02 §5: the nickname; the cached profile becomes the server's answer.
export function useUpdateProfile() {
  return useMutation({ mutationFn: (input: UserInput<'updateProfile'>) => api.user.updateProfile(input), onSuccess: profileChanged });
}

/// Whether the account has a password yet (set one, or change it with the old one).
export function useHasPassword() {
  return useQuery(userQueries.hasPassword());
}

/// A first password. The page keeps its form (and its success message) until the logout that follows.
export function useSetPassword() {
  return useMutation({ mutationFn: (input: UserInput<'setPassword'>) => api.user.setPassword(input) });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: (input: UserInput<'updatePassword'>) => api.user.updatePassword(input) });
}

/// The user's own code to share.
export function useInviterCode() {
  return useQuery(userQueries.inviterCode());
}

/// spec 02 §2.13: binds the inviter's code once; the profile then shows it.
export function useBindInviter() {
  return useMutation({
    mutationFn: (input: UserInput<'bindInviter'>) => api.user.bindInviter(input),
    onSuccess: ({ bindInviterCode }) =>
      queryClient.setQueryData<Profile>(userQueries.profile().queryKey, (profile) => profile && { ...profile, bindInviterCode }),
  });
}
