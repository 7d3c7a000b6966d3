// The writing model behind AI writing, inspiration and smart rewrite (issue 15): one interface,
// streamed, cancellable, with errors a page can show as they are. Adapters import only this file.

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatRequest {
  /// System prompt first, then the history, then the question.
  messages: readonly ChatMessage[];
  /// Overrides `LLM_MODEL` for this call.
  model?: string;
  temperature?: number;
  topP?: number;
  /// Output cap for this call; never above `LLM_MAX_OUTPUT_TOKENS`.
  maxTokens?: number;
  stop?: string[];
  /// Aborting ends the upstream HTTP request at once (its socket is closed), so a stopped answer
  /// burns no further tokens. The stream then throws an LlmError `aborted`.
  signal?: AbortSignal;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /// True when the server reported no usage and the numbers come from `estimateTokens`.
  estimated: boolean;
}

/// Why the model stopped: `length` = it hit the output cap, `content_filter` = the provider's
/// moderation cut it; anything else the server sends is passed through as `other`.
export type FinishReason = 'stop' | 'length' | 'content_filter' | 'other';

export interface ChatResult {
  text: string;
  usage: TokenUsage;
  finishReason: FinishReason;
  /// The model the server says answered (it may differ from the one asked, e.g. an alias).
  model: string;
}

/// What a chat stream yields: text deltas, then exactly one `done` as the last event.
export type ChatEvent = { type: 'delta'; text: string } | { type: 'done'; result: ChatResult };

export interface LlmProvider {
  readonly id: 'openai-compatible' | 'none';
  /// False when nothing is configured: every call then throws LlmError `unconfigured`, and pages
  /// show the setup message instead of the input.
  readonly configured: boolean;
  /// The default model (`LLM_MODEL`), '' when unconfigured.
  readonly model: string;
  /// Prompt + output must fit here; the history cap is computed from it (`LLM_CONTEXT_TOKENS`).
  readonly contextTokens: number;
  readonly maxOutputTokens: number;
  /// Streams one completion. Throws LlmError (from the iteration) on failure; after text has
  /// arrived the error carries it in `partial`, so the caller can keep it and meter its tokens. A request
  /// that was sent and then stopped or timed out before any answer carries `partial` too (no text, the
  /// prompt's tokens): the prompt reached the model (issue 26 §8).
  streamChat(request: ChatRequest): AsyncIterable<ChatEvent>;
}

export type LlmErrorCode =
  | 'unconfigured'
  | 'auth'
  | 'rate_limit'
  | 'context_length'
  | 'model_not_found'
  | 'bad_request'
  | 'upstream'
  | 'timeout'
  | 'network'
  | 'stream_broken'
  | 'aborted';

/// Chinese messages shown to the user as they are (the envelope's `message`).
export const LLM_ERROR_MESSAGES: Record<LlmErrorCode, string> = {
  // Written for the user (issue 28); the administrator's settings are in the README and the log at start.
  unconfigured: '本站暂未开通AI写作，暂时不能生成或改写文案。你可以自己写好文案，直接去配音。',
  auth: 'AI写作暂时无法使用，请稍后再试；一直如此时请通过意见反馈告诉我们',
  rate_limit: 'AI写作服务请求过于频繁或额度不足，请稍后再试',
  context_length: '内容过长，超出了模型的上下文长度，请缩短内容或开始新的对话',
  model_not_found: 'AI写作暂时无法使用，请稍后再试；一直如此时请通过意见反馈告诉我们',
  bad_request: 'AI写作服务拒绝了本次请求',
  upstream: 'AI写作服务暂时不可用，请稍后再试',
  timeout: 'AI写作服务响应超时，请稍后再试',
  network: '无法连接AI写作服务，请稍后再试',
  stream_broken: 'AI写作服务连接中断，回答不完整',
  aborted: '已停止回答',
};

/// A suggested envelope code per error, so every route answers the same failure the same way.
export const LLM_ERROR_STATUS: Record<LlmErrorCode, number> = {
  unconfigured: 503,
  auth: 502,
  rate_limit: 429,
  context_length: 400,
  model_not_found: 502,
  bad_request: 400,
  upstream: 502,
  timeout: 504,
  network: 502,
  stream_broken: 502,
  aborted: 499,
};

export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly status: number;
  /// What the upstream said (English as often as not): for the log, never for the user.
  readonly detail: string | undefined;
  /// The text that arrived before the failure and the tokens it cost (estimated when the server
  /// sent no usage before failing), so the caller can keep the partial answer and meter it; for a request
  /// stopped or timed out after it was sent, no text and the prompt's tokens.
  readonly partial: { text: string; usage: TokenUsage } | undefined;

  constructor(
    readonly code: LlmErrorCode,
    options: { detail?: string; partial?: { text: string; usage: TokenUsage }; cause?: unknown } = {},
  ) {
    super(LLM_ERROR_MESSAGES[code], { cause: options.cause });
    this.status = LLM_ERROR_STATUS[code];
    this.detail = options.detail;
    this.partial = options.partial;
  }
}

/// Thrown by `loadLlmConfig` for a value that cannot be right (the server refuses to start).
export class LlmConfigError extends Error {
  override readonly name = 'LlmConfigError';
}
