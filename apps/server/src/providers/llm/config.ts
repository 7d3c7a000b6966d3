// Writing-model settings from the environment (README "AI writing model"). Kept beside the
// provider so the server's config can embed it as `llm`.
import { LlmConfigError } from './types.ts';

export type LlmConfig =
  | { provider: 'none' }
  | {
      provider: 'openai-compatible';
      /// Up to and including the version segment: `https://api.deepseek.com/v1`, `http://localhost:11434/v1`.
      baseUrl: string;
      /// Null for local servers that need none (Ollama, vLLM or llama.cpp without `--api-key`).
      apiKey: string | null;
      model: string;
      /// Longest wait for the answer to start, and between two chunks of it.
      timeoutMs: number;
      maxOutputTokens: number;
      /// The model's context window: prompt + output must fit (history is capped to it).
      contextTokens: number;
      /// Retries of a request that failed before any text arrived (429, 5xx, connection refused).
      maxRetries: number;
      /// OpenAI's newest models accept only `max_completion_tokens`; every other server `max_tokens`.
      maxTokensField: 'max_tokens' | 'max_completion_tokens';
    };

export const LLM_DEFAULTS = {
  baseUrl: 'https://api.openai.com/v1',
  timeoutMs: 60_000,
  maxOutputTokens: 2048,
  contextTokens: 8192,
  maxRetries: 1,
} as const;

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new LlmConfigError(`${name} must be a whole number ≥ ${min}, got ${raw}`);
  return n;
}

/// Reads LLM_* variables. Nothing set → `none` (every writing call answers AI写作服务未配置);
/// a half-set configuration (a URL or key without a model) refuses to start rather than fail
/// on the first user's question.
export function loadLlmConfig(env: Env = process.env): LlmConfig {
  const provider = env.LLM_PROVIDER || (env.LLM_MODEL || env.LLM_BASE_URL || env.LLM_API_KEY ? 'openai-compatible' : 'none');
  if (provider === 'none') return { provider: 'none' };
  if (provider !== 'openai-compatible') throw new LlmConfigError(`LLM_PROVIDER must be openai-compatible or none, got ${provider}`);
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new LlmConfigError('LLM_MODEL is required for the openai-compatible writing model (e.g. qwen2.5:7b, deepseek-chat, gpt-4o-mini)');
  const baseUrl = (env.LLM_BASE_URL || LLM_DEFAULTS.baseUrl).replace(/(?<!\/)\/+$/, '');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new LlmConfigError(`LLM_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LlmConfigError(`LLM_BASE_URL must be http(s): ${baseUrl}`);
  const maxTokensField = env.LLM_MAX_TOKENS_FIELD || 'max_tokens';
  if (maxTokensField !== 'max_tokens' && maxTokensField !== 'max_completion_tokens') throw new LlmConfigError(`LLM_MAX_TOKENS_FIELD must be max_tokens or max_completion_tokens, got ${maxTokensField}`);
  const maxOutputTokens = positiveInt(env, 'LLM_MAX_OUTPUT_TOKENS', LLM_DEFAULTS.maxOutputTokens);
  const contextTokens = positiveInt(env, 'LLM_CONTEXT_TOKENS', LLM_DEFAULTS.contextTokens);
  if (contextTokens <= maxOutputTokens) throw new LlmConfigError(`LLM_CONTEXT_TOKENS (${contextTokens}) must exceed LLM_MAX_OUTPUT_TOKENS (${maxOutputTokens})`);
  return {
    provider,
    baseUrl,
    apiKey: env.LLM_API_KEY || null,
    model,
    timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', LLM_DEFAULTS.timeoutMs, 100),
    maxOutputTokens,
    contextTokens,
    maxRetries: positiveInt(env, 'LLM_MAX_RETRIES', LLM_DEFAULTS.maxRetries, 0),
    maxTokensField,
  };
}
