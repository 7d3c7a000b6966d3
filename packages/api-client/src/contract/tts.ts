import { z } from 'zod';
import { defineCall, empty, object, optionalText, text } from './define.ts';

/// Messages of the voice calls (spec 02 §5, §8). Texts the spec quotes are used verbatim; the others
/// (marked "ours") fill gaps it leaves.
export const ttsMessages = {
  auditionBlank: '试听内容不能为空',
  auditionTooLong: '请滑动鼠标选择需要试听的内容，单次试听不能超过1000字符',
  auditionFailed: '试听失败！',
  draftBlank: '文案内容不能为空',
  taskBlank: '配音内容不能为空',
  textTooLong: '文本长度超过最大限制8000字符', // ours, as @peiyin/ssml says it
  workTitle: '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成',
  anchorRequired: '请选择一个主播！',
  anchorUnknown: (id: number | string) => `无法识别主播：${id}`,
  templateUnknown: '情绪模版不存在', // ours
  anchorTypeInvalid: '主播类型不正确', // ours
  pitchInvalid: '音调取值范围为-500~500', // ours
  speedInvalid: '语速取值范围为0.5~2', // ours
  volumeInvalid: '音量取值范围为0~100', // ours
  intensityInvalid: '情绪强度取值范围为0.01~2', // ours
  sampleRateInvalid: '采样率不正确', // ours
  bgmVolumeInvalid: '背景音乐音量取值范围为0~100', // ours
  fadeInvalid: '淡入淡出时长取值范围为0~10000毫秒', // ours
  bgmUnknown: '背景音乐不存在', // ours
  roleInvalid: '角色参数不正确', // ours
  versionInvalid: '文案版本不正确', // ours
  pageInvalid: '分页参数不正确', // ours
  workIdInvalid: '作品ID不正确', // ours
  workNotFound: '作品不存在或已删除', // ours
  taskCodeInvalid: '任务编号不正确', // ours
  taskNotFound: '任务不存在或已删除', // ours
  taskNotFinished: '任务未完成', // spec 02 §8 wording for an early export
  subtitleFormatInvalid: '字幕格式仅支持srt或lrc', // ours
  styleIdInvalid: '音效分类不正确', // ours
  bgmFileRequired: '请选择背景音乐文件', // ours
  bgmFileType: '背景音乐仅支持mp3或wav格式', // ours
  bgmFileTooLarge: '背景音乐文件大小不超过20M', // ours
  bgmFileUnreadable: '无法识别的音频文件', // ours
  bgmFileTooLong: '背景音乐时长不能超过10分钟', // ours
  bgmFileRate: '背景音乐采样率不能超过48kHz', // ours
  bgmQuota: '最多上传50首背景音乐', // ours
  auditionSilence: '试听的停顿总时长不能超过2分钟', // ours
  taskSilence: (seconds: number) => `停顿总时长不能超过${seconds}秒（每字最多0.5秒）`, // ours
  fileNotFound: '文件不存在', // ours
  fitCueTimes: '字幕时间不正确：每条字幕的结束时间须晚于开始时间，且按时间顺序排列', // ours
  fitTooLong: '按原时间轴配音的字幕总时长不能超过30分钟', // ours
  fitTooMany: '按原时间轴配音最多2000条字幕', // ours
  fitParagraphs: (paragraphs: number, cues: number) => `按原时间轴配音时每段文案对应一条字幕：现有${paragraphs}段文案、${cues}条字幕`, // ours
} as const;

/// Limits of the voice calls (spec 02 §5, §9).
export const ttsLimits = {
  auditionMax: 1000,
  scriptMax: 8000,
  /** Raw SSML/text size accepted before counting its speech length (SSML markup is verbose). */
  rawTextMax: 200_000,
  workTitleInputMax: 25,
  worksPageSize: 10,
  tasksPageSize: 13,
  bgmPageSize: 30,
  bgmUploadMaxBytes: 20 * 1024 * 1024,
  /** An uploaded track plays at most this long (checked by decoding, not by its header). */
  bgmMaxSeconds: 600,
  /** The highest sample rate of an uploaded track (what the mixer decodes stays bounded). */
  bgmMaxSampleRate: 48_000,
  /** Tracks one user may upload. */
  bgmPerUser: 50,
  /** The most silence (breaks, pauses) one audition may ask for. */
  auditionSilenceMaxMs: 120_000,
  /** A task's silence is at most this much per counted character of its script… */
  taskSilencePerCharMs: 500,
  /** …and at least this much is always allowed. */
  taskSilenceMinMs: 60_000,
  sampleRates: [8000, 16000, 24000, 48000] as const,
  /** Dubbing fitted to a timing (issue 28): at most this many cues… */
  fitCuesMax: 2000,
  /** …on a timeline of at most 30 minutes. */
  fitTimelineMaxMs: 30 * 60 * 1000,
} as const;

const number = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);
const ranged = (min: number, max: number, message: string) => number(message).min(min, message).max(max, message);
const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
/// An integer in a query string: digits only (no NaN, no negatives, no fractions); numbers pass as they are.
const queryInt = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const queryId = (message: string) => queryInt(message, 1, 2_147_483_647);
const queryPage = (fallback: number, max = 100) =>
  object({
    page: queryInt(ttsMessages.pageInvalid, 1, 1_000_000).optional().default(1),
    pageSize: queryInt(ttsMessages.pageInvalid, 1, max).optional().default(fallback),
  });

/// The speech parameter set of spec 02 §3 with its defaults (spec 02 §9) and slider ranges (§5).
const speechParams = {
  templateId: positiveId(ttsMessages.templateUnknown).nullish(),
  intensity: ranged(0.01, 2, ttsMessages.intensityInvalid).default(1),
  role: optionalText(ttsMessages.roleInvalid).pipe(z.string().max(64, ttsMessages.roleInvalid).optional()),
  pitchRate: ranged(-500, 500, ttsMessages.pitchInvalid).default(0),
  speechRate: ranged(0.5, 2, ttsMessages.speedInvalid).default(1),
  volume: ranged(0, 100, ttsMessages.volumeInvalid).default(100),
  sampleRate: z
    .number({ error: ttsMessages.sampleRateInvalid })
    .refine((value) => (ttsLimits.sampleRates as readonly number[]).includes(value), ttsMessages.sampleRateInvalid)
    .default(16000),
  bgmId: positiveId(ttsMessages.bgmUnknown).nullish(),
  bgmVolume: ranged(0, 100, ttsMessages.bgmVolumeInvalid).default(50),
  bgmFadein: ranged(0, 10_000, ttsMessages.fadeInvalid).default(0),
  bgmFadeout: ranged(0, 10_000, ttsMessages.fadeInvalid).default(0),
};

const anchorType = z
  .number({ error: ttsMessages.anchorTypeInvalid })
  .refine((value) => value === 0 || value === 1, ttsMessages.anchorTypeInvalid)
  .default(0);
const anchorId = positiveId(ttsMessages.anchorRequired);
const version = z
  .number({ error: ttsMessages.versionInvalid })
  .refine((value) => value === 1 || value === 2, ttsMessages.versionInvalid)
  .default(2);
/// A work or task title as typed: blank is allowed (the server derives one from the content).
const title = z
  .preprocess((value) => (value === null || value === undefined ? '' : value), z.string({ error: ttsMessages.workTitle }))
  .pipe(z.string().trim().max(ttsLimits.workTitleInputMax, ttsMessages.workTitle));

/// POST /api/tts/audition. The editor sends the speech parameter set of the current template and one
/// chunk of text (plain, or SSML starting with `<speak`); the picker sends {anchorId, text}, one
/// sentence per call. Answers `audio/mpeg` (streamed as sentences are encoded), or an envelope error.
export const auditionInput = object({
  anchorId: positiveId(ttsMessages.anchorRequired).nullish(),
  ...speechParams,
  text: text(ttsMessages.auditionBlank).max(ttsLimits.rawTextMax, ttsMessages.auditionTooLong),
}).refine((value) => value.anchorId != null || value.templateId != null, { message: ttsMessages.anchorRequired });

/// spec 02 §3 "Work (draft)". `text` is the script (SSML of the editor, contentVersion 2).
export const work = z.object({
  workId: z.number(),
  title: z.string(),
  anchorType: z.number(),
  anchorId: z.number(),
  anchorName: z.string(),
  styleName: z.string(),
  templateId: z.number().nullable(),
  templateName: z.string(),
  role: z.string().nullable(),
  intensity: z.number(),
  pitchRate: z.number(),
  speechRate: z.number(),
  volume: z.number(),
  text: z.string(),
  contentVersion: z.number(),
  length: z.number(),
  updateTime: z.number(),
  /** Background music saved with the draft (ours, issue 27): the track's id, else null (none, or the track was
   *  deleted since), its name, volume 0-100 and fades in ms, as `taskAdd` takes them. */
  bgmId: z.number().nullable(),
  bgmName: z.string(),
  bgmVolume: z.number(),
  bgmFadein: z.number(),
  bgmFadeout: z.number(),
});
/// A work in the drafts list: everything but the script, plus its first words.
export const workSummary = work.omit({ text: true }).extend({
  summary: z.string(),
  /** Its cover picture (set from AI drawing: 设为作品封面), a signed URL for its owner; null without one. */
  cover: z.string().nullable().optional(),
});

/// One cue of an original timing: times in ms of the original media, its text its subtitle (the words as displayed).
export const fitCue = z.object({
  start: z.number({ error: ttsMessages.fitCueTimes }).int(ttsMessages.fitCueTimes).min(0, ttsMessages.fitCueTimes),
  end: z.number({ error: ttsMessages.fitCueTimes }).int(ttsMessages.fitCueTimes).min(0, ttsMessages.fitCueTimes),
  text: text(ttsMessages.taskBlank).max(ttsLimits.scriptMax, ttsMessages.textTooLong),
});

export const workSaveInput = object({
  workId: positiveId(ttsMessages.workIdInvalid).nullish(),
  title,
  anchorType,
  anchorId,
  templateId: speechParams.templateId,
  role: speechParams.role,
  intensity: speechParams.intensity,
  pitchRate: speechParams.pitchRate,
  speechRate: speechParams.speechRate,
  volume: speechParams.volume,
  // the background music goes with the draft (issue 27), as with a task
  bgmId: speechParams.bgmId,
  bgmVolume: speechParams.bgmVolume,
  bgmFadein: speechParams.bgmFadein,
  bgmFadeout: speechParams.bgmFadeout,
  text: text(ttsMessages.draftBlank).max(ttsLimits.rawTextMax, ttsMessages.textTooLong),
  version,
});

/// spec 02 §3 "Task"; `reason` (ours) says why a task failed; `code` names it in every call.
export const task = z.object({
  code: z.string(),
  title: z.string(),
  anchorName: z.string(),
  styleName: z.string(),
  length: z.number(),
  createTime: z.number(),
  status: z.number(),
  statusName: z.string(),
  /** The finished audio (with the background music mixed in when one was chosen), else null. */
  filepath: z.string().nullable(),
  /** The background music track used, else null. */
  audioBgmPath: z.string().nullable(),
  /** Audio duration in milliseconds once finished, else 0. */
  duration: z.number(),
  reason: z.string().nullable(),
  /** Its cover picture (set from AI drawing: 设为作品封面), a signed URL for its owner; null without one. */
  cover: z.string().nullable().optional(),
  /** Dubbed to an original timing (issue 28), once finished: the cues played faster (squeezed, with their tempo),
   *  those still longer than their slot at the fastest tempo (overflow, by how much), and those that started late
   *  because of one (late). Absent for other tasks. Cues are numbered from 0. */
  fit: z
    .object({
      cues: z.number(),
      squeezed: z.array(z.object({ cue: z.number(), tempo: z.number() })),
      overflow: z.array(z.object({ cue: z.number(), overMs: z.number() })),
      late: z.array(z.object({ cue: z.number(), lateMs: z.number() })),
    })
    .optional(),
  /** Ours (issue 27): while a task is being synthesised, how far it is in sentences: `done` of `total` are rendered
   *  and sentence number `done` (from 0) is rendering. Absent before the worker has planned the script and after. */
  progress: z.object({ done: z.number(), total: z.number() }).optional(),
});

/// One sentence of a task (ours, issue 27): its words as written and, once the task is finished, where it starts and
/// ends in the audio (ms), the times of its subtitle cue; null before.
export const taskSentence = z.object({ text: z.string(), start: z.number().nullable(), end: z.number().nullable() });

/// A task with its sentences (ours, issue 27): what the sentence timeline shows and plays from.
export const taskDetail = task.extend({ sentences: z.array(taskSentence) });

export const taskAddInput = object({
  title,
  anchorType,
  anchorId,
  ...speechParams,
  text: text(ttsMessages.taskBlank).max(ttsLimits.rawTextMax, ttsMessages.textTooLong),
  version,
  /** Ours (issue 28): dub to this timing. Each cue speaks one paragraph of `text` (SSML, as the editor sends it: one
   *  paragraph with words per cue, markup and all; another count is refused) and its text is its subtitle; with plain
   *  `text`, the cues' texts are the script, a line each (then `text` is ignored). Each is spoken from the cue's start
   *  in its slot up to the next cue, played up to 1.25× faster when it is longer. */
  cues: z.array(fitCue).max(ttsLimits.fitCuesMax, ttsMessages.fitTooMany).optional(),
});

/// spec 02 §7/§8: status 200 accepted, 402 the daily allowance is used up (the client offers VIP);
/// `statusText` is shown to the user. `code` (ours) names the new task.
export const taskAddResult = z.object({ status: z.number(), statusText: z.string(), code: z.string().optional() });

const taskCode = text(ttsMessages.taskCodeInvalid).regex(/^[0-9a-f]{24}$/, ttsMessages.taskCodeInvalid);

export const subtitle = z.object({ format: z.enum(['srt', 'lrc']), filename: z.string(), content: z.string() });

export const soundStyle = z.object({ id: z.number(), name: z.string() });
/// spec 02 §3 "Sound": duration in seconds; `id` goes into the script's sound node.
export const sound = z.object({ id: z.number(), name: z.string(), filepath: z.string(), duration: z.number() });
/// spec 02 §3 "Background music": duration in seconds; `own` marks the user's uploads.
export const bgm = z.object({ id: z.number(), name: z.string(), filepath: z.string(), duration: z.number(), own: z.boolean() });

const page = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), list: z.array(item) });

export const tts = {
  /** POST: answers audio (audio/mpeg), not an envelope; `api.tts.audition` resolves with a Blob. */
  audition: defineCall({ method: 'POST', path: '/api/tts/audition', auth: true, body: auditionInput, response: z.custom<Blob>() }),
  /// The audition the editor expects next (its first chunk, as 试听 would send it), spoken ahead of the click into
  /// the server's sentence cache when the voice is slow to start (the neural voice) and the server idle. Ours.
  auditionPrefetch: defineCall({ method: 'POST', path: '/api/tts/audition/prefetch', auth: true, body: auditionInput, response: z.object({ warmed: z.boolean() }) }),
  workSave: defineCall({
    method: 'POST',
    path: '/api/tts/work/save',
    auth: true,
    body: workSaveInput,
    response: z.object({ workId: z.number(), title: z.string(), updateTime: z.number() }),
  }),
  workList: defineCall({ method: 'GET', path: '/api/tts/work/list', auth: true, query: queryPage(ttsLimits.worksPageSize), response: page(workSummary) }),
  workDetail: defineCall({
    method: 'GET',
    path: '/api/tts/work/detail',
    auth: true,
    query: object({ workId: queryId(ttsMessages.workIdInvalid) }),
    response: work,
  }),
  workDelete: defineCall({
    method: 'GET',
    path: '/api/tts/work/delete',
    auth: true,
    query: object({ workId: queryId(ttsMessages.workIdInvalid) }),
    response: empty,
  }),
  taskAdd: defineCall({ method: 'POST', path: '/api/tts/task/v2/add', auth: true, body: taskAddInput, response: taskAddResult }),
  taskList: defineCall({ method: 'GET', path: '/api/tts/task/list', auth: true, query: queryPage(ttsLimits.tasksPageSize), response: page(task) }),
  taskDelete: defineCall({ method: 'POST', path: '/api/tts/task/delete', auth: true, body: object({ code: taskCode }), response: empty }),
  /** Beyond the spec (issue 27): one task with its sentences, their progress while it renders and their times once
   *  finished (the list stays light: a long script has hundreds of sentences). */
  taskDetail: defineCall({ method: 'GET', path: '/api/tts/task/detail', auth: true, query: object({ code: taskCode }), response: taskDetail }),
  /** Beyond the spec: subtitles whose cue times are the real segment timings of the task's audio. */
  taskSubtitle: defineCall({
    method: 'GET',
    path: '/api/tts/task/subtitle',
    auth: true,
    query: object({
      code: taskCode,
      format: z.enum(['srt', 'lrc'], { error: ttsMessages.subtitleFormatInvalid }).optional().default('srt'),
    }),
    response: subtitle,
  }),
  soundStyleList: defineCall({ method: 'GET', path: '/api/tts/sound/styleList', response: z.array(soundStyle) }),
  soundSearch: defineCall({
    method: 'POST',
    path: '/api/tts/sound/search',
    body: object({ styleId: positiveId(ttsMessages.styleIdInvalid) }),
    response: z.array(sound),
  }),
  /** The seeded tracks, then (logged in) the user's own uploads. */
  bgmList: defineCall({ method: 'GET', path: '/api/tts/bgm/list', query: queryPage(ttsLimits.bgmPageSize), response: page(bgm) }),
  /** POST multipart/form-data with one `file` (mp3 or wav, ≤ 20 MB) and an optional `name` field;
   *  `api.tts.bgmUpload(file, name?)` sends it. */
  bgmUpload: defineCall({ method: 'POST', path: '/api/tts/bgm/upload', auth: true, response: bgm }),
  /** The user's own uploads, newest first, with how many they may keep (`limit`). */
  bgmMine: defineCall({
    method: 'GET',
    path: '/api/tts/bgm/mine',
    auth: true,
    query: queryPage(ttsLimits.bgmPageSize),
    response: page(bgm).extend({ limit: z.number() }),
  }),
  /** Deletes one of the user's uploads and its file; the quota is freed. Tasks already made keep their mixed audio. */
  bgmDelete: defineCall({ method: 'POST', path: '/api/tts/bgm/delete', auth: true, body: object({ id: positiveId(ttsMessages.bgmUnknown) }), response: empty }),
};

export type AuditionInput = z.input<typeof auditionInput>;
export type Work = z.output<typeof work>;
export type WorkSummary = z.output<typeof workSummary>;
export type WorkSaveInput = z.input<typeof workSaveInput>;
export type Task = z.output<typeof task>;
export type TaskSentence = z.output<typeof taskSentence>;
export type TaskDetail = z.output<typeof taskDetail>;
export type TaskAddInput = z.input<typeof taskAddInput>;
export type TaskAddResult = z.output<typeof taskAddResult>;
export type Subtitle = z.output<typeof subtitle>;
export type SoundStyle = z.output<typeof soundStyle>;
export type Sound = z.output<typeof sound>;
export type Bgm = z.output<typeof bgm>;
export type BgmMine = z.output<typeof tts.bgmMine.response>;
