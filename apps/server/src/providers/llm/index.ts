// The writing model (issue 15): the one place where the provider is chosen from configuration.
// Services receive an LlmProvider and never ask which one it is.
import type { LlmConfig } from './config.ts';
import { OpenAiCompatibleLlm } from './openaiCompatible.ts';
import { LlmError } from './types.ts';
import type { ChatEvent, LlmProvider } from './types.ts';

/// Stands in when no model is configured: every call fails with `unconfigured`, whose message
/// says what to set, and `configured: false` lets pages show that message instead of the input.
export class UnconfiguredLlm implements LlmProvider {
  readonly id = 'none' as const;
  readonly configured = false;
  readonly model = '';
  readonly contextTokens = 0;
  readonly maxOutputTokens = 0;

  streamChat(): AsyncIterable<ChatEvent> {
    return {
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(new LlmError('unconfigured')),
      }),
    };
  }
}

export function createLlmProvider(config: LlmConfig, deps: { fetch?: typeof fetch } = {}): LlmProvider {
  switch (config.provider) {
    case 'none':
      return new UnconfiguredLlm();
    case 'openai-compatible':
      return new OpenAiCompatibleLlm({ ...config, fetch: deps.fetch });
  }
}

export { loadLlmConfig, LLM_DEFAULTS } from './config.ts';
export type { LlmConfig } from './config.ts';
export { OpenAiCompatibleLlm, ThinkFilter } from './openaiCompatible.ts';
export { buildChatMessages, capHistory, estimatePromptTokens, estimateTokens } from './tokens.ts';
export type { CappedHistory } from './tokens.ts';
export { LLM_ERROR_MESSAGES, LLM_ERROR_STATUS, LlmConfigError, LlmError } from './types.ts';
export type { ChatEvent, ChatMessage, ChatRequest, ChatResult, ChatRole, FinishReason, LlmErrorCode, LlmProvider, TokenUsage } from './types.ts';
