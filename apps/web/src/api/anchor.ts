// Hooks of contract.anchor (spec 02 §7 "Anchors", "Custom anchors", "Samples"): the catalogue, details,
// favourites, the user's custom anchors and the sample gallery. `anchorQueries` are the query options of the
// calls: the hooks below use them, and so do the loaders handed to the ui pickers (`queryClient.fetchQuery`),
// so a picker and the editor share one cache (the detail of a picked anchor is fetched once).
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnchorDetail, AnchorListItem, ApiClient, CustomAnchor, CustomAnchorInput } from '@peiyin/api-client';
import { api } from './client';
import { callKey, inQuery, queryClient } from './queryClient';

type InputOf<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;
export type AnchorSearchInput = InputOf<ApiClient['anchor']['search']>;
type PageInput = { page: number; pageSize: number };

/// What one page of anchors is asked for: the user's favourites or custom anchors, a name search, or the
/// filtered catalogue (the anchors page and the pickers ask the same way).
export type AnchorPageRequest =
  | { kind: 'favorites'; input: PageInput }
  | { kind: 'custom'; input: PageInput }
  | { kind: 'byName'; input: PageInput & { name: string } }
  | { kind: 'search'; input: AnchorSearchInput };

export const anchorQueries = {
  /// The tag lists: the same for the whole visit.
  options: () =>
    queryOptions({ queryKey: callKey('anchor', 'options'), queryFn: (q) => api.anchor.options(inQuery(q)), staleTime: Infinity }),
  /// Locales of a language; language 0 (all) has none and asks nothing.
  locales: (languageId: number) =>
    queryOptions({
      queryKey: callKey('anchor', 'localesByLanguage', { languageId }),
      queryFn: (q) => (languageId ? api.anchor.localesByLanguage({ languageId }, inQuery(q)) : Promise.resolve([])),
      staleTime: Infinity,
    }),
  page: (request: AnchorPageRequest) => {
    switch (request.kind) {
      case 'favorites':
        return queryOptions({ queryKey: callKey('anchor', 'favorites', request.input), queryFn: (q) => api.anchor.favorites(request.input, inQuery(q)) });
      case 'custom':
        return queryOptions({ queryKey: callKey('anchor', 'customSearch', request.input), queryFn: (q) => api.anchor.customSearch(request.input, inQuery(q)) });
      case 'byName':
        return queryOptions({ queryKey: callKey('anchor', 'searchByName', request.input), queryFn: (q) => api.anchor.searchByName(request.input, inQuery(q)) });
      case 'search':
        return queryOptions({ queryKey: callKey('anchor', 'search', request.input), queryFn: (q) => api.anchor.search(request.input, inQuery(q)) });
    }
  },
  /// A system anchor's detail: its templates (emotions), roles and whether the user favours it.
  detail: (anchorId: number) =>
    queryOptions({
      queryKey: callKey('anchor', 'detail', { anchorId, anchorType: 0 }),
      queryFn: (q) => api.anchor.detail({ anchorId, anchorType: 0 }, inQuery(q)),
      // an anchor's voice does not change while the studio is open; its favourite flag follows the mutation below
      staleTime: 5 * 60_000,
    }),
  customDetail: (anchorId: number) =>
    queryOptions({
      queryKey: callKey('anchor', 'customDetail', { anchorId }),
      queryFn: (q) => api.anchor.customDetail({ anchorId }, inQuery(q)),
      staleTime: 5 * 60_000,
    }),
  sampleScenes: () =>
    queryOptions({ queryKey: callKey('anchor', 'sampleScenes'), queryFn: (q) => api.anchor.sampleScenes(inQuery(q)), staleTime: Infinity }),
  sampleSearch: (input: { sceneId: number; page: number; pageSize: number }) =>
    queryOptions({ queryKey: callKey('anchor', 'sampleSearch', input), queryFn: (q) => api.anchor.sampleSearch(input, inQuery(q)) }),
};

/// Whether the neural voices speak (issue 24): asked again every half minute while their weights are on
/// their way, so the page's notice goes away by itself when they arrive.
export function useVoiceStatus() {
  return useQuery({
    queryKey: callKey('anchor', 'voiceStatus'),
    queryFn: (q) => api.anchor.voiceStatus(inQuery(q)),
    refetchInterval: (query) => (query.state.data?.neural === 'fetching' ? 30_000 : false),
  });
}

/// The tag lists of the filters, loaded while `enabled` (the anchors page, an open picker).
export function useAnchorOptions(enabled = true) {
  return useQuery({ ...anchorQueries.options(), enabled });
}

/// spec 02 §4: the locales of the chosen language (the previous language's stay until they arrive).
export function useLocales(languageId: number) {
  return useQuery({ ...anchorQueries.locales(languageId), placeholderData: keepPreviousData });
}

/// One page of anchors; a new page or filter shows nothing until it arrives (the grid's loading state).
export function useAnchorPage(request: AnchorPageRequest) {
  return useQuery(anchorQueries.page(request));
}

/// A system anchor's detail; `null` asks nothing.
export function useAnchorDetail(anchorId: number | null) {
  return useQuery({ ...anchorQueries.detail(anchorId ?? 0), enabled: anchorId !== null });
}

/// A custom anchor of the signed-in user; `null` asks nothing.
export function useCustomAnchorDetail(anchorId: number | null) {
  return useQuery({ ...anchorQueries.customDetail(anchorId ?? 0), enabled: anchorId !== null });
}

/// The scene tabs of the sample gallery (spec 02 §2.12).
export function useSampleScenes() {
  return useQuery(anchorQueries.sampleScenes());
}

/// One page of samples of a scene; the previous page stays while the next one loads.
export function useSampleSearch(input: { sceneId: number; page: number; pageSize: number }) {
  return useQuery({ ...anchorQueries.sampleSearch(input), placeholderData: keepPreviousData });
}

/// The anchor's favourite flag wherever the cache holds it (lists and detail), as the server now says it is.
function patchFavorite(anchorId: number, favorite: boolean) {
  const patchList = (list: { total: number; list: AnchorListItem[] } | undefined) =>
    list && { ...list, list: list.list.map((a) => (a.anchorType === 0 && a.id === anchorId ? { ...a, favorite } : a)) };
  for (const call of ['search', 'searchByName'] as const) queryClient.setQueriesData({ queryKey: callKey('anchor', call) }, patchList);
  queryClient.setQueryData<AnchorDetail>(anchorQueries.detail(anchorId).queryKey, (detail) => detail && { ...detail, favorite });
  // the favourites tab lists what the server holds
  void queryClient.invalidateQueries({ queryKey: callKey('anchor', 'favorites') });
}

/// (Un)favourites a system anchor (spec 01 §4); the cached lists and detail follow once the server said yes.
export function useFavoriteAnchor() {
  return useMutation({
    mutationFn: ({ anchorId, favorite }: { anchorId: number; favorite: boolean }) =>
      favorite ? api.anchor.favorite({ anchorId, anchorType: 0 }) : api.anchor.unfavorite({ anchorId, anchorType: 0 }),
    onSuccess: (_answer, { anchorId, favorite }) => patchFavorite(anchorId, favorite),
  });
}

const customChanged = (custom?: CustomAnchor) => {
  void queryClient.invalidateQueries({ queryKey: callKey('anchor', 'customSearch') });
  if (custom) queryClient.setQueryData(anchorQueries.customDetail(custom.id).queryKey, custom);
};

/// spec 02 §2.5: saves the editor's voice as a custom anchor.
export function useAddCustomAnchor() {
  return useMutation({ mutationFn: (input: CustomAnchorInput) => api.anchor.customAdd(input), onSuccess: (custom) => customChanged(custom) });
}

/// The edit drawer's save.
export function useUpdateCustomAnchor() {
  return useMutation({ mutationFn: (input: InputOf<ApiClient['anchor']['customUpdate']>) => api.anchor.customUpdate(input), onSuccess: (custom) => customChanged(custom) });
}

export function useDeleteCustomAnchor() {
  return useMutation({
    mutationFn: (anchorId: number) => api.anchor.customDelete({ anchorId }),
    onSuccess: (_answer, anchorId) => {
      queryClient.removeQueries({ queryKey: anchorQueries.customDetail(anchorId).queryKey });
      customChanged();
    },
  });
}

/// Usage counts of the gallery (event 1 audition, 2 use): a side channel, a failure never bothers the person.
export function useSampleReport() {
  return useMutation({
    mutationFn: (input: { id: number; event: 1 | 2 }) => api.anchor.sampleReport(input, { silent: true }),
    // the hot counts change: pages asked for later load again, the page on screen does not jump under the person
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('anchor', 'sampleSearch'), refetchType: 'none' }),
  });
}
