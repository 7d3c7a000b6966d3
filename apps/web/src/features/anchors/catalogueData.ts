// The catalogue as the anchor pickers read it (spec 02 §7): the pickers page and load inside their dialog, so
// they take the query hooks of api/anchor.ts and call them with what they show — the tag lists once, an
// anchor's detail once for the picker and the editor (one cache). A custom anchor is expressed as a detail
// whose one template carries its saved sliders.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AnchorDetail, CustomAnchor, Tag } from '@peiyin/api-client';
import { CUSTOM_ANCHOR_SORT } from '@peiyin/ui';
import type { AnchorPage, AnchorRef, QueryAnswer, VoicePickerData, VoiceQuery } from '@peiyin/ui';
import { anchorQueries, useAnchorOptions, useAnchorPage, useFavoriteAnchor, useLocales, type AnchorPageRequest } from '../../api/anchor';
import { queryClient } from '../../api/queryClient';

/// The server's sample URLs (/api/anchor/audio/…) carry no extension; they answer MP3.
export const SAMPLE_FORMAT = 'mp3';

/// What a picker tab asks for: favourites, custom anchors (sort 11, see CUSTOM_ANCHOR_SORT), a name search, or the filtered catalogue.
export function anchorPageRequest(query: VoiceQuery): AnchorPageRequest {
  const { page, pageSize, condition } = query;
  if (query.tab === 'favorites') return { kind: 'favorites', input: { page, pageSize } };
  if (query.tab === 'custom' || condition.sort === CUSTOM_ANCHOR_SORT) return { kind: 'custom', input: { page, pageSize } };
  if (query.name) return { kind: 'byName', input: { page, pageSize, name: query.name } };
  const { sort, sceneId, styleId, languageId, localeId, sex, aiLevel } = condition;
  return { kind: 'search', input: { page, pageSize, sort, sceneId, styleId, languageId, localeId, sex, aiLevel } };
}

/// One page of a picker tab.
export const usePickerPage = (query: VoiceQuery): QueryAnswer<AnchorPage> => useAnchorPage(anchorPageRequest(query));

/// Locales of a language (the previous language's stay until they arrive); language 0 (all) has none.
const usePickerLocales = (languageId: number): QueryAnswer<Tag[]> => useLocales(languageId);

/// A custom anchor as a detail: its saved template (with its own pitch, speed, volume and role) is the only emotion.
export function customAsDetail(custom: CustomAnchor, base: AnchorDetail | null): AnchorDetail {
  const template = base?.templateList.find((t) => t.id === custom.templateId);
  return {
    id: custom.id,
    name: custom.name,
    avatar: custom.avatar,
    desc: custom.comment,
    aiLevel: 3,
    roleCount: 0,
    sceneList: [],
    favorite: false,
    templateList: [
      {
        id: custom.templateId,
        title: custom.templateName,
        subtitle: custom.anchorName,
        imagePath: template?.imagePath ?? '',
        filepath: template?.filepath ?? '',
        pitchRate: custom.pitch,
        speechRate: custom.speed,
        volume: custom.volume,
        sampleRate: template?.sampleRate ?? 16000,
        role: custom.role,
        content: custom.text,
        // what its base template is: a custom anchor made from a member's emotion still needs a membership
        memberOnly: template?.memberOnly ?? false,
      },
    ],
    roleList: [],
  };
}

/// A custom anchor the pickers have shown (its base anchor and intensity matter on confirm); from the cache.
export const customAnchorSeen = (id: number): CustomAnchor | undefined => queryClient.getQueryData(anchorQueries.customDetail(id).queryKey);

/// The detail a picker shows for a card: a system anchor's own, or a custom anchor over its base anchor's.
export function useVoiceDetail(ref: AnchorRef | null): QueryAnswer<AnchorDetail> {
  const custom = ref?.anchorType === 1;
  const system = useQuery({ ...anchorQueries.detail(ref?.id ?? 0), enabled: ref !== null && !custom });
  const saved = useQuery({ ...anchorQueries.customDetail(ref?.id ?? 0), enabled: custom });
  const baseId = custom ? (saved.data?.anchorId ?? null) : null;
  // without its base anchor the custom anchor still shows, silently, with its own values
  const base = useQuery({ ...anchorQueries.detail(baseId ?? 0), enabled: baseId !== null, meta: { handled: true } });
  const baseSettled = baseId !== null && base.status !== 'pending';
  const expressed = useMemo(
    () => (custom && saved.data && baseSettled ? customAsDetail(saved.data, base.data ?? null) : undefined),
    [custom, saved.data, baseSettled, base.data],
  );
  if (!ref) return { status: 'pending', data: undefined };
  if (!custom) return system;
  if (saved.status === 'error') return { status: 'error', data: undefined };
  return expressed ? { status: 'success', data: expressed } : { status: 'pending', data: undefined };
}

/// (Un)favourites a system anchor; true when the server answered 200 (spec 01 §4). Failures are toasted by the client.
export function useToggleFavorite(): (anchorId: number, favorite: boolean) => Promise<boolean> {
  const { mutateAsync } = useFavoriteAnchor();
  return useCallback((anchorId, favorite) => mutateAsync({ anchorId, favorite }).then(() => true, () => false), [mutateAsync]);
}

/// What both pickers take from the app: the tag lists (loaded while a picker is open) and the query hooks.
export function usePickerData(open: boolean): Omit<VoicePickerData, 'current'> {
  const options = useAnchorOptions(open).data ?? null;
  const toggleFavorite = useToggleFavorite();
  const onToggleFavorite = useCallback((anchor: { id: number }, favorite: boolean) => toggleFavorite(anchor.id, favorite), [toggleFavorite]);
  return { options, useAnchors: usePickerPage, useLocales: usePickerLocales, useDetail: useVoiceDetail, onToggleFavorite, audioFormat: SAMPLE_FORMAT };
}

/// What either picker host hands its picker while it is open: the dialog's state (closing calls `onClose`) and
/// the catalogue's data; null while closed, when the host renders nothing.
export function usePickerDialog(open: boolean, onClose: () => void) {
  const data = usePickerData(open);
  if (!open) return null;
  return {
    ...data,
    open: true,
    onOpenChange: (next: boolean) => {
      if (!next) onClose();
    },
  };
}
