// Story loaders of the pickers: the catalogue fixtures filtered as the server would, after a short wait; the
// pickers read them through query hooks made from them (testing/fixtureQuery.ts), as a page's query cache would.
import { useState } from 'react';
import { fixtureQuery } from '../../testing/fixtureQuery';
import type { AnchorTag } from '../AnchorFilters';
import type { AnchorDetailData } from '../AnchorDetailDialog';
import { anchors, customAnchors, detailOf, languageOf, localesOf, sexOf, avatarOf, SAMPLE_B } from '../AnchorCard/fixtures';
import type { AnchorPage, AnchorRef, VoicePickerData, VoiceQuery } from './VoicePickerBody';
import { CUSTOM_ANCHOR_SORT } from './VoicePickerBody';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 30));

export async function loadAnchors(query: VoiceQuery): Promise<AnchorPage> {
  let list;
  if (query.tab === 'favorites') list = anchors.filter((a) => a.favorite);
  else if (query.condition.sort === CUSTOM_ANCHOR_SORT) list = customAnchors;
  else if (query.name) list = anchors.filter((a) => a.name.includes(query.name!));
  else {
    const c = query.condition;
    list = anchors.filter(
      (a) =>
        (!c.sex || sexOf[a.id] === c.sex) &&
        (!c.aiLevel || a.level === c.aiLevel) &&
        (!c.sceneId || (a.sceneList ?? []).some((s) => s.id === c.sceneId)) &&
        (!c.languageId || languageOf[a.id] === c.languageId),
    );
  }
  return later({ total: list.length, list: list.slice((query.page - 1) * query.pageSize, query.page * query.pageSize) });
}

export const loadLocales = (languageId: number) => later(localesOf[languageId] ?? []);

/** A custom anchor as a detail: its one template with its own settings, and its role. */
const customDetail: AnchorDetailData = {
  id: 3,
  name: '我的新闻腔',
  avatar: avatarOf('我', 5),
  desc: '晓岚·沉稳，语速稍慢，适合早间新闻',
  aiLevel: 3,
  roleCount: 0,
  sceneList: [],
  favorite: false,
  templateList: [
    { id: 123, title: '沉稳', subtitle: '晓岚', imagePath: '', filepath: SAMPLE_B, pitchRate: -20, speechRate: 0.95, volume: 80, sampleRate: 16000, role: null, content: '早上好，这里是早间新闻。' },
  ],
  roleList: [],
};

export async function loadDetail(ref: AnchorRef): Promise<AnchorDetailData> {
  if (ref.anchorType === 1) return later(customDetail);
  const anchor = anchors.find((a) => a.id === ref.id);
  if (!anchor) throw new Error('unknown anchor');
  return later(detailOf(anchor));
}

/** What a picker story gives: loaders (spies in the stories), read through query hooks. */
export interface PickerLoaders {
  loadAnchors(query: VoiceQuery): Promise<AnchorPage>;
  loadLocales(languageId: number): Promise<AnchorTag[]>;
  loadDetail(anchor: AnchorRef): Promise<AnchorDetailData>;
}

/** The pickers' query hooks over a story's loaders, made once per mount so each story starts with an empty cache. */
export function usePickerQueries({ loadAnchors, loadLocales, loadDetail }: PickerLoaders): Pick<VoicePickerData, 'useAnchors' | 'useLocales' | 'useDetail'> {
  const [hooks] = useState(() => ({ useAnchors: fixtureQuery(loadAnchors), useLocales: fixtureQuery(loadLocales), useDetail: fixtureQuery(loadDetail) }));
  return hooks;
}
