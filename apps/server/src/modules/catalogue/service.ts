import { anchorMessages, anchorLimits, type AnchorDetail, type AnchorListItem, type CustomAnchor, type contract } from '@peiyin/api-client';
import { validateCustomAnchor } from '@peiyin/ssml';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { jsonText, type JsonText } from '../../http/jsonText.ts';
import { AppError } from '../../http/errors.ts';
import { customAnchorAvatar } from '../../assets/svg.ts';
import type { CatalogueCache, CatalogueEntry } from './cache.ts';
import { aiLevelTags, languageTags, localesByLanguage, sceneTags, sexTags, sortTags, styleTags } from './seed.ts';

type SearchInput = z.output<typeof contract.anchor.search.body>;
type CustomInput = z.output<typeof contract.anchor.customAdd.body>;

export { sampleAudioUrl, templateAudioUrl } from './cache.ts';

const options = {
  sortTagList: sortTags,
  sceneTagList: sceneTags,
  styleTagList: styleTags,
  sexTagList: sexTags,
  languageTagList: languageTags,
  aiLevelTagList: aiLevelTags,
};

/// The anchor catalogue (spec 02 §2.4, §3, §7): search, details, favourites and custom anchors.
export function catalogueService(app: FastifyInstance, cache: CatalogueCache) {
  const { db } = app;

  /// List items of catalogue entries with the caller's favourites (the only part read per request, and only
  /// when signed in).
  async function items(entries: readonly CatalogueEntry[], user: User | null): Promise<AnchorListItem[]> {
    if (entries.length === 0) return [];
    const favorites = user
      ? new Set(
          (await db.selectFrom('anchor_favorites').select('anchor_id').where('user_id', '=', user.id).where('anchor_id', 'in', entries.map((e) => e.row.id)).execute()).map(
            (f) => f.anchor_id,
          ),
        )
      : null;
    return entries.map((e) => ({ ...e.item, favorite: favorites?.has(e.row.id) ?? false }));
  }

  async function requireAnchor(anchorId: number) {
    const entry = await cache.entry(anchorId);
    if (!entry) throw new AppError(400, anchorMessages.anchorIdUnknown(anchorId));
    return entry;
  }

  async function customRow(user: User, id: number) {
    const row = await db
      .selectFrom('custom_anchors')
      .innerJoin('anchors', 'anchors.id', 'custom_anchors.anchor_id')
      .innerJoin('anchor_templates', 'anchor_templates.id', 'custom_anchors.template_id')
      .selectAll('custom_anchors')
      .select(['anchors.name as anchor_name', 'anchors.avatar as anchor_avatar', 'anchors.ai_level as anchor_level', 'anchor_templates.title as template_name'])
      .where('custom_anchors.id', '=', id)
      .where('custom_anchors.user_id', '=', user.id)
      .executeTakeFirst();
    // Another user's custom anchor is as unknown as a missing one (spec 02 §8: owner only).
    if (!row) throw new AppError(400, anchorMessages.customIdUnknown(id));
    return row;
  }
  type CustomRow = Awaited<ReturnType<typeof customRow>>;
  const customOut = (r: CustomRow): CustomAnchor => ({
    id: r.id,
    name: r.name,
    comment: r.comment,
    anchorId: r.anchor_id,
    anchorName: r.anchor_name,
    avatar: customAnchorAvatar(r.anchor_avatar, r.id),
    templateId: r.template_id,
    templateName: r.template_name,
    intensity: r.intensity,
    role: r.role,
    pitch: r.pitch,
    speed: r.speed,
    volume: r.volume,
    text: r.text,
  });

  /// spec 02 §5 custom anchor rules, via @peiyin/ssml, plus the lengths of spec 01 §3.
  async function checkCustom(input: CustomInput) {
    const form = validateCustomAnchor({
      name: input.name ?? '',
      comment: input.comment ?? '',
      text: input.text ?? '',
      pitch: input.pitch,
      speed: input.speed,
      volume: input.volume,
    });
    if (!form.ok) throw new AppError(400, form.message);
    if ([...form.value.name].length > anchorLimits.nameMax) throw new AppError(400, anchorMessages.nameTooLong);
    if ([...form.value.comment].length > anchorLimits.commentMax) throw new AppError(400, anchorMessages.commentTooLong);
    const template = await db.selectFrom('anchor_templates').select(['id', 'anchor_id']).where('id', '=', input.templateId).executeTakeFirst();
    if (!template) throw new AppError(400, anchorMessages.templateUnknown);
    const role = input.role?.trim() || null;
    if (role !== null) {
      const known = await db.selectFrom('anchor_roles').select('id').where('anchor_id', '=', template.anchor_id).where('value', '=', role).executeTakeFirst();
      if (!known) throw new AppError(400, '角色参数不正确');
    }
    return {
      name: form.value.name,
      comment: form.value.comment,
      text: form.value.text,
      anchor_id: template.anchor_id,
      template_id: template.id,
      intensity: input.intensity,
      role,
      pitch: input.pitch,
      speed: input.speed,
      volume: input.volume,
    };
  }

  return {
    // the filters are constants of the code: one object, built once
    options: () => options,

    locales: (languageId: number) => localesByLanguage[languageId] ?? [],

    /// spec 02 §7 voice search: every non-zero filter narrows; sort 1 综合, 2 最热, 3 最新.
    async search(input: SearchInput, user: User | null) {
      const found = await cache.search(input);
      // every anonymous caller gets the same page: written as JSON once per catalogue copy (issue 14 §8)
      if (!user) return (found.anonymous ??= jsonText({ total: found.total, list: found.list.map((e) => ({ ...e.item, favorite: false })) }));
      return { total: found.total, list: await items(found.list, user) };
    },

    async searchByName(input: { page: number; pageSize: number; name?: string | null }, user: User | null) {
      const name = (input.name ?? '').trim();
      if (name === '') throw new AppError(400, anchorMessages.searchBlank);
      const found = await cache.searchByName(name, input.page, input.pageSize);
      return { total: found.total, list: await items(found.list, user) };
    },

    async detail(anchorId: number, user: User | null): Promise<AnchorDetail | JsonText<AnchorDetail>> {
      const entry = await requireAnchor(anchorId);
      if (!user) return (entry.anonymousDetail ??= jsonText({ ...entry.detail, favorite: false }));
      const [item] = await items([entry], user);
      return { ...entry.detail, favorite: item!.favorite };
    },

    async favorites(user: User, page: number, pageSize: number) {
      const query = db.selectFrom('anchor_favorites').innerJoin('anchors', 'anchors.id', 'anchor_favorites.anchor_id').where('anchor_favorites.user_id', '=', user.id);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .select('anchors.id')
        .orderBy('anchor_favorites.created_at', 'desc')
        .orderBy('anchors.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total.n), list: await items(await cache.entries(rows.map((r) => r.id)), user) };
    },

    async setFavorite(user: User, anchorId: number, anchorType: number, on: boolean): Promise<null> {
      // spec 02 §2.5: custom anchors cannot be favourited.
      if (anchorType === 1) throw new AppError(400, anchorMessages.customNotFavorite);
      await requireAnchor(anchorId);
      if (on) {
        await db
          .insertInto('anchor_favorites')
          .values({ user_id: user.id, anchor_id: anchorId, created_at: app.now() })
          .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('anchor_favorites').where('user_id', '=', user.id).where('anchor_id', '=', anchorId).execute();
      }
      return null;
    },

    async customSearch(user: User, page: number, pageSize: number) {
      const query = db.selectFrom('custom_anchors').innerJoin('anchors', 'anchors.id', 'custom_anchors.anchor_id').where('custom_anchors.user_id', '=', user.id);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .select(['custom_anchors.id', 'custom_anchors.name', 'custom_anchors.comment', 'anchors.avatar', 'anchors.ai_level'])
        .orderBy('custom_anchors.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      // spec 02 §2.5: a custom card shows its description; it has no styles, roles or favourite.
      const list: AnchorListItem[] = rows.map((r) => ({
        id: r.id,
        anchorType: 1,
        name: r.name,
        avatar: customAnchorAvatar(r.avatar, r.id),
        audition: null,
        description: r.comment,
        level: r.ai_level,
        recommend: 0,
        recommendText: '',
        styleCount: 0,
        roleCount: 0,
        sceneList: [],
        favorite: false,
      }));
      return { total: Number(total.n), list };
    },

    async customList(user: User): Promise<CustomAnchor[]> {
      const ids = await db.selectFrom('custom_anchors').select('id').where('user_id', '=', user.id).orderBy('id', 'desc').execute();
      return Promise.all(ids.map(async ({ id }) => customOut(await customRow(user, id))));
    },

    customDetail: async (user: User, id: number) => customOut(await customRow(user, id)),

    async customAdd(user: User, input: CustomInput): Promise<CustomAnchor> {
      const values = await checkCustom(input);
      const now = app.now();
      const row = await db
        .insertInto('custom_anchors')
        .values({ ...values, user_id: user.id, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return customOut(await customRow(user, row.id));
    },

    async customUpdate(user: User, id: number, input: CustomInput): Promise<CustomAnchor> {
      await customRow(user, id);
      const values = await checkCustom(input);
      await db.updateTable('custom_anchors').set({ ...values, updated_at: app.now() }).where('id', '=', id).where('user_id', '=', user.id).execute();
      return customOut(await customRow(user, id));
    },

    async customDelete(user: User, id: number): Promise<null> {
      await customRow(user, id);
      await db.deleteFrom('custom_anchors').where('id', '=', id).where('user_id', '=', user.id).execute();
      return null;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
