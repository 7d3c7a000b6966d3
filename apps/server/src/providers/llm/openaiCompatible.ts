// Any server that speaks OpenAI's streaming chat completions: OpenAI, DeepSeek, Qwen (DashScope
// compatible mode), Moonshot, Zhipu, Ollama, vLLM, llama.cpp's server. Only the base URL, the key
// and the model name differ; nothing here is specific to one of them.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import { estimatePromptTokens, estimateTokens } from './tokens.ts';
import { LlmError } from './types.ts';
import type { ChatEvent, ChatMessage, ChatRequest, FinishReason, LlmErrorCode, LlmProvider, TokenUsage } from './types.ts';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  maxOutputTokens: number;
  contextTokens: number;
  maxRetries: number;
  maxTokensField: 'max_tokens' | 'max_completion_tokens';
  /// For tests and proxies; the global fetch otherwise.
  fetch?: typeof fetch;
}

/// Strips a leading `<think>…</think>` block. Reasoning models served by Ollama or llama.cpp
/// (Qwen3, DeepSeek-R1 distills) put their chain of thought into the answer's text; a script for
/// voice-over must not contain it. Works across chunk boundaries, keeping at most 8 characters.
export class ThinkFilter {
  private state: 'start' | 'think' | 'after' | 'pass' = 'start';
  private buffer = '';

  push(delta: string): string {
    if (this.state === 'pass') return delta;
    this.buffer += delta;
    if (this.state === 'start') {
      const head = this.buffer.trimStart();
      if ('<think>'.startsWith(head)) return '';
      if (!head.startsWith('<think>')) return this.pass();
      this.state = 'think';
      this.buffer = head.slice('<think>'.length);
    }
    if (this.state === 'think') {
      const end = this.buffer.indexOf('</think>');
      if (end < 0) {
        this.buffer = this.buffer.slice(-('</think>'.length - 1));
        return '';
      }
      this.state = 'after';
      this.buffer = this.buffer.slice(end + '</think>'.length);
    }
    // After the block: drop the blank lines that separate it from the answer.
    this.buffer = this.buffer.trimStart();
    return this.buffer ? this.pass() : '';
  }

  /// What is still held back when the stream ends (an answer that was only `<thi`).
  flush(): string {
    return this.state === 'start' ? this.pass() : '';
  }

  private pass(): string {
    this.state = 'pass';
    const out = this.buffer;
    this.buffer = '';
    return out;
  }
}

// Upstream wording of "the prompt does not fit": OpenAI/vLLM "maximum context length",
// llama.cpp "exceeds the available context size", Moonshot "exceeded model token limit",
// DashScope "Range of input length should be", Zhipu "Prompt 超长". Checked on the first 500
// characters only, with patterns that cannot backtrack.
const CONTEXT_PATTERNS = [/context[ _-]?length/i, /context (size|window)/i, /maximum context/i, /token limit/i, /input length/i, /too many tokens/i, /prompt is too long/i, /超长/, /过长/];

function isContextLength(error: APIError): boolean {
  if (error.code === 'context_length_exceeded' || error.type === 'exceed_context_size_error') return true;
  const text = error.message.slice(0, 500);
  return CONTEXT_PATTERNS.some((p) => p.test(text));
}

function finishReason(raw: string | null): FinishReason {
  return raw === 'stop' || raw === 'length' || raw === 'content_filter' ? raw : 'other';
}

export class OpenAiCompatibleLlm implements LlmProvider {
  readonly id = 'openai-compatible' as const;
  readonly configured = true;
  readonly model: string;
  readonly contextTokens: number;
  readonly maxOutputTokens: number;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.model = options.model;
    this.contextTokens = options.contextTokens;
    this.maxOutputTokens = options.maxOutputTokens;
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // The SDK insists on a key; for keyless local servers the header is then removed below, so
      // no made-up credential is sent. Nothing is read from OPENAI_* variables.
      apiKey: options.apiKey ?? 'unused',
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      defaultHeaders: options.apiKey ? undefined : { Authorization: null },
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
      fetch: options.fetch,
    });
  }

  async *streamChat(request: ChatRequest): AsyncGenerator<ChatEvent, void, undefined> {
    const { signal } = request;
    if (signal?.aborted) throw new LlmError('aborted');
    const model = request.model ?? this.options.model;
    const maxTokens = Math.min(request.maxTokens ?? this.options.maxOutputTokens, this.options.maxOutputTokens);
    const body: ChatCompletionCreateParamsStreaming = {
      model,
      messages: request.messages.map((m: ChatMessage) => ({ role: m.role, content: m.content })),
      stream: true,
      stream_options: { include_usage: true },
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      ...(request.topP === undefined ? {} : { top_p: request.topP }),
      ...(request.stop?.length ? { stop: request.stop } : {}),
      [this.options.maxTokensField]: maxTokens,
    };

    // One controller ends the upstream request, whoever asks: the caller's signal, the idle
    // timer, or the consumer leaving the loop (the `finally` below).
    const upstream = new AbortController();
    const onAbort = () => upstream.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    let idle: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        upstream.abort();
      }, this.options.timeoutMs);
    };

    const filter = new ThinkFilter();
    let text = '';
    // Everything the model generated, reasoning included: what an estimate has to charge for.
    let generated = '';
    let usage: ChatCompletionChunk['usage'] | null = null;
    let finish: string | null = null;
    let answeredBy = model;
    let started = false;
    // the request has left for the model: from here its prompt is paid for, whatever happens next
    let sent = false;
    const usageNow = (): TokenUsage => {
      if (usage) {
        const promptTokens = usage.prompt_tokens ?? estimatePromptTokens(request.messages);
        const completionTokens = usage.completion_tokens ?? estimateTokens(generated);
        return { promptTokens, completionTokens, totalTokens: usage.total_tokens ?? promptTokens + completionTokens, estimated: false };
      }
      const promptTokens = estimatePromptTokens(request.messages);
      const completionTokens = estimateTokens(generated);
      return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, estimated: true };
    };
    const fail = (code: LlmErrorCode, error?: unknown) =>
      new LlmError(code, {
        detail: error instanceof Error ? error.message : undefined,
        partial: started || (sent && (code === 'aborted' || code === 'timeout')) ? { text: text + filter.flush(), usage: usageNow() } : undefined,
        cause: error,
      });

    try {
      arm();
      let stream: AsyncIterable<ChatCompletionChunk>;
      try {
        sent = true;
        stream = await this.client.chat.completions.create(body, { signal: upstream.signal });
      } catch (error) {
        throw this.normalize(error, { aborted: signal?.aborted ?? false, timedOut, started, fail });
      }
      started = true;
      arm();
      try {
        for await (const chunk of stream) {
          if (chunk.model) answeredBy = chunk.model;
          if (chunk.usage) usage = chunk.usage;
          let out = '';
          for (const choice of chunk.choices ?? []) {
            if (choice.index !== 0) continue;
            const delta = choice.delta as { content?: string | null; reasoning_content?: string | null; reasoning?: string | null } | undefined;
            generated += (delta?.reasoning_content ?? '') + (delta?.reasoning ?? '');
            if (delta?.content) {
              generated += delta.content;
              out += filter.push(delta.content);
            }
            if (choice.finish_reason) finish = choice.finish_reason;
            // Moonshot puts the usage inside the last choice rather than beside it.
            const inChoice = (choice as { usage?: ChatCompletionChunk['usage'] }).usage;
            if (inChoice && !chunk.usage) usage = inChoice;
          }
          if (out) {
            text += out;
            // The wait for our consumer is not the upstream's silence.
            clearTimeout(idle);
            yield { type: 'delta', text: out };
            arm();
          } else {
            arm();
          }
        }
      } catch (error) {
        throw this.normalize(error, { aborted: signal?.aborted ?? false, timedOut, started, fail });
      }
      // The SDK ends the iteration quietly when its request is aborted; say why it ended.
      if (signal?.aborted) throw fail('aborted');
      if (timedOut) throw fail('timeout');
      // Every server ends an answer with a finish reason; a stream that simply stopped was cut.
      if (finish === null) throw fail('stream_broken');
      const tail = filter.flush();
      if (tail) {
        text += tail;
        yield { type: 'delta', text: tail };
      }
      yield { type: 'done', result: { text, usage: usageNow(), finishReason: finishReason(finish), model: answeredBy } };
    } finally {
      clearTimeout(idle);
      signal?.removeEventListener('abort', onAbort);
      // A consumer that stopped iterating early must not leave the model generating.
      upstream.abort();
    }
  }

  private normalize(error: unknown, state: { aborted: boolean; timedOut: boolean; started: boolean; fail: (code: LlmErrorCode, error?: unknown) => LlmError }): LlmError {
    const { fail } = state;
    if (error instanceof LlmError) return error;
    if (state.aborted) return fail('aborted', error);
    if (state.timedOut || error instanceof APIConnectionTimeoutError) return fail('timeout', error);
    if (error instanceof APIUserAbortError) return fail('aborted', error);
    if (error instanceof APIConnectionError) return fail('network', error);
    if (error instanceof APIError) {
      if (isContextLength(error)) return fail('context_length', error);
      const status = error.status;
      // No status: an error event inside a stream that had started.
      if (status === undefined) return fail('stream_broken', error);
      if (status === 401 || status === 403) return fail('auth', error);
      if (status === 429) return fail('rate_limit', error);
      if (status === 404) return fail('model_not_found', error);
      if (status === 408) return fail('timeout', error);
      if (status >= 500) return fail('upstream', error);
      return fail('bad_request', error);
    }
    // undici's "terminated" (the connection dropped mid-body), malformed event JSON…
    return fail(state.started ? 'stream_broken' : 'network', error);
  }
}
