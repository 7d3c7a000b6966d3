import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { readAnswerStream, readEventStream } from './stream.ts';

/// A body that delivers the given pieces as separate chunks, the way a network does.
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function all<T>(iterable: AsyncIterable<T>): Promise<{ items: T[]; error?: unknown }> {
  const items: T[] = [];
  try {
    for await (const item of iterable) items.push(item);
  } catch (error) {
    return { items, error };
  }
  return { items };
}

describe('readEventStream', () => {
  it('parses events split anywhere across chunks, with CRLF line ends, comments and multi-line data', async () => {
    const { items } = await all(readEventStream(body(['event: del', 'ta\r\ndata: {"text":"你', '好"}\r\n\r\n: keep-alive\n\ndata: line one\ndata: line two\n\n'])));
    expect(items).toEqual([
      { event: 'delta', data: '{"text":"你好"}' },
      { event: 'message', data: 'line one\nline two' },
    ]);
  });

  it('splits a multi-byte character across chunks correctly', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"配音"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // 配 is three bytes: cut inside it
        controller.enqueue(bytes.slice(0, 28));
        controller.enqueue(bytes.slice(28));
        controller.close();
      },
    });
    expect((await all(readEventStream(stream))).items).toEqual([{ event: 'delta', data: '{"text":"配音"}' }]);
  });

  it('drops a last event that never got its blank line', async () => {
    expect((await all(readEventStream(body(['event: a\ndata: 1\n\nevent: b\ndata: 2'])))).items).toEqual([{ event: 'a', data: '1' }]);
  });
});

describe('readAnswerStream', () => {
  const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  const done = { finished: true, finishReason: 'stop', usage: { promptTokens: 1, completionTokens: 2, totalTokens: 3, estimated: false }, conversationId: 7 };

  it('yields start, deltas and done, typed', async () => {
    const { items, error } = await all(readAnswerStream(body([sse('start', { conversationId: 7 }), sse('delta', { text: '大家好' }), sse('done', done)])));
    expect(error).toBeUndefined();
    expect(items).toEqual([{ type: 'start', conversationId: 7 }, { type: 'delta', text: '大家好' }, { type: 'done', ...done }]);
  });

  it('rejects with the code and message of an error event, after the text that came first', async () => {
    const { items, error } = await all(readAnswerStream(body([sse('start', { conversationId: null }), sse('delta', { text: '一半' }), sse('error', { code: 502, message: 'AI写作服务连接中断，回答不完整' })])));
    expect(items.map((e) => e.type)).toEqual(['start', 'delta']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 502, message: 'AI写作服务连接中断，回答不完整' });
  });

  it('treats a stream without its final event, or an unreadable event, as 400 发生异常 (spec 02 §8)', async () => {
    for (const pieces of [[sse('start', { conversationId: null }), sse('delta', { text: '断了' })], [sse('start', { conversationId: null }), 'event: delta\ndata: {not json\n\n'], [sse('delta', { text: 1 })]]) {
      const { error } = await all(readAnswerStream(body(pieces)));
      expect(error).toMatchObject({ code: 400, message: '发生异常' });
    }
  });

  it('ignores events it does not know and stops reading at done', async () => {
    const { items, error } = await all(readAnswerStream(body([sse('ping', {}), sse('delta', { text: 'a' }), sse('done', done), sse('delta', { text: 'late' })])));
    expect(error).toBeUndefined();
    expect(items.map((e) => e.type)).toEqual(['delta', 'done']);
  });
});
