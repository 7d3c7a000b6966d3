import { z } from 'zod';
import { uploadPolicy } from './upload.ts';
import { defineCall, empty, object, text } from './define.ts';

/// Messages of the smart tools (spec 02 §5 Tools, §8). Texts the spec quotes are used verbatim; the others
/// (marked "ours") fill gaps it leaves.
export const toolsMessages = {
  ocrFormat: '图片格式仅支持 jpg/png',
  ocrTooLarge: '图片文件大小不超过10M',
  ocrTypeInvalid: '识别类型不正确', // ours
  /** spec 02 §8: the policy call failed (the page appends the server's message). */
  ocrPolicyFailed: '请求失败：',
  /** spec 02 §8: upload or recognition failed (the page appends the server's message). */
  ocrFailed: '图片文字识别失败: ',
  ocrSucceeded: '图片文字识别成功',
  ocrEmpty: '图片中没有识别到文字', // ours
  videoLinkRequired: '请输入视频链接',
  videoLinkTooLong: '视频链接不能超过300个字符', // ours: spec 02 §5 gives the limit, not the wording
  captchaRequired: '请输入验证码',
  captchaTooLong: '验证码不能超过6个字符', // ours
  captchaWrong: '验证码错误，请刷新验证码后重新输入', // ours
  mediaRefInvalid: '下载链接无效或已过期，请重新解析', // ours
  shareUrlRequired: '请输入视频分享链接',
  shareUrlTooLong: '视频分享链接不能超过300个字符', // ours
  shareUrlNoMedia: '该链接中没有可识别的音频或视频', // ours
  asrTooLong: '音频时长不超过20分钟',
  asrTooLarge: '文件大小不超过100M',
  asrFormat: '文件格式仅支持音频 mp3/wav、视频 mp4/m4a/mov', // ours
  asrDurationInvalid: '无法读取音频时长，请换一个文件', // ours
  /** 音频提取 to MP3/M4A (issue 28 §5, ours). */
  audioFormatInvalid: '导出格式仅支持 WAV、MP3、M4A',
  audioFileRequired: '请选择要提取音频的视频文件',
  audioFileType: '文件格式仅支持视频 mp4/mov/m4a、音频 mp3/wav',
  audioNoTrack: '无法读取该文件的音轨：文件可能没有声音，或编码格式不受支持',
  asrFilenameInvalid: '文件名不正确', // ours
  asrAdded: '任务已添加，请稍后前往任务列表查看',
  /** spec 02 §8: the page appends the server's message. */
  asrAddFailed: '任务添加失败',
  /** spec 02 §8: the page appends the server's message. */
  asrUploadFailed: '上传失败: ',
  asrTaskCodeEmpty: 'taskCode为空',
  asrTaskCodeInvalid: '任务编号不正确', // ours
  asrTaskNotFound: '任务不存在或已删除', // ours
  asrTaskNotFinished: '任务未完成',
  asrMinutesUsedUp: (remaining: number) => (remaining > 0 ? `本月语音识别剩余${remaining}分钟，不足以识别该文件，开通会员可获得更多时长` : '本月语音识别时长已用完，开通会员可获得更多时长'), // ours
  uploadKeyInvalid: '文件未上传或已失效，请重新上传', // ours
  blobLinkEmpty: '视频链接为空，无法下载',
  pageInvalid: '分页参数不正确', // ours
} as const;

/// Limits of the smart tools (spec 02 §5, §9).
export const toolsLimits = {
  ocrMaxBytes: 10 * 1024 * 1024,
  asrMaxBytes: 100 * 1024 * 1024,
  /** 20 minutes. */
  asrMaxSeconds: 1200,
  asrPageSize: 10,
  shareTextMax: 300,
  captchaMax: 6,
  /** Extensions the pickers offer (the server checks the content). */
  ocrExtensions: ['jpg', 'jpeg', 'png'] as const,
  asrAudioExtensions: ['mp3', 'wav'] as const,
  asrVideoExtensions: ['mp4', 'm4a', 'mov'] as const,
  filenameMax: 200,
  /** 音频提取's formats made by the server (WAV is written in the browser). */
  audioFormats: ['mp3', 'm4a'] as const,
} as const;

/// spec 02 §3 "Speech-to-text task" status: 0 success, 2 failed, anything else on its way (ours: 1 queued,
/// 3 recognising).
export const asrStatus = { finished: 0, waiting: 1, failed: 2, processing: 3 } as const;

/// spec 02 §5: recognise type 0 通用, 1 手写.
export const ocrTypes = [0, 1] as const;

const queryInt = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const ocrType = queryInt(toolsMessages.ocrTypeInvalid, 0, 1).refine((value) => value === 0 || value === 1, toolsMessages.ocrTypeInvalid);
/// A storage key as a policy named it (`uploads/<tool>/<user>/<name>.<ext>`); the server checks it is the caller's.
const uploadKey = text(toolsMessages.uploadKeyInvalid).max(300, toolsMessages.uploadKeyInvalid);
const filename = text(toolsMessages.asrFilenameInvalid).max(toolsLimits.filenameMax, toolsMessages.asrFilenameInvalid);
const taskCode = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? toolsMessages.asrTaskCodeEmpty : toolsMessages.asrTaskCodeInvalid) })
  .trim()
  .min(1, toolsMessages.asrTaskCodeEmpty)
  .regex(/^[0-9a-f]{24}$/, toolsMessages.asrTaskCodeInvalid);


/// What each tool can do on this server, so a page says so before the user uploads anything.
export const toolsInfo = z.object({
  /** `message`: why a tool is off, in the user's words (null when it is on). */
  ocr: z.object({ available: z.boolean(), handwritingNote: z.string(), message: z.string().nullable() }),
  video: z.object({ installed: z.boolean(), version: z.string().nullable(), message: z.string().nullable() }),
  asr: z.object({ configured: z.boolean(), provider: z.string(), message: z.string().nullable() }),
});

export const ocrResult = z.object({
  /** spec 02 §3 "OCR result". Lines as in the picture, paragraphs separated by an empty line. */
  content: z.string(),
  /** Mean confidence 0-100 (ours). */
  confidence: z.number(),
});

/// spec 02 §3 "Video parse result". Every media URL is our own download route with a signed, expiring reference
/// (never the site's address: its files need the site's headers, and pictures load under our CSP).
export const videoParseResult = z.object({
  mediaType: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  cover: z.string().nullable(),
  author: z.string().nullable(),
  avatar: z.string().nullable(),
  video: z
    .object({
      /** Download through our server (attachment). */
      url: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      /** Bytes when the site says; null when unknown. */
      size: z.number().nullable(),
      /** False when the site only streams (HLS/DASH): no single file to download. */
      direct: z.boolean(),
    })
    .nullable(),
  image: z.object({ urls: z.array(z.string()) }),
  music: z.object({ url: z.string().nullable(), title: z.string().nullable(), author: z.string().nullable() }).nullable(),
  /** Seconds, when known. */
  duration: z.number().nullable(),
  /** The site's name (the extractor that read the page). */
  site: z.string(),
  /** The page the media came from after redirects. */
  pageUrl: z.string(),
});

/// spec 02 §3 "Speech-to-text task".
export const asrTask = z.object({
  taskCode: z.string(),
  taskTitle: z.string(),
  /** 0 success, 2 failed, 1 queued, 3 recognising (asrStatus). */
  taskStatus: z.number(),
  taskStatusText: z.string(),
  /** Milliseconds (0 until known). */
  audioDuration: z.number(),
  createTime: z.number(),
  /** `upload` (a file) or `link` (a share link). */
  source: z.enum(['upload', 'link']),
  /** Minutes counted against the month's allowance. */
  minutes: z.number(),
  /** Why it failed, when it did. */
  reason: z.string().nullable(),
});

export const asrSentence = z.object({
  channelId: z.number(),
  /** ms from the start of the audio. */
  beginTime: z.number(),
  endTime: z.number(),
  text: z.string(),
});

export const asrTaskDetail = asrTask.extend({
  /** Present at status 0. */
  result: z.object({ sentences: z.array(asrSentence), duration: z.number() }).nullable(),
  /** The uploaded (or downloaded) audio for playback: a signed address valid for some hours; null when gone. */
  audioUrl: z.string().nullable(),
});

/// The month's speech-recognition minutes (ours; metering behind the membership of product type 200).
export const asrUsage = z.object({
  member: z.boolean(),
  minutesPerMonth: z.number(),
  usedMinutes: z.number(),
  remainingMinutes: z.number(),
});

export const asrAddResult = z.object({ taskCode: z.string(), statusText: z.string() });

const page = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), list: z.array(item) });

export const tools = {
  info: defineCall({ method: 'GET', path: '/api/tools/info', response: toolsInfo }),
  /** Ours (issue 28 §5): POST multipart/form-data with one `file` (a video or audio file, ≤ 100 MB, ≤ 20 minutes);
   *  answers its audio track as MP3 or M4A (the file, not an envelope; a refusal is an envelope).
   *  `api.tools.audioConvert(file, format)` sends it. */
  audioConvert: defineCall({
    method: 'POST',
    path: '/api/tools/audio/convert',
    auth: true,
    query: object({ format: z.enum(toolsLimits.audioFormats, { error: toolsMessages.audioFormatInvalid }) }),
    response: z.custom<Blob>(),
  }),
  ocrPolicy: defineCall({
    method: 'GET',
    path: '/api/tools/ocr/policy',
    auth: true,
    query: object({ filename: text(toolsMessages.ocrFormat).max(toolsLimits.filenameMax, toolsMessages.ocrFormat), type: ocrType.optional().default(0) }),
    response: uploadPolicy,
  }),
  /** Ours: with an object store there is no upload callback, so the page names the uploaded key. */
  ocrRecognize: defineCall({
    method: 'POST',
    path: '/api/tools/ocr/recognize',
    auth: true,
    body: object({ key: uploadKey, type: z.union([z.literal(0), z.literal(1)], { error: toolsMessages.ocrTypeInvalid }).default(0) }),
    response: ocrResult,
  }),
  rwmCaptcha: defineCall({ method: 'GET', path: '/api/tools/rwm/v2/captcha', auth: true, response: z.string() }),
  rwmParse: defineCall({
    method: 'GET',
    path: '/api/tools/rwm/v2/parse',
    auth: true,
    query: object({
      shareUrl: text(toolsMessages.videoLinkRequired).max(toolsLimits.shareTextMax, toolsMessages.videoLinkTooLong),
      captcha: text(toolsMessages.captchaRequired).max(toolsLimits.captchaMax, toolsMessages.captchaTooLong),
    }),
    response: videoParseResult,
  }),
  asrUsage: defineCall({ method: 'GET', path: '/api/tools/asr/usage', auth: true, response: asrUsage }),
  asrPolicy: defineCall({
    method: 'POST',
    path: '/api/tools/asr/policy',
    auth: true,
    body: object({
      filename,
      fileLength: z.number({ error: toolsMessages.asrTooLarge }).int(toolsMessages.asrTooLarge).positive(toolsMessages.asrTooLarge).max(toolsLimits.asrMaxBytes, toolsMessages.asrTooLarge),
      /** Seconds, as the browser read them. */
      duration: z.number({ error: toolsMessages.asrDurationInvalid }).positive(toolsMessages.asrDurationInvalid).max(toolsLimits.asrMaxSeconds, toolsMessages.asrTooLong),
    }),
    response: uploadPolicy,
  }),
  /** Ours: the uploaded file becomes a task (the spec's upload callback). */
  asrAddTask: defineCall({
    method: 'POST',
    path: '/api/tools/asr/addTask',
    auth: true,
    body: object({ key: uploadKey, filename }),
    response: asrAddResult,
  }),
  asrParseShareUrl: defineCall({
    method: 'POST',
    path: '/api/tools/asr/parseShareUrl',
    auth: true,
    body: object({ shareUrl: text(toolsMessages.shareUrlRequired).max(toolsLimits.shareTextMax, toolsMessages.shareUrlTooLong) }),
    response: asrAddResult,
  }),
  asrTaskList: defineCall({
    method: 'POST',
    path: '/api/tools/asr/taskList',
    auth: true,
    body: object({
      page: z.number({ error: toolsMessages.pageInvalid }).int(toolsMessages.pageInvalid).min(1, toolsMessages.pageInvalid).max(1_000_000, toolsMessages.pageInvalid).default(1),
      pageSize: z.number({ error: toolsMessages.pageInvalid }).int(toolsMessages.pageInvalid).min(1, toolsMessages.pageInvalid).max(50, toolsMessages.pageInvalid).default(toolsLimits.asrPageSize),
    }),
    response: page(asrTask),
  }),
  asrTaskDetails: defineCall({ method: 'GET', path: '/api/tools/asr/taskDetails', auth: true, query: object({ taskCode }), response: asrTaskDetail }),
  asrDeleteTask: defineCall({ method: 'GET', path: '/api/tools/asr/deleteTask', auth: true, query: object({ taskCode }), response: empty }),
};

export type ToolsInfo = z.output<typeof toolsInfo>;
export type OcrResult = z.output<typeof ocrResult>;
export type VideoParseResult = z.output<typeof videoParseResult>;
export type AsrTask = z.output<typeof asrTask>;
export type AsrSentence = z.output<typeof asrSentence>;
export type AsrTaskDetail = z.output<typeof asrTaskDetail>;
export type AsrUsage = z.output<typeof asrUsage>;
export type AsrAddResult = z.output<typeof asrAddResult>;
