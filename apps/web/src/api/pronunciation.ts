// Hooks of contract.pronunciation: the account's pronunciation dictionary (issue 12 item 5).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PronunciationInput } from '@peiyin/api-client';
import type { PronunciationEntry } from '@peiyin/ssml';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../state/session';
import { api } from './client';
import { callKey } from './queryClient';

/// Every entry of the signed-in user, as the editor's readings take them (none when signed out).
export function usePronunciationDictionary(): readonly PronunciationEntry[] | undefined {
  const user = useAtomValue(sessionAtom);
  const query = useQuery({
    queryKey: callKey('pronunciation', 'all'),
    queryFn: () => api.pronunciation.all({ silent: true }),
    enabled: user !== null,
    select: (entries) => entries.map((e): PronunciationEntry => (e.pinyin !== null ? { word: e.word, pinyin: e.pinyin } : { word: e.word, alias: e.alias ?? '' })),
  });
  return user === null ? [] : query.data;
}

/// Adds an entry (应用到全部同词, the dictionary page); the lists are read again.
export function useAddPronunciation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PronunciationInput) => api.pronunciation.add(input),
    // every call of the group (the list, all)
    onSuccess: () => client.invalidateQueries({ queryKey: ['pronunciation'] }),
  });
}
