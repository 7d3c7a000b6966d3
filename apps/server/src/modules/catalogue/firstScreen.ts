import type { FirstScreenImages } from '../../plugins/firstScreen.ts';
import type { CatalogueCache } from './cache.ts';

/// The first page of /anchors as the page asks for it before any filter is touched (web `AnchorsPage`:
/// `ANCHORS_PAGE_SIZE` and ui `defaultAnchorCondition`).
export const anchorsFirstPage = { page: 1, pageSize: 20, sort: 1, sceneId: 0, styleId: 0, sex: 0, languageId: 1, localeId: 0, aiLevel: 0 } as const;

const ID = /^\d{1,9}$/;

/// The anchors' avatars a page draws first (plugins/firstScreen.ts): the catalogue's first page on /anchors opened
/// without a filter, search or tab in its address; the anchor of /creation opened by a system anchor's id (a draft's
/// or a custom anchor's voice is the signed-in user's, which an address does not say).
export function anchorAvatarsOnFirstScreen(cache: CatalogueCache): FirstScreenImages {
  return async ({ path, query }) => {
    if (path === '/anchors' && query.toString() === '') {
      return (await cache.search(anchorsFirstPage)).list.map((entry) => entry.item.avatar);
    }
    if (path === '/creation' && !query.has('workId') && (query.get('anchorType') ?? '0') === '0') {
      const id = query.get('anchorId');
      const entry = id !== null && ID.test(id) ? await cache.entry(Number(id)) : undefined;
      return entry ? [entry.item.avatar] : [];
    }
    return [];
  };
}
