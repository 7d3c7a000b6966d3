import type { AnchorDetail, AnchorListItem, contract } from '@peiyin/api-client';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { avatarPath } from '../../assets/svg.ts';
import type { JsonText } from '../../http/jsonText.ts';
import type { Db } from '../../db/index.ts';
import type { AnchorsTable } from '../../db/schema.ts';
import { badgeText, sceneTags, styleTags } from './seed.ts';

type SearchInput = z.output<typeof contract.anchor.search.body>;

/// Where a template's and a sample's real audio is served (synthesised on first request, see routes).
export const templateAudioUrl = (templateId: number) => `/api/anchor/audio/template/${templateId}`;
export const sampleAudioUrl = (sampleId: number) => `/api/anchor/audio/sample/${sampleId}`;

const scenesOf = (scenes: string) =>
  scenes
    .split(',')
    .filter(Boolean)
    .map(Number)
    .flatMap((id) => sceneTags.filter((t) => t.id === id));

/// What a card and a detail show of one anchor, without the caller's favourite (added per request).
interface Entry {
  row: Pick<Selectable<AnchorsTable>, 'id' | 'name' | 'sex' | 'ai_level' | 'sort' | 'scenes' | 'hot' | 'language_id' | 'locale_id'>;
  titles: ReadonlySet<string>;
  item: Omit<AnchorListItem, 'favorite'>;
  detail: Omit<AnchorDetail, 'favorite'>;
  /// The detail as every anonymous caller gets it, written as JSON on first use.
  anonymousDetail?: JsonText<AnchorDetail>;
}

/// One page of a search, kept while the catalogue copy it came from is current.
export interface Page {
  total: number;
  list: readonly Entry[];
  /// The page as every anonymous caller gets it, written as JSON on first use (favourites all false).
  anonymous?: JsonText<{ total: number; list: AnchorListItem[] }>;
}

/// The whole system catalogue in memory, in its 综合 order (sort, then id).
interface Snapshot {
  ordered: readonly Entry[];
  byId: ReadonlyMap<number, Entry>;
}

async function load(db: Db, offered: (engine: string) => boolean): Promise<Snapshot> {
  const anchors = (await db.selectFrom('anchors').selectAll().orderBy('sort').orderBy('id').execute()).filter((a) => offered(a.engine));
  const templates = await db.selectFrom('anchor_templates').selectAll().orderBy('sort').orderBy('id').execute();
  const roles = await db.selectFrom('anchor_roles').selectAll().orderBy('sort').orderBy('id').execute();
  const ordered = anchors.map((a): Entry => {
    const own = templates.filter((t) => t.anchor_id === a.id);
    const ownRoles = roles.filter((r) => r.anchor_id === a.id);
    const sceneList = scenesOf(a.scenes);
    return {
      row: a,
      titles: new Set(own.map((t) => t.title)),
      item: {
        id: a.id,
        anchorType: 0,
        name: a.name,
        avatar: a.avatar,
        audition: own[0] ? templateAudioUrl(own[0].id) : null,
        description: a.description,
        level: a.ai_level,
        recommend: a.badge,
        recommendText: badgeText[a.badge] ?? '',
        styleCount: own.length,
        roleCount: ownRoles.length,
        sceneList,
      },
      detail: {
        id: a.id,
        name: a.name,
        avatar: a.avatar,
        desc: a.description,
        aiLevel: a.ai_level,
        roleCount: ownRoles.length,
        sceneList,
        templateList: own.map((t) => ({
          id: t.id,
          title: t.title,
          subtitle: t.subtitle,
          imagePath: avatarPath(`emotion-${t.title}`),
          filepath: templateAudioUrl(t.id),
          pitchRate: t.pitch_rate,
          speechRate: t.speech_rate,
          volume: t.volume,
          sampleRate: t.sample_rate,
          role: t.role,
          content: t.content,
        })),
        roleList: ownRoles.map((r) => ({ id: r.id, name: r.name, value: r.value, avatar: r.avatar })),
      },
    };
  });
  return { ordered, byId: new Map(ordered.map((e) => [e.row.id, e])) };
}

const byId = (a: Entry, b: Entry) => a.row.id - b.row.id;
// spec 02 §7: sort 1 综合 (the catalogue's order), 2 最热, 3 最新; ties by id
const orders: Record<number, ((a: Entry, b: Entry) => number) | undefined> = {
  2: (a, b) => b.row.hot - a.row.hot || byId(a, b),
  3: (a, b) => b.row.id - a.row.id,
};

/// The anchor catalogue is read-mostly (issue 14 §8): it changes when the server seeds it at start, not
/// while users browse. Options, search and details are answered from this copy in memory, without a
/// query; `invalidate()` drops it after a change (whoever writes the catalogue calls it), and it is read
/// again after `maxAgeMs` at the latest, so a change made by another process shows within that time.
/// `offered(engine)`: whether anchors of that speech engine are shown (an engine that is not configured
/// keeps its anchors in the database, out of sight, until it is configured again).
export function catalogueCache(db: Db, now: () => number, maxAgeMs = 60_000, offered: (engine: string) => boolean = () => true) {
  let current: { loadedAt: number; snapshot: Promise<Snapshot> } | null = null;
  const snapshot = (): Promise<Snapshot> => {
    if (!current || now() - current.loadedAt > maxAgeMs) {
      const loading = load(db, offered);
      current = { loadedAt: now(), snapshot: loading };
      // a failed read is not kept: the next request tries again
      loading.catch(() => {
        if (current?.snapshot === loading) current = null;
      });
    }
    return current.snapshot;
  };
  // The pages answered from the current copy: the picker asks the same few filters again and again
  // (the key is made of numbers only, so at most 500 are kept and each holds a page of references).
  const pages = new Map<string, Page>();
  let pagesOf: Promise<Snapshot> | null = null;
  const page = (key: string, make: () => readonly Entry[], pageNo: number, pageSize: number) => {
    if (pagesOf !== current?.snapshot) {
      pages.clear();
      pagesOf = current?.snapshot ?? null;
    }
    let hit = pages.get(key);
    if (!hit) {
      const found = make();
      hit = { total: found.length, list: found.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
      if (pages.size >= 500) pages.delete(pages.keys().next().value!);
      pages.set(key, hit);
    }
    return hit;
  };

  return {
    invalidate(): void {
      current = null;
    },
    /// spec 02 §7 voice search: every non-zero filter narrows.
    async search(input: SearchInput): Promise<Page> {
      const all = await snapshot();
      const key = JSON.stringify([input.page, input.pageSize, input.sort, input.sceneId, input.sex, input.aiLevel, input.languageId, input.localeId, input.styleId]);
      return page(key, () => {
        const scene = input.sceneId ? `,${input.sceneId},` : null;
        const title = input.styleId ? (styleTags.find((t) => t.id === input.styleId)?.name ?? '') : null;
        const found = all.ordered.filter(
          ({ row, titles }) =>
            (scene === null || row.scenes.includes(scene)) &&
            (!input.sex || row.sex === input.sex) &&
            (!input.aiLevel || row.ai_level === input.aiLevel) &&
            (!input.languageId || row.language_id === input.languageId) &&
            (!input.localeId || row.locale_id === input.localeId) &&
            (title === null || titles.has(title)),
        );
        const order = orders[input.sort ?? 1];
        return order ? found.sort(order) : found;
      }, input.page, input.pageSize);
    },
    /// A plain substring match of the name: what the user types (even % or _) is matched literally.
    async searchByName(name: string, pageNo: number, pageSize: number): Promise<{ total: number; list: readonly Entry[] }> {
      // not kept in the pages above: names are the user's text, and filtering a few hundred anchors is cheap
      const found = (await snapshot()).ordered.filter(({ row }) => row.name.includes(name));
      return { total: found.length, list: found.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
    },
    async entry(anchorId: number): Promise<Entry | undefined> {
      return (await snapshot()).byId.get(anchorId);
    },
    async entries(ids: readonly number[]): Promise<Entry[]> {
      const all = await snapshot();
      return ids.flatMap((id) => all.byId.get(id) ?? []);
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
export type CatalogueEntry = Entry;
