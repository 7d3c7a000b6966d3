// The whole streaming path over real sockets: our api-client's event-stream reader → our route (listening on
// a port) → the real `openai` client → a local server that streams OpenAI's chat protocol chunk by chunk. A
// stop in the browser must end the upstream request at once, so no token is generated for nobody.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, contract, createApiClient, type ApiClient, type GptStreamEvent } from '@peiyin/api-client';
import { send, signIn, startServer, type TestServer } from '../../testing/harness.ts';
import { startOpenAiServer, type OpenAiServer, type SseWriter } from '../../testing/openaiServer.ts';
import { estimatePromptTokens, LLM_ERROR_MESSAGES, type ChatMessage } from '../../providers/llm/index.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let llm: OpenAiServer;
let server: TestServer & { stop: () => Promise<void> };
let api: ApiClient;
let token: string;

beforeAll(async () => {
  llm = await startOpenAiServer();
  server = await startServer('sqlite', { env: { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'sk-local', LLM_MODEL: 'deepseek-chat', LLM_MAX_RETRIES: '0' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  token = (await signIn(server.app)).token;
  api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => token });
});
afterAll(async () => {
  // Node's fetch opens a fresh keep-alive socket after an aborted request and sends nothing on it; such a
  // socket is not idle to the server, so close would wait for its headers timeout.
  server.app.server.closeAllConnections();
  await server.stop();
  await llm.close();
});
beforeEach(() => {
  llm.calls.length = 0;
});

async function collect(stream: AsyncIterable<GptStreamEvent>) {
  const events: GptStreamEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
  } catch (error) {
    return { events, error };
  }
  return { events, error: undefined };
}
const text = (events: GptStreamEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

/// An answer that trickles: a chunk every 40 ms, 200 of them, unless the connection goes away.
function slowAnswer(reply: SseWriter) {
  return (async () => {
    reply.start();
    reply.role();
    for (let i = 0; i < 200 && !reply.response.destroyed; i += 1) {
      reply.delta(`第${i}句。`);
      await sleep(40);
    }
    if (!reply.response.destroyed) {
      reply.finish();
      reply.done();
    }
  })();
}

describe('AI writing streams through the route', () => {
  it('passes the chunks on as they arrive and ends with the usage of the last chunk', async () => {
    const arrivals: number[] = [];
    llm.handle(async (_call, reply) => {
      reply.start();
      reply.role();
      for (const piece of ['大家好，', '欢迎来到', '今天的直播间！']) {
        reply.delta(piece);
        await sleep(120);
      }
      reply.finish();
      reply.usage(88, 14);
      reply.done();
    });
    const stream = await api.gpt.chat({ content: '写一句直播开场' });
    const events: GptStreamEvent[] = [];
    for await (const event of stream) {
      events.push(event);
      arrivals.push(performance.now());
    }
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(text(events)).toBe('大家好，欢迎来到今天的直播间！');
    expect(events.at(-1)).toMatchObject({ type: 'done', finished: true, finishReason: 'stop', usage: { promptTokens: 88, completionTokens: 14, totalTokens: 102, estimated: false } });
    // Streamed, not buffered: the deltas arrived about 120 ms apart, as the model sent them.
    expect(arrivals[3]! - arrivals[1]!).toBeGreaterThan(150);
    // What reached the model: the real openai client's streaming request, asking for usage.
    expect(llm.calls[0]!.headers.authorization).toBe('Bearer sk-local');
    expect(llm.calls[0]!.body).toMatchObject({ model: 'deepseek-chat', stream: true, stream_options: { include_usage: true } });
  });

  it('turns an error in the middle of the upstream stream into an ApiError after the partial text', async () => {
    llm.handle((_call, reply) => {
      reply.start();
      reply.role();
      reply.delta('第一段写好了，');
      reply.event({ error: { message: 'upstream overloaded', type: 'server_error' } }, 'error');
      reply.response.end();
    });
    const { events, error } = await collect(await api.gpt.rewrite({ content: '原文。' }));
    expect(text(events)).toBe('第一段写好了，');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 502, message: LLM_ERROR_MESSAGES.stream_broken });
  });

  it('rejects before streaming with the envelope of a refusal', async () => {
    await expect(api.gpt.chat({ content: '你好', conversationId: 123456 })).rejects.toMatchObject({ code: 404, message: '对话不存在或已删除' });
    // The client checks the input with the contract before sending anything.
    await expect(api.gpt.chat({ content: '  ' })).rejects.toMatchObject({ code: 400, message: '请输入您的问题' });
    expect(llm.calls).toHaveLength(0);
  });

  it('a stop in the client closes the upstream connection within 200 ms, keeps the partial answer and meters it', async () => {
    llm.handle((_call, reply) => slowAnswer(reply));
    const before = (await send(server.app, contract.gpt.status, undefined, { token })).body.data!.quota.used;
    const controller = new AbortController();
    const stream = await api.gpt.chat({ content: '讲一个很长的故事' }, { signal: controller.signal });
    const received: string[] = [];
    let conversationId: number | null = null;
    let stoppedAt = 0;
    let error: unknown;
    try {
      for await (const event of stream) {
        if (event.type === 'start') conversationId = event.conversationId;
        if (event.type !== 'delta') continue;
        received.push(event.text);
        if (received.length === 3) {
          stoppedAt = performance.now();
          controller.abort();
        }
      }
    } catch (e) {
      error = e;
    }
    expect((error as Error).name).toBe('AbortError');
    const closedAt = await llm.calls[0]!.closedAt;
    expect(closedAt - stoppedAt).toBeLessThan(200);

    // The stopped answer joins the conversation with what had arrived, and its tokens are metered.
    let detail: { role: number; content: string }[] = [];
    for (let i = 0; i < 50 && detail.length < 2; i += 1) {
      await sleep(20);
      detail = (await send(server.app, contract.gpt.conversationDetail, { id: String(conversationId) }, { token })).body.data?.messages ?? [];
    }
    expect(detail[1]!.content.startsWith(received.join(''))).toBe(true);
    const after = (await send(server.app, contract.gpt.status, undefined, { token })).body.data!.quota.used;
    expect(after).toBeGreaterThan(before);
  });

  it('leaving before the model said anything closes the upstream request too, and meters the prompt it received (issue 26 §8)', async () => {
    llm.handle(async (_call, reply) => {
      await sleep(400);
      if (!reply.response.destroyed) slowAnswer(reply);
    });
    const quota = async () => (await send(server.app, contract.gpt.status, undefined, { token })).body.data!.quota.used;
    const before = await quota();
    const controller = new AbortController();
    const pending = api.gpt.translate({ content: '你好' }, { signal: controller.signal });
    while (llm.calls.length === 0) await sleep(5);
    const stoppedAt = performance.now();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect((await llm.calls[0]!.closedAt) - stoppedAt).toBeLessThan(200);
    // the model had the prompt: it is paid for (it was metered 0), and nothing more is held back for the answer
    const prompt = estimatePromptTokens(llm.calls[0]!.body.messages as ChatMessage[]);
    let after = await quota();
    for (let i = 0; i < 100 && after !== before + prompt; i += 1) {
      await sleep(20);
      after = await quota();
    }
    expect(after - before).toBe(prompt);
  });

  it('refuses a third simultaneous answer of the same user', async () => {
    llm.handle((_call, reply) => slowAnswer(reply));
    const controllers = [new AbortController(), new AbortController()];
    const streams = await Promise.all(controllers.map((c) => api.gpt.chat({ content: '长故事' }, { signal: c.signal })));
    await expect(api.gpt.chat({ content: '第三个' })).rejects.toMatchObject({ code: 429, message: '上一个回答还在生成中，请稍后再试' });
    for (const c of controllers) c.abort();
    await Promise.all(streams.map((s) => collect(s)));
    // The slots are given back once the answers have ended.
    llm.handle((_call, reply) => reply.answer(['好。']));
    await sleep(50);
    const { error } = await collect(await api.gpt.chat({ content: '现在可以了' }));
    expect(error).toBeUndefined();
  });
});
