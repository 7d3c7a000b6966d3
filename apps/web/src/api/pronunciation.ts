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
/// `handled`: the caller shows a refusal itself (the page's form), so the app does not toast it.
export function useAddPronunciation(options: { handled?: boolean } = {}) {
  const client = useQueryClient();
  const handled = options.handled ?? false;
  return useMutation({
    mutationFn: (input: PronunciationInput) => api.pronunciation.add(input, { handled }),
    // every call of the group (the list, all)
    onSuccess: () => client.invalidateQueries({ queryKey: ['pronunciation'] }),
  });
}

/// One page of the dictionary page's list, searched by `keyword`.
export function usePronunciationPage(keyword: string, page: number, pageSize: number) {
  const input = { ...(keyword ? { keyword } : {}), page, pageSize };
  return useQuery({
    queryKey: callKey('pronunciation', 'list', input),
    queryFn: () => api.pronunciation.list(input),
    placeholderData: (previous) => previous,
  });
}

/// Edits (a refusal is shown by the page's form) or deletes an entry; the lists are read again.
export function usePronunciationChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['pronunciation'] });
  const update = useMutation({ mutationFn: (input: PronunciationInput & { id: number }) => api.pronunciation.update(input, { handled: true }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => api.pronunciation.delete({ id }), onSuccess: refresh });
  return { update, remove };
}

/// Imports a CSV or PLS file's text (the page shows a refusal and the wrong rows itself); the lists are
/// read again when something was stored.
export function useImportPronunciation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.pronunciation.importFile({ content }, { handled: true }),
    onSuccess: (result) => (result.added + result.updated > 0 ? client.invalidateQueries({ queryKey: ['pronunciation'] }) : undefined),
  });
}

/// Saves the whole dictionary as a CSV or PLS file: the server writes it, the browser downloads it.
export async function downloadPronunciation(format: 'csv' | 'pls'): Promise<void> {
  const file = await api.pronunciation.exportFile({ format });
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // after the click has handed the file to the browser's download
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
