import { anchorMessages, anchorLimits, type AnchorDetail, type AnchorListItem, type CustomAnchor, type contract } from '@peiyin/api-client';
import { validateCustomAnchor } from '@peiyin/ssml';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { avatarPath, customAnchorAvatar } from '../../assets/svg.ts';
import { aiLevelTags, badgeText, languageTags, localesByLanguage, sceneTags, sexTags, sortTags, styleTags } from './seed.ts';

type SearchInput = z.output<typeof contract.anchor.search.body>;
type CustomInput = z.output<typeof contract.anchor.customAdd.body>;

/// Where a template's and a sample's real audio is served (synthesised on first request, see routes).
export const templateAudioUrl = (templateId: number) => `/api/anchor/audio/template/${templateId}`;
export const sampleAudioUrl = (sampleId: number) => `/api/anchor/audio/sample/${sampleId}`;

const scenesOf = (scenes: string) =>
  scenes
    .split(',')
    .filter(Boolean)
    .map(Number)
    .flatMap((id) => sceneTags.filter((t) => t.id === id));

interface AnchorRow {
  id: number;
  name: string;
  avatar: string;
  description: string;
  ai_level: number;
  badge: number;
  scenes: string;
}

/// The anchor catalogue (spec 02 §2.4, §3, §7): search, details, favourites and custom anchors.
export function catalogueService(app: FastifyInstance) {
  const { db } = app;

  /// List items for rows, with template/role counts, the first template's sample and the caller's favourites.
  async function items(rows: AnchorRow[], user: User | null): Promise<AnchorListItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const templates = await db.selectFrom('anchor_templates').select(['id', 'anchor_id']).where('anchor_id', 'in', ids).orderBy('sort').orderBy('id').execute();
    const roles = await db.selectFrom('anchor_roles').select('anchor_id').where('anchor_id', 'in', ids).execute();
    const favorites = user
      ? new Set((await db.selectFrom('anchor_favorites').select('anchor_id').where('user_id', '=', user.id).where('anchor_id', 'in', ids).execute()).map((f) => f.anchor_id))
      : new Set<number>();
    return rows.map((r) => {
      const own = templates.filter((t) => t.anchor_id === r.id);
      return {
        id: r.id,
        anchorType: 0,
        name: r.name,
        avatar: r.avatar,
        audition: own[0] ? templateAudioUrl(own[0].id) : null,
        description: r.description,
        level: r.ai_level,
        recommend: r.badge,
        recommendText: badgeText[r.badge] ?? '',
        styleCount: own.length,
        roleCount: roles.filter((x) => x.anchor_id === r.id).length,
        sceneList: scenesOf(r.scenes),
        favorite: favorites.has(r.id),
      };
    });
  }

  const columns = ['anchors.id', 'anchors.name', 'anchors.avatar', 'anchors.description', 'anchors.ai_level', 'anchors.badge', 'anchors.scenes'] as const;

  async function requireAnchor(anchorId: number) {
    const anchor = await db.selectFrom('anchors').selectAll().where('id', '=', anchorId).executeTakeFirst();
    if (!anchor) throw new AppError(400, anchorMessages.anchorIdUnknown(anchorId));
    return anchor;
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
    options: () => ({
      sortTagList: sortTags,
      sceneTagList: sceneTags,
      styleTagList: styleTags,
      sexTagList: sexTags,
      languageTagList: languageTags,
      aiLevelTagList: aiLevelTags,
    }),

    locales: (languageId: number) => localesByLanguage[languageId] ?? [],

    /// spec 02 §7 voice search: every non-zero filter narrows; sort 1 综合, 2 最热, 3 最新.
    async search(input: SearchInput, user: User | null) {
      let query = db.selectFrom('anchors');
      if (input.sceneId) query = query.where('scenes', 'like', `%,${input.sceneId},%`);
      if (input.sex) query = query.where('sex', '=', input.sex);
      if (input.aiLevel) query = query.where('ai_level', '=', input.aiLevel);
      if (input.languageId) query = query.where('language_id', '=', input.languageId);
      if (input.localeId) query = query.where('locale_id', '=', input.localeId);
      if (input.styleId) {
        const title = styleTags.find((t) => t.id === input.styleId)?.name ?? '';
        query = query.where((eb) =>
          eb.exists(eb.selectFrom('anchor_templates').select('anchor_templates.id').whereRef('anchor_templates.anchor_id', '=', 'anchors.id').where('anchor_templates.title', '=', title)),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let ordered = query.select(columns);
      ordered = input.sort === 2 ? ordered.orderBy('hot', 'desc') : input.sort === 3 ? ordered.orderBy('anchors.id', 'desc') : ordered.orderBy('sort');
      const rows = await ordered.orderBy('anchors.id').limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute();
      return { total: Number(total.n), list: await items(rows, user) };
    },

    async searchByName(input: { page: number; pageSize: number; name?: string | null }, user: User | null) {
      const name = (input.name ?? '').trim();
      if (name === '') throw new AppError(400, anchorMessages.searchBlank);
      // A plain substring match: what the user types (even % or _) is matched literally.
      const contains = app.dbKind === 'postgres' ? sql<boolean>`strpos(name, ${name}) > 0` : sql<boolean>`instr(name, ${name}) > 0`;
      const query = db.selectFrom('anchors').where(contains);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query.select(columns).orderBy('sort').orderBy('anchors.id').limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute();
      return { total: Number(total.n), list: await items(rows, user) };
    },

    async detail(anchorId: number, user: User | null): Promise<AnchorDetail> {
      const anchor = await requireAnchor(anchorId);
      const [item] = await items([anchor], user);
      const templates = await db.selectFrom('anchor_templates').selectAll().where('anchor_id', '=', anchor.id).orderBy('sort').orderBy('id').execute();
      const roles = await db.selectFrom('anchor_roles').selectAll().where('anchor_id', '=', anchor.id).orderBy('sort').execute();
      return {
        id: anchor.id,
        name: anchor.name,
        avatar: anchor.avatar,
        desc: anchor.description,
        aiLevel: anchor.ai_level,
        roleCount: roles.length,
        sceneList: item!.sceneList,
        favorite: item!.favorite,
        templateList: templates.map((t) => ({
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
        roleList: roles.map((r) => ({ id: r.id, name: r.name, value: r.value, avatar: r.avatar })),
      };
    },

    async favorites(user: User, page: number, pageSize: number) {
      const query = db.selectFrom('anchor_favorites').innerJoin('anchors', 'anchors.id', 'anchor_favorites.anchor_id').where('anchor_favorites.user_id', '=', user.id);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .select(columns)
        .orderBy('anchor_favorites.created_at', 'desc')
        .orderBy('anchors.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total.n), list: await items(rows, user) };
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
