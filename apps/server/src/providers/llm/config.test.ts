import { describe, expect, it } from 'vitest';
import { LlmConfigError, loadLlmConfig } from './index.ts';

describe('loadLlmConfig', () => {
  it('is none when nothing is set', () => {
    expect(loadLlmConfig({})).toEqual({ provider: 'none' });
    expect(loadLlmConfig({ LLM_PROVIDER: 'none', LLM_MODEL: 'x' })).toEqual({ provider: 'none' });
  });

  it('reads a local Ollama with defaults for the rest', () => {
    expect(loadLlmConfig({ LLM_BASE_URL: 'http://localhost:11434/v1/', LLM_MODEL: 'qwen2.5:7b' })).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      model: 'qwen2.5:7b',
      timeoutMs: 60_000,
      maxOutputTokens: 2048,
      contextTokens: 8192,
      maxRetries: 1,
      maxTokensField: 'max_tokens',
    });
  });

  it('defaults the base URL to OpenAI’s when only a key and a model are given', () => {
    expect(loadLlmConfig({ LLM_API_KEY: 'sk-x', LLM_MODEL: 'gpt-4o-mini' })).toMatchObject({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-x' });
  });

  it('reads the numbers', () => {
    expect(loadLlmConfig({ LLM_MODEL: 'm', LLM_TIMEOUT_MS: '5000', LLM_MAX_OUTPUT_TOKENS: '1024', LLM_CONTEXT_TOKENS: '32768', LLM_MAX_RETRIES: '0', LLM_MAX_TOKENS_FIELD: 'max_completion_tokens' })).toMatchObject({
      timeoutMs: 5000,
      maxOutputTokens: 1024,
      contextTokens: 32768,
      maxRetries: 0,
      maxTokensField: 'max_completion_tokens',
    });
  });

  it('refuses to start on a half-set or wrong configuration', () => {
    expect(() => loadLlmConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/LLM_MODEL is required/);
    expect(() => loadLlmConfig({ LLM_API_KEY: 'sk-x' })).toThrow(LlmConfigError);
    expect(() => loadLlmConfig({ LLM_PROVIDER: 'ollama', LLM_MODEL: 'm' })).toThrow(/LLM_PROVIDER/);
    expect(() => loadLlmConfig({ LLM_MODEL: 'm', LLM_BASE_URL: 'localhost:11434' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadLlmConfig({ LLM_MODEL: 'm', LLM_BASE_URL: 'ftp://x/v1' })).toThrow(/http/);
    expect(() => loadLlmConfig({ LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => loadLlmConfig({ LLM_MODEL: 'm', LLM_CONTEXT_TOKENS: '1000', LLM_MAX_OUTPUT_TOKENS: '2048' })).toThrow(/must exceed/);
    expect(() => loadLlmConfig({ LLM_MODEL: 'm', LLM_MAX_TOKENS_FIELD: 'tokens' })).toThrow(/LLM_MAX_TOKENS_FIELD/);
  });
});
