import { z } from 'zod';
import { defineCall, empty, object } from './define.ts';

/// Messages of the anchor catalogue calls (spec 02 §5, §8). Texts the spec quotes are used verbatim;
/// the others (marked "ours") fill gaps it leaves.
export const anchorMessages = {
  searchBlank: '请输入搜索内容',
  anchorIdUnknown: (id: number | string) => `主播ID无法识别：${id}`,
  customIdUnknown: (id: number | string) => `无法识别主播ID：${id}`,
  customNotFavorite: '自定义主播不支持收藏', // ours (spec 02 §2.5: custom anchors cannot be favourited)
  pageInvalid: '分页参数不正确', // ours
  pageSizeInvalid: '每页条数仅支持20、30或200', // ours (spec 02 §9)
  filterInvalid: '筛选条件不正确', // ours
  anchorTypeInvalid: '主播类型不正确', // ours
  nameTooLong: '主播名称不能超过30个字符', // ours
  commentTooLong: '主播简介不能超过150个字符', // ours
  templateUnknown: '情绪模版不存在', // ours
  sampleUnknown: '样音不存在', // ours
  eventInvalid: '事件类型不正确', // ours
  intensityInvalid: '情绪强度取值范围为0.01~2', // ours
} as const;

/// spec 02 §9: 20 in the catalogue, 30 in the picker, 200 in the multi-voice picker; samples 20.
export const anchorLimits = {
  pageSizes: [20, 30, 200] as const,
  samplePageSize: 20,
  nameMax: 30,
  commentMax: 150,
  auditionTextMax: 100,
} as const;

const idMax = 2_147_483_647;
/// An integer from a query string or a JSON body: digit strings become numbers; NaN, fractions and
/// negatives are refused with `message`.
const int = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const filter = int(anchorMessages.filterInvalid, 0, idMax).optional().default(0);
const page = int(anchorMessages.pageInvalid, 1, 1_000_000).optional().default(1);
const pageSize = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: anchorMessages.pageSizeInvalid }).refine((v) => (anchorLimits.pageSizes as readonly number[]).includes(v), anchorMessages.pageSizeInvalid),
  )
  .optional()
  .default(20);
/// The refused id as the spec's message repeats it (主播ID无法识别：<id>): a number or a short word as typed;
/// anything else (an object, an array, markup, a long text) is not repeated (issue 14: no echo of input).
const shownId = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string' && /^[\w.-]{1,20}$/.test(value)
      ? value
      : '';
/// An anchor id whose bad value is reported as the spec's 主播ID无法识别：<value>.
const anchorIdField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
  z.unknown().check((ctx) => {
    const v = ctx.value;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > idMax) {
      ctx.issues.push({ code: 'custom', input: v, message: anchorMessages.anchorIdUnknown(shownId(v)) });
    }
  }),
) as unknown as z.ZodType<number, unknown>;
const customIdField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
  z.unknown().check((ctx) => {
    const v = ctx.value;
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > idMax) {
      ctx.issues.push({ code: 'custom', input: v, message: anchorMessages.customIdUnknown(shownId(v)) });
    }
  }),
) as unknown as z.ZodType<number, unknown>;

export const tag = z.object({ id: z.number(), name: z.string() });

/// spec 02 §3 "Search tags".
export const anchorOptions = z.object({
  sortTagList: z.array(tag),
  sceneTagList: z.array(tag),
  styleTagList: z.array(tag),
  sexTagList: z.array(tag),
  languageTagList: z.array(tag),
  aiLevelTagList: z.array(tag),
});

/// Whether the neural voices speak now (issue 24). `neural`: `ready` (the Kokoro anchors speak with it),
/// `fetching` (its weights are on their way), `absent`/`failed` (not there: espeak speaks for them), `off` (not
/// configured). `notice` is what the anchor page says when they do not speak, else null; `credit` names the
/// model, its licence and its download whenever it is configured.
export const voiceStatus = z.object({
  neural: z.enum(['ready', 'fetching', 'absent', 'failed', 'off']),
  notice: z.string().nullable(),
  credit: z.string().nullable(),
});

/// spec 02 §3 "Anchor list item"; anchorType 0 system, 1 custom. `recommend` 1 hot, 2 recommended,
/// 3 newest, 0 none, shown as `recommendText`. `audition` plays the first template's sample.
export const anchorListItem = z.object({
  id: z.number(),
  anchorType: z.number(),
  name: z.string(),
  avatar: z.string(),
  audition: z.string().nullable(),
  description: z.string(),
  level: z.number(),
  recommend: z.number(),
  recommendText: z.string(),
  styleCount: z.number(),
  roleCount: z.number(),
  sceneList: z.array(tag),
  favorite: z.boolean(),
});

/// spec 02 §3 "Emotion template": `filepath` is its real sample audio, `content` the sample's text.
export const emotionTemplate = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  imagePath: z.string(),
  filepath: z.string(),
  pitchRate: z.number(),
  speechRate: z.number(),
  volume: z.number(),
  sampleRate: z.number(),
  role: z.string().nullable(),
  content: z.string(),
  /** Ours (issue 27): only members may synthesise with it (spec 01 §6: an emotion anchor's emotions but its first);
   *  the picker says so before 立即合成 would refuse it. */
  memberOnly: z.boolean(),
});
export const anchorRole = z.object({ id: z.number(), name: z.string(), value: z.string(), avatar: z.string() });

export const anchorDetail = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  desc: z.string(),
  aiLevel: z.number(),
  roleCount: z.number(),
  sceneList: z.array(tag),
  favorite: z.boolean(),
  templateList: z.array(emotionTemplate),
  roleList: z.array(anchorRole),
});

/// spec 02 §3 "Custom anchor".
export const customAnchor = z.object({
  id: z.number(),
  name: z.string(),
  comment: z.string(),
  anchorId: z.number(),
  anchorName: z.string(),
  avatar: z.string(),
  templateId: z.number(),
  templateName: z.string(),
  intensity: z.number(),
  role: z.string().nullable(),
  pitch: z.number(),
  speed: z.number(),
  volume: z.number(),
  text: z.string(),
});

/// The form of spec 02 §2.5; the rules (§5) are checked by the server with @peiyin/ssml.
const customFields = {
  name: z.string({ error: '主播名称不能为空' }).nullish(),
  comment: z.string({ error: '主播简介不能为空' }).nullish(),
  templateId: int(anchorMessages.templateUnknown, 1, idMax),
  intensity: z.number({ error: anchorMessages.intensityInvalid }).min(0.01, anchorMessages.intensityInvalid).max(2, anchorMessages.intensityInvalid).default(1),
  role: z.string().max(64).nullish(),
  pitch: z.number({ error: '取值范围为-500~500' }).default(0),
  speed: z.number({ error: '取值范围为0.5~2' }).default(1),
  volume: z.number({ error: '取值范围为0~100' }).default(100),
  text: z.string({ error: '试听内容不能为空' }).nullish(),
};
export const customAnchorInput = object(customFields);
export const customAnchorUpdate = object({ id: customIdField, ...customFields });

/// The sample gallery (spec 02 §2.12, §3 "Sample").
export const sample = z.object({
  id: z.number(),
  name: z.string(),
  comment: z.string(),
  anchorId: z.number(),
  anchorName: z.string(),
  anchorAvatar: z.string(),
  templateId: z.number(),
  templateName: z.string(),
  templateText: z.string(),
  templateAudio: z.string(),
  hot: z.number(),
  hotText: z.string(),
});

const list = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), list: z.array(item) });

export const anchor = {
  options: defineCall({ method: 'GET', path: '/api/anchor/options', response: anchorOptions }),
  voiceStatus: defineCall({ method: 'GET', path: '/api/anchor/voiceStatus', response: voiceStatus }),
  localesByLanguage: defineCall({
    method: 'GET',
    path: '/api/anchor/getLocalesByLanguageId',
    query: object({ languageId: int(anchorMessages.filterInvalid, 0, idMax) }),
    response: z.array(tag),
  }),
  search: defineCall({
    method: 'POST',
    path: '/api/anchor/search',
    body: object({ page, pageSize, sort: filter, sceneId: filter, styleId: filter, languageId: filter, localeId: filter, sex: filter, aiLevel: filter }),
    response: list(anchorListItem),
  }),
  searchByName: defineCall({
    method: 'GET',
    path: '/api/anchor/searchByName',
    query: object({ page, pageSize, name: z.string().nullish() }),
    response: list(anchorListItem),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/anchor/detail',
    query: object({ anchorId: anchorIdField, anchorType: int(anchorMessages.anchorTypeInvalid, 0, 0).optional().default(0) }),
    response: anchorDetail,
  }),
  favorites: defineCall({ method: 'GET', path: '/api/anchor/favorites', auth: true, query: object({ page, pageSize }), response: list(anchorListItem) }),
  favorite: defineCall({ method: 'POST', path: '/api/anchor/favorite', auth: true, body: object({ anchorId: anchorIdField, anchorType: filter }), response: empty }),
  unfavorite: defineCall({ method: 'POST', path: '/api/anchor/unfavorite', auth: true, body: object({ anchorId: anchorIdField, anchorType: filter }), response: empty }),
  customSearch: defineCall({ method: 'GET', path: '/api/anchor/custom/search', auth: true, query: object({ page, pageSize }), response: list(anchorListItem) }),
  customList: defineCall({ method: 'GET', path: '/api/anchor/custom/list', auth: true, response: z.array(customAnchor) }),
  customDetail: defineCall({ method: 'GET', path: '/api/anchor/custom/detail', auth: true, query: object({ anchorId: customIdField }), response: customAnchor }),
  customAdd: defineCall({ method: 'POST', path: '/api/anchor/custom/add', auth: true, body: customAnchorInput, response: customAnchor }),
  customUpdate: defineCall({ method: 'POST', path: '/api/anchor/custom/update', auth: true, body: customAnchorUpdate, response: customAnchor }),
  customDelete: defineCall({ method: 'GET', path: '/api/anchor/custom/delete', auth: true, query: object({ anchorId: customIdField }), response: empty }),
  sampleScenes: defineCall({ method: 'GET', path: '/api/anchor/sample/scenes', response: z.array(tag) }),
  sampleSearch: defineCall({
    method: 'GET',
    path: '/api/anchor/sample/search',
    query: object({
      sceneId: filter,
      page,
      pageSize: int(anchorMessages.pageSizeInvalid, anchorLimits.samplePageSize, anchorLimits.samplePageSize).optional().default(anchorLimits.samplePageSize),
    }),
    response: list(sample),
  }),
  /** event 1 audition, 2 use (spec 02 §2.12); the counts feed `hot`. */
  sampleReport: defineCall({
    method: 'GET',
    path: '/api/anchor/sample/report',
    query: object({ id: int(anchorMessages.sampleUnknown, 1, idMax), event: int(anchorMessages.eventInvalid, 1, 2) }),
    response: empty,
  }),
};

export type AnchorOptions = z.output<typeof anchorOptions>;
export type VoiceStatus = z.output<typeof voiceStatus>;
export type AnchorListItem = z.output<typeof anchorListItem>;
export type AnchorDetail = z.output<typeof anchorDetail>;
export type EmotionTemplate = z.output<typeof emotionTemplate>;
export type AnchorRole = z.output<typeof anchorRole>;
export type CustomAnchor = z.output<typeof customAnchor>;
export type CustomAnchorInput = z.input<typeof customAnchorInput>;
export type Sample = z.output<typeof sample>;
export type Tag = z.output<typeof tag>;
