// The catalogue as the anchor pickers and the anchors page load it (spec 02 §7): tag lists (fetched once),
// locales, anchor pages by tab, and details, where a custom anchor is expressed as a detail whose one template
// carries its saved sliders.
import { useEffect, useState } from 'react';
import type { AnchorDetail, AnchorOptions, CustomAnchor, Tag } from '@peiyin/api-client';
import { CUSTOM_ANCHOR_SORT } from '@peiyin/ui';
import type { AnchorPage, AnchorRef, VoiceQuery } from '@peiyin/ui';
import { api } from '../../api';

/// The server's sample URLs (/api/anchor/audio/…) carry no extension; they answer MP3.
export const SAMPLE_FORMAT = 'mp3';

let options: Promise<AnchorOptions> | null = null;
/// `GET /api/anchor/options`, once per page load (a failure is retried next time).
export function loadAnchorOptions(): Promise<AnchorOptions> {
  options ??= api.anchor.options().catch((error: unknown) => {
    options = null;
    throw error;
  });
  return options;
}

/// Locales of a language; language 0 (all) has none.
export const loadLocales = (languageId: number): Promise<Tag[]> => (languageId ? api.anchor.localesByLanguage({ languageId }) : Promise.resolve([]));

/// One page of a picker tab: favourites, custom anchors (sort 11, see CUSTOM_ANCHOR_SORT), a name search, or the filtered catalogue.
export function loadAnchorPage(query: VoiceQuery): Promise<AnchorPage> {
  const { page, pageSize, condition } = query;
  if (query.tab === 'favorites') return api.anchor.favorites({ page, pageSize });
  if (query.tab === 'custom' || condition.sort === CUSTOM_ANCHOR_SORT) return api.anchor.customSearch({ page, pageSize });
  if (query.name) return api.anchor.searchByName({ page, pageSize, name: query.name });
  return api.anchor.search({
    page,
    pageSize,
    sort: condition.sort,
    sceneId: condition.sceneId,
    styleId: condition.styleId,
    languageId: condition.languageId,
    localeId: condition.localeId,
    sex: condition.sex,
    aiLevel: condition.aiLevel,
  });
}

/// Custom anchors seen by `loadVoiceDetail`, by id: the pickers need their base anchor and intensity on confirm.
export const customAnchorsSeen = new Map<number, CustomAnchor>();

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
      },
    ],
    roleList: [],
  };
}

/// The detail a picker shows for a card.
export async function loadVoiceDetail(ref: AnchorRef): Promise<AnchorDetail> {
  if (ref.anchorType !== 1) return api.anchor.detail({ anchorId: ref.id, anchorType: 0 });
  const custom = await api.anchor.customDetail({ anchorId: ref.id });
  customAnchorsSeen.set(custom.id, custom);
  const base = await api.anchor.detail({ anchorId: custom.anchorId, anchorType: 0 }, { handled: true }).catch(() => null);
  return customAsDetail(custom, base);
}

/// (Un)favourites a system anchor; true when the server answered 200 (spec 01 §4). Failures are toasted by the client.
export async function setFavorite(anchorId: number, favorite: boolean): Promise<boolean> {
  try {
    await (favorite ? api.anchor.favorite({ anchorId, anchorType: 0 }) : api.anchor.unfavorite({ anchorId, anchorType: 0 }));
    return true;
  } catch {
    return false;
  }
}

/// The tag lists, loaded while `enabled` (a picker is open).
export function useAnchorOptions(enabled: boolean): AnchorOptions | null {
  const [value, setValue] = useState<AnchorOptions | null>(null);
  useEffect(() => {
    if (!enabled || value) return;
    let live = true;
    loadAnchorOptions().then(
      (answer) => live && setValue(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, value]);
  return value;
}
