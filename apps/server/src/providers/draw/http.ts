// HTTP for the drawing adapters: one deadline over the whole call (several requests, the image
// downloads), the caller's cancellation, bounded response bodies, and transport failures turned into
// DrawErrors with Chinese messages.
import { DrawError, drawMessages } from './types.ts';

export interface Deadline {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  /** The DrawError for why the signal fired (timeout or the caller's cancellation). */
  reason(): DrawError;
  /** Stops every request still running under this deadline (one of several failed). */
  cancel(): void;
  dispose(): void;
}

export function startDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DrawError('timeout', drawMessages.timeout(Math.max(1, Math.ceil(timeoutMs / 1000))), `no result within ${timeoutMs} ms`));
  }, timeoutMs);
  const onAbort = () => controller.abort(new DrawError('aborted', drawMessages.aborted));
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timeoutMs,
    reason: () =>
      timedOut
        ? new DrawError('timeout', drawMessages.timeout(Math.max(1, Math.ceil(timeoutMs / 1000))), `no result within ${timeoutMs} ms`)
        : new DrawError('aborted', drawMessages.aborted),
    cancel() {
      if (!controller.signal.aborted) controller.abort(new DrawError('aborted', drawMessages.aborted));
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/// A body read up to `maxBytes`; past it the request is cancelled (a provider cannot make us buffer
/// without end).
export async function readCapped(response: Response, maxBytes: number, what: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new DrawError('bad_response', drawMessages.badResponse, `${what}: ${declared} bytes declared, limit ${maxBytes}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new DrawError('bad_response', drawMessages.badResponse, `${what}: more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export interface HttpAnswer {
  status: number;
  body: Buffer;
  json: unknown;
}

/// One request under the deadline. Resolves with any HTTP answer (the adapter reads the provider's
/// own error format); rejects with a DrawError only when no answer came.
export async function send(url: string, init: RequestInit, deadline: Deadline, maxBytes: number, what: string): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: deadline.signal });
  } catch (error) {
    if (deadline.signal.aborted) throw deadline.reason();
    throw new DrawError('unreachable', drawMessages.unreachable, `${what}: ${describe(error)}`, { cause: error });
  }
  let body: Buffer;
  try {
    body = await readCapped(response, maxBytes, what);
  } catch (error) {
    if (error instanceof DrawError) throw error;
    if (deadline.signal.aborted) throw deadline.reason();
    throw new DrawError('unreachable', drawMessages.unreachable, `${what}: ${describe(error)}`, { cause: error });
  }
  let json: unknown = undefined;
  if (body.length > 0) {
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, body, json };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

/// The provider's words for the log, short.
export function excerpt(text: unknown, max = 300): string {
  const value = typeof text === 'string' ? text : JSON.stringify(text) ?? '';
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
