// A local server that speaks OpenAI's chat completions protocol the way real servers do on the
// wire (`text/event-stream`, chunked, `data: {json}\n\n` … `data: [DONE]\n\n`), scripted per
// request by the test. It records what arrived and when each connection closed, so a test can
// check that a stopped answer really ended the upstream request (against an answer the test's model never
// ends, the close resolving at all says so; its time is for logs, never for a bound).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /// The parsed JSON body.
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
    [key: string]: unknown;
  };
  /// performance.now() when the server saw this request's socket close.
  closedAt: Promise<number>;
}

/// Writes one streamed answer the way OpenAI does.
export class SseWriter {
  private readonly id = `chatcmpl-${Math.random().toString(36).slice(2, 10)}`;
  private readonly created = Math.floor(Date.now() / 1000);
  constructor(
    readonly response: ServerResponse,
    readonly model: string,
  ) {}

  start(): void {
    this.response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    this.response.flushHeaders();
  }

  event(data: unknown, eventName?: string): void {
    this.response.write(`${eventName ? `event: ${eventName}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  }

  private chunk(choices: unknown[], extra: Record<string, unknown> = {}): void {
    this.event({ id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.model, system_fingerprint: 'fp_local', choices, ...extra });
  }

  /// The first chunk of an OpenAI answer carries the role and empty content.
  role(): void {
    this.chunk([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]);
  }

  delta(content: string, extra: Record<string, unknown> = {}): void {
    this.chunk([{ index: 0, delta: { content, ...extra }, logprobs: null, finish_reason: null }]);
  }

  finish(reason = 'stop'): void {
    this.chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: reason }]);
  }

  /// OpenAI's usage chunk (with `stream_options.include_usage`): empty choices, usage set.
  usage(promptTokens: number, completionTokens: number): void {
    this.chunk([], { usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens } });
  }

  done(): void {
    this.response.end('data: [DONE]\n\n');
  }

  /// An answer in one go: role, the deltas, finish, optional usage, [DONE].
  answer(deltas: string[], usage?: [number, number]): void {
    this.start();
    this.role();
    for (const d of deltas) this.delta(d);
    this.finish();
    if (usage) this.usage(...usage);
    this.done();
  }
}

export type ChatHandler = (call: ChatCall, reply: SseWriter) => void | Promise<void>;

export interface OpenAiServer {
  /// Base URL including `/v1`, as LLM_BASE_URL takes it.
  baseUrl: string;
  calls: ChatCall[];
  /// Handles the next requests (until replaced).
  handle(handler: ChatHandler): void;
  close(): Promise<void>;
}

/// An error answer as OpenAI shapes it.
export function sendError(response: ServerResponse, status: number, error: { message: string; type?: string; code?: string | null; param?: string | null }, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', param: null, code: null, ...error } }));
}

export async function startOpenAiServer(initial?: ChatHandler): Promise<OpenAiServer> {
  let handler: ChatHandler | undefined = initial;
  const calls: ChatCall[] = [];
  // Keep-alive reuses a socket for several requests: one 'close' listener per socket.
  const socketClosed = new WeakMap<object, Promise<number>>();
  const server = createServer((request, response) => {
    const closedAt = socketClosed.get(request.socket) ?? new Promise<number>((resolve) => request.socket.once('close', () => resolve(performance.now())));
    socketClosed.set(request.socket, closedAt);
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (d: string) => (raw += d));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://local').pathname;
      if (request.method !== 'POST' || path !== '/v1/chat/completions') return sendError(response, 404, { message: `Unknown path ${path}`, code: 'unknown_url' });
      let body: ChatCall['body'];
      try {
        body = JSON.parse(raw) as ChatCall['body'];
      } catch {
        return sendError(response, 400, { message: 'We could not parse the JSON body of your request.' });
      }
      const call: ChatCall = { method: request.method, path, headers: request.headers, body, closedAt };
      calls.push(call);
      const reply = new SseWriter(response, body.model);
      if (!handler) return reply.answer(['好的。']);
      Promise.resolve(handler(call, reply)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    handle: (h) => (handler = h),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TranscriptionCall {
  path: string;
  headers: IncomingMessage['headers'];
  /// The multipart text fields; a repeated field (`timestamp_granularities[]`) gives an array.
  fields: Record<string, string | string[]>;
  file: { name: string; type: string; bytes: Buffer } | null;
  /// Resolves when the connection this request came on closes (a client that gave up).
  closed: Promise<void>;
}

export type TranscriptionHandler = (call: TranscriptionCall, response: ServerResponse) => void | Promise<void>;

export interface TranscriptionServer {
  baseUrl: string;
  calls: TranscriptionCall[];
  handle(handler: TranscriptionHandler): void;
  close(): Promise<void>;
}

/// A local `POST /v1/audio/transcriptions` server (OpenAI's multipart protocol, as whisper.cpp
/// with `--inference-path /v1/audio/transcriptions`, speaches or Groq serve it). The multipart
/// body is parsed by the platform's own parser (undici's `Response.formData()`).
export async function startTranscriptionServer(initial?: TranscriptionHandler): Promise<TranscriptionServer> {
  let handler: TranscriptionHandler | undefined = initial;
  const calls: TranscriptionCall[] = [];
  const socketClosed = new WeakMap<object, Promise<void>>();
  const server = createServer((request, response) => {
    const closed = socketClosed.get(request.socket) ?? new Promise<void>((resolve) => request.socket.once('close', () => resolve()));
    socketClosed.set(request.socket, closed);
    const chunks: Buffer[] = [];
    request.on('data', (d: Buffer) => chunks.push(d));
    request.on('end', () => {
      void (async () => {
        const path = new URL(request.url ?? '/', 'http://local').pathname;
        if (request.method !== 'POST' || path !== '/v1/audio/transcriptions') return sendError(response, 404, { message: `Unknown path ${path}` });
        let form: FormData;
        try {
          form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
        } catch {
          return sendError(response, 400, { message: 'Could not parse multipart form' });
        }
        const fields: TranscriptionCall['fields'] = {};
        let file: TranscriptionCall['file'] = null;
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') {
            const had = fields[name];
            fields[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
          } else {
            file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
          }
        }
        const call: TranscriptionCall = { path, headers: request.headers, fields, file, closed };
        calls.push(call);
        if (!handler) return sendError(response, 500, { message: 'no handler' });
        await handler(call, response);
      })().catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    handle: (h) => (handler = h),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
