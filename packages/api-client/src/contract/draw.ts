import { z } from 'zod';
import { uploadPolicy } from './upload.ts';
import { defineCall, empty, object, optionalText, text } from './define.ts';

/// Messages of AI drawing (spec 02 §5, §8). Texts the spec quotes are used verbatim; the others (marked
/// "ours") fill gaps it leaves.
export const drawMessages = {
  promptRequired: '请输入画面描述词',
  promptTooLong: '画面描述词不能超过500字', // ours
  styleRequired: '请选择一种风格', // ours (spec 02 §5: a style must be selected)
  styleUnknown: '所选风格不存在，请重新选择', // ours
  sizeRequired: '请选择图片尺寸', // ours (spec 02 §5: a size must be selected)
  countInvalid: '生成数量须为 1-4 张', // ours
  refModeInvalid: '参考方式仅支持参考内容或参考图片', // ours
  strengthInvalid: '参考强度须在 0-1 之间', // ours
  refImageInvalid: '参考图片已失效，请重新上传', // ours
  refImageTooLarge: '图片文件大小不超过5M',
  refImageType: '参考图片仅支持 png/jpeg 格式', // ours
  filenameRequired: '请选择要上传的参考图片', // ours
  taskCodeInvalid: '任务编号不正确', // ours
  taskNotFound: '绘画任务不存在或已删除', // ours
  taskNotFinished: '图片尚未生成完成', // ours
  imageIndexInvalid: '图片序号不正确', // ours
  coverTargetInvalid: '请选择要设置封面的配音任务或草稿', // ours
  coverTargetNotFound: '配音任务或草稿不存在或已删除', // ours
  coverSet: '已设为作品封面', // ours
  pageInvalid: '分页参数不正确', // ours
  deleteConfirm: '删除后无法恢复，是否继续删除？',
  deleted: '删除成功',
  noMore: '没有更多了',
} as const;

/// spec 02 §4: 0 and 1 in progress, 2 done, anything else failed (ours: 3).
export const drawTaskStatus = { queued: 0, running: 1, done: 2, failed: 3 } as const;

/// spec 02 §2.11: repaint (参考内容) redraws the reference's content; refonly (参考图片, the default) takes it as
/// a guide for look and subject.
export const drawRefModes = ['repaint', 'refonly'] as const;
export type DrawRefMode = (typeof drawRefModes)[number];

/// Limits of AI drawing (spec 02 §5, §9).
export const drawLimits = {
  promptMax: 500,
  pageSize: 10,
  counts: [1, 2, 3, 4] as const,
  refMaxBytes: 5 * 1024 * 1024,
  refTypes: ['image/png', 'image/jpeg'] as const,
  /** The strength slider's default, in percent (sent as percent / 100). */
  strengthDefault: 50,
  /** Infinite scroll: load more within 20 px of the end, at most once per 500 ms. */
  scrollDistance: 20,
  scrollDelayMs: 500,
  expectedTime: '10s-30s',
} as const;

const taskCode = text(drawMessages.taskCodeInvalid).regex(/^[0-9a-f]{24}$/, drawMessages.taskCodeInvalid);
const int = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/// spec 02 §3 "Draw options": styleList (id, name, pic: a preview that ships with the studio).
export const drawStyle = z.object({ id: z.number(), name: z.string(), pic: z.string() });
/// spec 02 §3 sizeList: name, ratio, value (`720*1280`); width and height (ours) as numbers.
export const drawSize = z.object({ name: z.string(), ratio: z.string(), value: z.string(), width: z.number(), height: z.number() });

export const drawOptions = z.object({
  styleList: z.array(drawStyle),
  sizeList: z.array(drawSize),
  /** 1-4. */
  countList: z.array(z.number()),
  /** Whether an image model is configured on the server (ours); when not, the page says how to configure one. */
  provider: z.object({ configured: z.boolean(), name: z.string() }),
  /** Pictures a day by membership and how many are left today (ours). */
  quota: z.object({ perDay: z.number(), left: z.number() }),
});


/// A finished picture: `url` shows it, `downloadUrl` downloads it (both signed, for its owner).
export const drawImage = z.object({ url: z.string(), downloadUrl: z.string() });

/// spec 02 §3 "Draw task"; `notes` (ours) say what the provider did differently (e.g. a reference mode it lacks).
export const drawTask = z.object({
  taskCode: z.string(),
  createTime: z.number(),
  styleId: z.number(),
  styleName: z.string(),
  paramSize: z.string(),
  paramNum: z.number(),
  paramPrompt: z.string(),
  paramRefImg: z.string().nullable(),
  paramRefMode: z.enum(drawRefModes),
  paramRefStrength: z.number(),
  taskStatus: z.number(),
  taskStatusText: z.string(),
  imageList: z.array(drawImage),
  notes: z.array(z.string()),
});

export const drawTaskAddInput = object({
  styleId: z.number({ error: drawMessages.styleRequired }).int(drawMessages.styleRequired).positive(drawMessages.styleRequired).max(1_000_000, drawMessages.styleUnknown),
  prompt: text(drawMessages.promptRequired).max(drawLimits.promptMax, drawMessages.promptTooLong),
  size: text(drawMessages.sizeRequired).max(20, drawMessages.sizeRequired),
  count: int(drawMessages.countInvalid, 1, 4).default(1),
  refImage: optionalText(drawMessages.refImageInvalid).pipe(z.string().max(300, drawMessages.refImageInvalid).optional()),
  refMode: z.enum(drawRefModes, { error: drawMessages.refModeInvalid }).default('refonly'),
  refStrength: z.number({ error: drawMessages.strengthInvalid }).min(0, drawMessages.strengthInvalid).max(1, drawMessages.strengthInvalid).default(0.5),
});

const coverTarget = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('task'), code: text(drawMessages.coverTargetInvalid).regex(/^[0-9a-f]{24}$/, drawMessages.coverTargetInvalid) }),
    z.object({ type: z.literal('work'), workId: int(drawMessages.coverTargetInvalid, 1, 2_147_483_647) }),
  ],
  { error: drawMessages.coverTargetInvalid },
);

export const drawSetCoverInput = object({
  taskCode,
  /** Which picture of the task, from 0. */
  index: int(drawMessages.imageIndexInvalid, 0, 3),
  /** The dubbing task (by code) or draft (by workId) that gets the cover. */
  target: coverTarget,
});

export const draw = {
  options: defineCall({ method: 'GET', path: '/api/draw/input/options', auth: true, response: drawOptions }),
  ossPolicy: defineCall({
    method: 'GET',
    path: '/api/draw/input/ossPolicy',
    auth: true,
    query: object({ filename: text(drawMessages.filenameRequired).max(200, drawMessages.refImageType) }),
    response: uploadPolicy,
  }),
  taskAdd: defineCall({ method: 'POST', path: '/api/draw/task/add', auth: true, body: drawTaskAddInput, response: drawTask }),
  taskList: defineCall({
    method: 'POST',
    path: '/api/draw/task/list',
    auth: true,
    body: object({
      page: int(drawMessages.pageInvalid, 1, 1_000_000).default(1),
      pageSize: int(drawMessages.pageInvalid, 1, 50).default(drawLimits.pageSize),
    }),
    response: z.object({ list: z.array(drawTask), hasMore: z.boolean() }),
  }),
  taskCheck: defineCall({ method: 'GET', path: '/api/draw/task/check', auth: true, query: object({ taskCode }), response: drawTask }),
  taskRegenerate: defineCall({ method: 'GET', path: '/api/draw/task/regenerate', auth: true, query: object({ taskCode }), response: drawTask }),
  taskDelete: defineCall({ method: 'GET', path: '/api/draw/task/delete', auth: true, query: object({ taskCode }), response: empty }),
  /** Beyond the spec (issue 17 设为作品封面): a finished picture becomes the cover of a dubbing task or draft. */
  setCover: defineCall({
    method: 'POST',
    path: '/api/draw/task/setCover',
    auth: true,
    body: drawSetCoverInput,
    response: z.object({ cover: z.string() }),
  }),
};

export type DrawOptions = z.output<typeof drawOptions>;
export type DrawStyleOption = z.output<typeof drawStyle>;
export type DrawSizeOption = z.output<typeof drawSize>;
export type DrawImage = z.output<typeof drawImage>;
export type DrawTask = z.output<typeof drawTask>;
export type DrawTaskAddInput = z.input<typeof drawTaskAddInput>;
export type DrawSetCoverInput = z.input<typeof drawSetCoverInput>;
