// Readers of server-sent event streams (spec 02 §7: the AI writing answers are `text/event-stream`). The
// response is read with fetch's body reader and parsed by `eventsource-parser` (the EventSource grammar:
// `event:`/`data:` lines, multi-line data, comments, CR/LF variants); EventSource itself cannot POST a body
// or send a bearer token.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';
import { gptMessages, gptStreamEvents, type GptStreamEvent } from './contract/gpt.ts';
import { ApiError } from './errors.ts';

/// One parsed event: its `event:` name ('message' when none) and raw `data:`.
export interface ServerSentEvent {
  event: string;
  data: string;
}

/// The events of a response body, as they arrive. Ends when the body ends; a failed read (the connection
/// dropped) or the caller's abort rejects the iteration with the underlying error. Leaving the loop early
/// cancels the body, which closes the connection.
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent, void, undefined> {
  const queue: ServerSentEvent[] = [];
  const parser = createParser({ onEvent: (message: EventSourceMessage) => queue.push({ event: message.event ?? 'message', data: message.data }) });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      while (queue.length > 0) yield queue.shift()!;
    }
    parser.feed(decoder.decode());
    // A last event without its blank line is incomplete by the grammar: dropped, as a browser would.
    while (queue.length > 0) yield queue.shift()!;
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/// The stream of an AI writing answer, typed. An `error` event, an event that does not parse, or a stream
/// that ends without its `done` event reject the iteration with ApiError (the server's code and message, or
/// spec 02 §8's 400 发生异常), so a caller handles all of them like a refusal that came before the stream.
export async function* readAnswerStream(body: ReadableStream<Uint8Array>): AsyncGenerator<GptStreamEvent, void, undefined> {
  let done = false;
  try {
    for await (const { event, data } of readEventStream(body)) {
      if (event !== 'start' && event !== 'delta' && event !== 'done' && event !== 'error') continue;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        throw new ApiError(400, gptMessages.streamFailed);
      }
      if (event === 'error') {
        const error = gptStreamEvents.error.safeParse(json);
        throw error.success ? new ApiError(error.data.code, error.data.message) : new ApiError(400, gptMessages.streamFailed);
      }
      const schema: z.ZodType = gptStreamEvents[event];
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new ApiError(400, gptMessages.streamFailed);
      yield { type: event, ...(parsed.data as object) } as GptStreamEvent;
      if (event === 'done') {
        // Nothing may follow the final event; leaving the loop closes the connection.
        done = true;
        return;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The caller's own abort is not a failure of the stream: let it through as it is.
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(400, gptMessages.streamFailed);
  }
  if (!done) throw new ApiError(400, gptMessages.streamFailed);
}
