import { z } from 'zod';
import { defineCall, empty, object, text } from './define.ts';

/// AI writing (spec 02 §2.8-2.10, §3, §4 "Chat answer", §5 "Chat, inspiration", §7 "AI writing", §8): the
/// assistant's three modes, its conversations, the prompt library, the inspiration templates and smart
/// rewrite. Texts the spec quotes are used verbatim; the others (marked "ours") fill gaps it leaves.
export const gptMessages = {
  questionBlank: '请输入您的问题',
  questionTooLong: '问题不能超过2000个字符', // ours (spec 02 §9: chat input 2000)
  /** The free-text question dialog (spec 02 §5). */
  dialogBlank: '问题不能为空',
  inspirationBlank: '输入内容不能为空',
  inspirationTooLong: '输入内容不能超过500个字符', // ours (spec 02 §5: 500)
  rewriteBlank: '请输入文案内容',
  rewriteTooLong: '文案内容不能超过2000个字符', // ours
  rewriteTargetInvalid: '目标时长须为 1 到 600 秒之间的整数', // ours (issue 28 §1)
  copyEmpty: '内容为空，无法复制',
  copied: '已复制到剪贴板',
  /** spec 02 §8: when the clipboard API is unavailable and the fallback copy worked. */
  copiedFallback: '复制成功',
  copyFailed: '复制失败',
  /** spec 02 §8: a stream that broke (no final event, unreadable events). */
  streamFailed: '发生异常',
  generating: '正在生成...',
  stopped: '已停止回答', // ours
  modeInvalid: '对话模式不正确', // ours
  conversationInvalid: '对话ID不正确', // ours
  conversationNotFound: '对话不存在或已删除', // ours
  conversationModeMismatch: '该对话不属于当前模式', // ours
  conversationTitleBlank: '对话名称不能为空', // ours
  conversationTitleTooLong: '对话名称不能超过30个字符', // ours
  conversationFull: '当前对话内容已达上限，请开始新的对话', // ours
  pageInvalid: '分页参数不正确', // ours
  categoryInvalid: '提示词分类不正确', // ours
  keywordTooLong: '搜索内容不能超过30个字符', // ours
  templateCodeInvalid: '灵感模板编号不正确', // ours
  templateNotFound: '灵感模板不存在', // ours
  /** Another answer of the same user is still streaming (ours: every request is bounded). */
  busy: '上一个回答还在生成中，请稍后再试', // ours
  quotaExhausted: (limit: number, member: boolean) =>
    member
      ? `本月AI写作额度（${limit.toLocaleString('en-US')} tokens）已用完，下月1日恢复`
      : `本月免费AI写作额度（${limit.toLocaleString('en-US')} tokens）已用完，开通AI写作会员每月可用100万tokens`, // ours
} as const;

/// spec 02 §2.8: 1 default chat, 2 translation helper, 3 editing helper.
export const gptModes = [1, 2, 3] as const;
export type GptMode = (typeof gptModes)[number];
export const gptModeNames: Record<GptMode, string> = { 1: '默认对话', 2: '翻译助手', 3: '编辑助手' };

/// spec 02 §2.8, §9: the sidebar's service menu.
export const gptServiceMenu = { inspiration: 98, prompts: 99, subscription: 100 } as const;

/// spec 02 §3: a chat message's state: -1 failed, 1 preparing, 2 streaming, 3 complete.
export const gptMessageStates = { failed: -1, preparing: 1, streaming: 2, complete: 3 } as const;
export type GptMessageState = (typeof gptMessageStates)[keyof typeof gptMessageStates];
/// spec 02 §3: role 1 question, 2 answer.
export type GptRole = 1 | 2;

/// spec 02 §5, §9 and ours.
export const gptLimits = {
  chatMax: 2000,
  inspirationMax: 500,
  rewriteMax: 2000,
  /** 智能改写's target length in seconds of speech (issue 28 §1). */
  rewriteTargetMin: 1,
  rewriteTargetMax: 600,
  promptsPageSize: 12,
  templatesPageSize: 30,
  conversationsPageSize: 20,
  conversationTitleMax: 30,
  keywordMax: 30,
} as const;

/// The prompt library's categories (ours), in the order the page shows them.
export const gptPromptCategories = ['口播文案', '短视频', '直播带货', '新闻资讯', '有声书', '广告营销', '课程讲解', '润色翻译'] as const;
export type GptPromptCategory = (typeof gptPromptCategories)[number];

/// The icons an inspiration template may name (ours; the web draws them, so nothing is hot-linked).
export const gptTemplateIcons = ['video', 'live', 'product', 'book', 'news', 'course', 'ad', 'festival', 'story', 'brand', 'travel', 'food', 'podcast', 'game', 'health', 'notice'] as const;
export type GptTemplateIcon = (typeof gptTemplateIcons)[number];

const idMax = 2_147_483_647;
/// An integer from a query string or a JSON body (digit strings become numbers).
const int = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const conversationId = int(gptMessages.conversationInvalid, 1, idMax);
const mode = int(gptMessages.modeInvalid, 1, 3) as unknown as z.ZodType<GptMode, unknown>;
const pageOf = (size: number) => ({
  page: int(gptMessages.pageInvalid, 1, 100_000).optional().default(1),
  pageSize: int(gptMessages.pageInvalid, 1, size).optional().default(size),
});
const page = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), list: z.array(item) });

/// What the user typed into the chat input: trimmed, not blank, at most 2000 characters.
const question = text(gptMessages.questionBlank).max(gptLimits.chatMax, gptMessages.questionTooLong);

/// The body of a chat call. `conversationId` continues a conversation (its earlier turns are the history in
/// default mode, capped by tokens on the server); without it a new conversation starts.
export const gptChatInput = object({
  content: question,
  conversationId: conversationId.nullish(),
});
/// POST /api/gpt/chat also takes the mode (spec 02 §7), default 1; /translate and /edit are modes 2 and 3.
export const gptChatModeInput = gptChatInput.extend({ mode: mode.optional().default(1) });

export const gptRewriteInput = object({
  content: text(gptMessages.rewriteBlank).max(gptLimits.rewriteMax, gptMessages.rewriteTooLong),
  /** Ours (issue 28 §1): the rewrite should take about this many seconds to say; absent, about as long as the
   *  original. */
  targetSeconds: z
    .number({ error: gptMessages.rewriteTargetInvalid })
    .int(gptMessages.rewriteTargetInvalid)
    .min(gptLimits.rewriteTargetMin, gptMessages.rewriteTargetInvalid)
    .max(gptLimits.rewriteTargetMax, gptMessages.rewriteTargetInvalid)
    .nullish(),
});

const templateCode = text(gptMessages.templateCodeInvalid).regex(/^[a-z0-9-]{1,40}$/, gptMessages.templateCodeInvalid);
export const gptTemplateApplyInput = object({
  code: templateCode,
  content: text(gptMessages.inspirationBlank).max(gptLimits.inspirationMax, gptMessages.inspirationTooLong),
});

/// Token usage of one answer; `estimated` when the model's server reported none (then it is our upper bound).
export const gptUsage = z.object({ promptTokens: z.number(), completionTokens: z.number(), totalTokens: z.number(), estimated: z.boolean() });

/// The events of a streamed answer (`text/event-stream`; the SSE `event:` field names the type, `data:` is
/// the JSON below). `start` comes first (with the conversation of a chat call), then `delta`s, then exactly one
/// `done` (with the finished flag) or one `error` — spec 02 §7: "an error arrives as a JSON event with code
/// and message". A refusal before the answer starts is an ordinary JSON envelope instead.
export const gptStreamEvents = {
  start: z.object({ conversationId: z.number().nullable() }),
  delta: z.object({ text: z.string() }),
  done: z.object({
    finished: z.literal(true),
    /** 'length' when the answer hit the output cap. */
    finishReason: z.enum(['stop', 'length', 'content_filter', 'other']),
    usage: gptUsage,
    conversationId: z.number().nullable(),
  }),
  error: z.object({ code: z.number(), message: z.string() }),
} as const;
export type GptStreamEvent =
  | ({ type: 'start' } & z.output<typeof gptStreamEvents.start>)
  | ({ type: 'delta' } & z.output<typeof gptStreamEvents.delta>)
  | ({ type: 'done' } & z.output<typeof gptStreamEvents.done>);

/// GET /api/gpt/status (ours): whether a model is configured (else the pages show the setup message in place
/// of the input) and this month's metered tokens against the writing entitlement.
export const gptStatus = z.object({
  configured: z.boolean(),
  /** What an administrator has to set, when not configured. */
  setupMessage: z.string().nullable(),
  model: z.string().nullable(),
  quota: z.object({
    member: z.boolean(),
    /** Tokens used this month (Beijing time). */
    used: z.number(),
    limit: z.number(),
    /** 'YYYY-MM'. */
    month: z.string(),
  }),
});

export const gptWelcome = z.object({ mode: z.number(), content: z.string() });

/// spec 02 §3 "GPT chat message" as a stored conversation shows it.
export const gptMessage = z.object({
  id: z.number(),
  role: z.union([z.literal(1), z.literal(2)]),
  content: z.string(),
  state: z.number(),
  errorMessage: z.string().nullable(),
  timeStamp: z.number(),
});
export const gptConversation = z.object({ id: z.number(), mode: z.number(), title: z.string(), updateTime: z.number(), messageCount: z.number() });
export const gptConversationDetail = gptConversation.extend({ messages: z.array(gptMessage) });

/// spec 02 §3 "Prompt" (plus its category).
export const gptPrompt = z.object({ id: z.number(), title: z.string(), subtitle: z.string(), promptZh: z.string(), promptEn: z.string(), category: z.string() });

/// spec 02 §3 "Inspiration template".
export const gptTemplateLabel = z.object({ id: z.number(), textColor: z.string(), bgColor: z.string(), value: z.string() });
export const gptTemplate = z.object({
  code: z.string(),
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  placeholder: z.string(),
  demos: z.array(z.string()),
  label: gptTemplateLabel.nullable(),
});

const category = z
  .string({ error: gptMessages.categoryInvalid })
  .refine((value) => (gptPromptCategories as readonly string[]).includes(value), gptMessages.categoryInvalid);
const keyword = z
  .preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), z.string({ error: gptMessages.keywordTooLong }).trim().max(gptLimits.keywordMax, gptMessages.keywordTooLong).optional());

/// A streamed call: its answer is `text/event-stream` of `gptStreamEvents` (`api.gpt.chat` etc. resolve with an
/// async iterable of events), not an envelope.
const streamed = z.custom<AsyncIterable<GptStreamEvent>>();

export const gpt = {
  status: defineCall({ method: 'GET', path: '/api/gpt/status', auth: true, response: gptStatus }),
  welcome: defineCall({ method: 'GET', path: '/api/gpt/welcome', query: object({ mode }), response: gptWelcome }),
  chat: defineCall({ method: 'POST', path: '/api/gpt/chat', auth: true, body: gptChatModeInput, response: streamed }),
  translate: defineCall({ method: 'POST', path: '/api/gpt/translate', auth: true, body: gptChatInput, response: streamed }),
  edit: defineCall({ method: 'POST', path: '/api/gpt/edit', auth: true, body: gptChatInput, response: streamed }),
  rewrite: defineCall({ method: 'POST', path: '/api/gpt/rewrite', auth: true, body: gptRewriteInput, response: streamed }),
  conversationList: defineCall({
    method: 'GET',
    path: '/api/gpt/conversation/list',
    auth: true,
    query: object({ mode, ...pageOf(gptLimits.conversationsPageSize) }),
    response: page(gptConversation),
  }),
  conversationDetail: defineCall({ method: 'GET', path: '/api/gpt/conversation/detail', auth: true, query: object({ id: conversationId }), response: gptConversationDetail }),
  conversationRename: defineCall({
    method: 'POST',
    path: '/api/gpt/conversation/rename',
    auth: true,
    body: object({ id: conversationId, title: text(gptMessages.conversationTitleBlank).max(gptLimits.conversationTitleMax, gptMessages.conversationTitleTooLong) }),
    response: gptConversation,
  }),
  conversationDelete: defineCall({ method: 'POST', path: '/api/gpt/conversation/delete', auth: true, body: object({ id: conversationId }), response: empty }),
  promptList: defineCall({
    method: 'POST',
    path: '/api/gpt/prompt/list',
    body: object({ ...pageOf(gptLimits.promptsPageSize), category: category.optional() }),
    response: page(gptPrompt),
  }),
  templateSearch: defineCall({
    method: 'POST',
    path: '/api/gpt/template/search',
    body: object({ ...pageOf(gptLimits.templatesPageSize), keyword }),
    response: page(gptTemplate),
  }),
  templateDetail: defineCall({ method: 'GET', path: '/api/gpt/template/detail', query: object({ code: templateCode }), response: gptTemplate }),
  templateApply: defineCall({ method: 'POST', path: '/api/gpt/template/apply', auth: true, body: gptTemplateApplyInput, response: streamed }),
};

/// The calls whose answer is an event stream.
export const gptStreamCalls = ['chat', 'translate', 'edit', 'rewrite', 'templateApply'] as const;
export type GptStreamCall = (typeof gptStreamCalls)[number];

export type GptStatus = z.output<typeof gptStatus>;
export type GptWelcome = z.output<typeof gptWelcome>;
export type GptMessage = z.output<typeof gptMessage>;
export type GptConversation = z.output<typeof gptConversation>;
export type GptConversationDetail = z.output<typeof gptConversationDetail>;
export type GptPrompt = z.output<typeof gptPrompt>;
export type GptTemplate = z.output<typeof gptTemplate>;
export type GptTemplateLabel = z.output<typeof gptTemplateLabel>;
export type GptUsage = z.output<typeof gptUsage>;
export type GptChatInput = z.input<typeof gptChatModeInput>;
export type GptRewriteInput = z.input<typeof gptRewriteInput>;
export type GptTemplateApplyInput = z.input<typeof gptTemplateApplyInput>;
