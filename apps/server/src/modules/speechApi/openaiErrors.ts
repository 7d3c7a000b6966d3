// Errors of the /v1 paths in OpenAI's shape, `{"error": {"message", "type", "param", "code"}}` with the matching
// HTTP status: the tools that call these paths use OpenAI's clients, which read exactly that (the rest of the
// API keeps the studio's envelope). Messages stay Chinese, as everywhere.
import { z } from 'zod';

export type OpenAiErrorType = 'invalid_request_error' | 'authentication_error' | 'permission_error' | 'not_found_error' | 'rate_limit_error' | 'insufficient_quota' | 'server_error';

export class OpenAiError extends Error {
  override readonly name = 'OpenAiError';
  constructor(
    readonly status: number,
    message: string,
    readonly type: OpenAiErrorType,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

export const openAiErrorBody = (error: OpenAiError) => ({ error: { message: error.message, type: error.type, param: error.param, code: error.code } });

/// The error answer, for the OpenAPI document.
export const openAiErrorSchema = z
  .object({
    error: z.object({
      message: z.string().describe('给人看的中文说明'),
      type: z.string().describe('invalid_request_error、authentication_error、permission_error、not_found_error、rate_limit_error、insufficient_quota 或 server_error'),
      param: z.string().nullable().describe('出错的字段，没有为 null'),
      code: z.string().nullable().describe('机器可读的原因，如 invalid_api_key、voice_not_found、rate_limit_exceeded'),
    }),
  })
  .describe('OpenAI 格式的错误');

/// The type OpenAI gives a status, for refusals that come without one (framework errors).
export function typeOfStatus(status: number): OpenAiErrorType {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}
