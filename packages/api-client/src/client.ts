import ky, { TimeoutError } from 'ky';
import type { z } from 'zod';
import { contract, type Call, type CallInput, type CallOutput } from './contract/index.ts';
import { envelope, networkErrorCode, successCode } from './contract/envelope.ts';
import { issueMessage } from './contract/issues.ts';
import { messages } from './contract/rules.ts';
import { ApiError } from './errors.ts';
import { gptStreamCalls, type GptStreamCall, type GptStreamEvent } from './contract/gpt.ts';
import { readAnswerStream } from './stream.ts';

/// spec 01 §7/§9: every call has a 120 s timeout.
export const requestTimeout = 120_000;

export interface RequestOptions {
  /** The caller shows the failure itself: `onError` is not called (spec 01 §8 "marked as handled"). */
  handled?: boolean;
  /** Nothing is shown at all (the activity banner load, spec 01 §8). Implies `handled`. */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:8080`; '' (default) means the page's own origin. */
  baseUrl?: string;
  /** The bearer token when logged in. */
  getToken?: () => string | null | undefined;
  /** Called with every failure the caller did not mark handled or silent (the app shows a toast). */
  onError?: (error: ApiError) => void;
  /** @default 120000 */
  timeout?: number;
  /** For tests or other runtimes. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/// A bound call: `(input, options?)` when the call takes a body or query, else `(options?)`.
export type ApiMethod<C extends Call> = [CallInput<C>] extends [void]
  ? (options?: RequestOptions) => Promise<CallOutput<C>>
  : (input: CallInput<C>, options?: RequestOptions) => Promise<CallOutput<C>>;

export type ApiGroup<G extends Record<string, Call>> = { [K in keyof G]: ApiMethod<G[K]> };

type Contract = typeof contract;
type TtsCalls = Contract['tts'];
/// The voice group: JSON calls as usual, except the audition, which answers audio (a Blob; a JSON
/// envelope error still rejects with ApiError), and the BGM upload, which sends a file.
export type TtsApi = Omit<ApiGroup<TtsCalls>, 'audition' | 'bgmUpload'> & {
  audition: (input: CallInput<TtsCalls['audition']>, options?: RequestOptions) => Promise<Blob>;
  bgmUpload: (file: Blob, name?: string, options?: RequestOptions) => Promise<CallOutput<TtsCalls['bgmUpload']>>;
};
type ToolsCalls = Contract['tools'];
/// The tools group: JSON calls as usual, except 音频提取's conversion, which sends a file and answers audio.
export type ToolsApi = Omit<ApiGroup<ToolsCalls>, 'audioConvert'> & {
  audioConvert: (file: Blob, format: CallInput<ToolsCalls['audioConvert']>['format'], options?: RequestOptions) => Promise<Blob>;
};
type GptCalls = Contract['gpt'];
/// An AI writing answer as it streams: `start`, `delta`s, then `done`. Iterating rejects with ApiError on an
/// error event or a broken stream (400 发生异常), and with the AbortError of the caller's signal on stop.
export type AnswerStream = AsyncIterable<GptStreamEvent>;
/// The writing group: JSON calls as usual; the streamed ones resolve, once the answer has started, with the
/// event stream (a refusal before that — blank input, no model configured, quota used up — rejects with
/// ApiError). Stream failures are shown by the caller in the answer itself (spec 02 §8), so `onError` is
/// never called for them.
export type GptApi = Omit<ApiGroup<GptCalls>, GptStreamCall> & {
  [K in GptStreamCall]: (input: CallInput<GptCalls[K]>, options?: Pick<RequestOptions, 'signal'>) => Promise<AnswerStream>;
};
export type ApiClient = { [D in Exclude<keyof Contract, 'tts' | 'gpt' | 'tools'>]: ApiGroup<Contract[D]> } & { tts: TtsApi; gpt: GptApi; tools: ToolsApi };

/// How a call's answer is read: the JSON envelope, audio bytes or an event stream (with an envelope on failure).
type Mode = { answer: 'json' | 'blob' | 'stream'; form?: FormData };

/// Calls whose failures are silent unless the caller says otherwise (spec 01 §8: the banner load).
const silentByDefault = new Set<Call>([contract.settings.activityBanner]);

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.bodyInvalid;
}

/// Creates the API client of spec 01 §8: ky (120 s, JSON posts, bearer token), the envelope check
/// (`code !== 200` rejects with `ApiError{code, message}`), zod-parsed `data`, and `onError` for
/// every failure the caller does not mark `handled`/`silent`.
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let baseUrl = options.baseUrl ?? '';
  while (baseUrl.endsWith('/')) baseUrl = baseUrl.slice(0, -1);
  const http = ky.create({
    timeout: options.timeout ?? requestTimeout,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send(call: Call, input: unknown, signal: AbortSignal | undefined, mode: Mode): Promise<unknown> {
    let url = baseUrl + call.path;
    let json: unknown;
    // The request is checked with the same schema as on the server, so a bad field never travels.
    if (call.body) {
      const parsed = call.body.safeParse(input ?? {}, { error: issueMessage });
      if (!parsed.success) throw new ApiError(400, firstIssue(parsed.error));
      json = parsed.data;
    } else if (call.query) {
      const parsed = call.query.safeParse(input ?? {}, { error: issueMessage });
      if (!parsed.success) throw new ApiError(400, firstIssue(parsed.error));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(parsed.data as Record<string, unknown>)) {
        if (value !== undefined && value !== null) search.set(key, String(value));
      }
      const query = search.toString();
      if (query) url += `?${query}`;
    }
    const token = options.getToken?.();
    const response = await http(url, {
      method: call.method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(json !== undefined ? { json } : {}),
      ...(mode.form ? { body: mode.form } : {}),
      ...(signal ? { signal } : {}),
    });
    if (mode.answer === 'stream' && response.ok && /^text\/event-stream/i.test(response.headers.get('content-type') ?? '') && response.body) {
      return readAnswerStream(response.body);
    }
    if (mode.answer === 'blob' && !/json/i.test(response.headers.get('content-type') ?? '')) {
      if (!response.ok) throw new ApiError(response.status, response.statusText || messages.networkTimeout);
      return response.blob();
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const answer = envelope.safeParse(body);
    if (!answer.success) {
      // spec 01 §8: an HTTP failure without an envelope takes its status and status text.
      if (!response.ok) throw new ApiError(response.status, response.statusText || messages.networkTimeout);
      throw new ApiError(500, messages.badResponse);
    }
    if (answer.data.code !== successCode) throw new ApiError(answer.data.code, answer.data.message);
    // Audio or a stream was expected: a success envelope instead is not an answer the caller can use.
    if (mode.answer !== 'json') throw new ApiError(500, messages.badResponse);
    const data = call.response.safeParse(answer.data.data ?? null);
    if (!data.success) throw new ApiError(500, messages.badResponse);
    return data.data;
  }

  async function request(call: Call, input: unknown, requestOptions: RequestOptions = {}, mode: Mode = { answer: 'json' }): Promise<unknown> {
    try {
      return await send(call, input, requestOptions.signal, mode);
    } catch (cause) {
      // The caller cancelled: nothing to report.
      if (requestOptions.signal?.aborted) throw cause;
      const error =
        cause instanceof ApiError
          ? cause
          : cause instanceof TimeoutError
            ? new ApiError(networkErrorCode, messages.networkTimeout)
            : // fetch's own failures ("fetch failed") say nothing useful to a user: spec 01 §8 fallback.
              new ApiError(networkErrorCode, messages.networkTimeout);
      const silent = requestOptions.silent ?? silentByDefault.has(call);
      if (!silent && !requestOptions.handled) options.onError?.(error);
      throw error;
    }
  }

  function bind(call: Call) {
    if (call.body || call.query) {
      return (input: unknown, requestOptions?: RequestOptions) => request(call, input, requestOptions);
    }
    return (requestOptions?: RequestOptions) => request(call, undefined, requestOptions);
  }

  function group<G extends Record<string, Call>>(calls: G): ApiGroup<G> {
    return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, bind(call)])) as ApiGroup<G>;
  }

  return {
    sms: group(contract.sms),
    user: group(contract.user),
    wxApi: group(contract.wxApi),
    settings: group(contract.settings),
    feedback: group(contract.feedback),
    health: group(contract.health),
    anchor: group(contract.anchor),
    draw: group(contract.draw),
    vip: group(contract.vip),
    trade: group(contract.trade),
    gpt: {
      ...group(contract.gpt),
      ...(Object.fromEntries(
        gptStreamCalls.map((name) => [
          name,
          (input: unknown, requestOptions: Pick<RequestOptions, 'signal'> = {}) =>
            request(contract.gpt[name], input, { ...requestOptions, handled: true }, { answer: 'stream' }),
        ]),
      ) as Pick<GptApi, GptStreamCall>),
    },
    tools: {
      ...group(contract.tools),
      audioConvert: (file, format, requestOptions) => {
        const form = new FormData();
        form.append('file', file, file instanceof File ? file.name : `audio.${format}`);
        return request(contract.tools.audioConvert, { format }, requestOptions, { answer: 'blob', form }) as Promise<Blob>;
      },
    },
    pronunciation: group(contract.pronunciation),
    apiKey: group(contract.apiKey),
    tts: {
      ...group(contract.tts),
      audition: (input, requestOptions) => request(contract.tts.audition, input, requestOptions, { answer: 'blob' }) as Promise<Blob>,
      bgmUpload: (file, name, requestOptions) => {
        const form = new FormData();
        if (name !== undefined) form.append('name', name);
        form.append('file', file, file instanceof File ? file.name : `${name ?? 'bgm'}.mp3`);
        return request(contract.tts.bgmUpload, undefined, requestOptions, { answer: 'json', form }) as Promise<CallOutput<TtsCalls['bgmUpload']>>;
      },
    },
  };
}
