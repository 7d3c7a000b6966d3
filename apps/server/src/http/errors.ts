import { messages, type Envelope } from '@peiyin/api-client';

/// A failure the caller should see: `code` becomes the envelope code (and the HTTP status),
/// `message` is the Chinese text shown to the user.
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);

export function envelope<Data>(code: number, message: string, data: Data): Envelope<Data> {
  return { code, message, data };
}

export function ok<Data>(data: Data): Envelope<Data> {
  return envelope(200, 'success', data);
}

/// Framework-level 4xx answers, in Chinese (spec: every answer is the envelope, never a stack).
export const frameworkMessages: Record<number, string> = {
  400: messages.bodyInvalid,
  404: messages.notFound,
  405: messages.notFound,
  408: '请求超时，请稍后再试',
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
  431: '请求头过大',
};

/// Answers Fastify writes before a route is found, and what Node's HTTP parser refuses (issue 14).
export const transportMessages = {
  badUrl: '请求地址格式错误',
  badRequest: '请求格式错误',
  tooDeep: '请求内容嵌套过深',
  invalidText: '请求内容包含无效字符（如空字符），请删除后重试',
  invalidFileKey: '文件地址无效',
} as const;

