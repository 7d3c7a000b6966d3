/// A rejected call: the envelope's non-200 `code` and Chinese `message` (spec 01 §8), or a network
/// failure (the HTTP status and status text, else 206 '网络请求超时').
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
