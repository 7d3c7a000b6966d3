// The whole streaming path over real sockets: our api-client's event-stream reader → our route (listening on
// a port) → the real `openai` client → a local server that streams OpenAI's chat protocol chunk by chunk. A
// stop in the browser must end the upstream request at once, so no token is generated for nobody.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, contract, createApiClient, type ApiClient, type GptStreamEvent } from '@peiyin/api-client';
import { send, signIn, startServer, type TestServer } from '../../testing/harness.ts';
import { startOpenAiServer, type OpenAiServer, type SseWriter } from '../../testing/openaiServer.ts';
import { estimatePromptTokens, LLM_ERROR_MESSAGES, type ChatMessage } from '../../providers/llm/index.ts';

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

/// A model in the middle of a long answer: it has written `written` sentences and writes nothing more until
/// its connection closes. Only our side can end such a request, so its closed connection is our doing.
function writing(reply: SseWriter, written = 5) {
  return (async () => {
    reply.start();
    reply.role();
    for (let i = 0; i < written; i += 1) reply.delta(`第${i}句。`);
    await new Promise((resolve) => reply.response.once('close', resolve));
  })();
}

describe('AI writing streams through the route', () => {
  it('passes the chunks on as they arrive and ends with the usage of the last chunk', async () => {
    // The model writes the rest only once the browser's client has read the first words: an answer buffered
    // until the model is done would never show them, and the test would end on its timeout.
    const order: string[] = [];
    let readFirst!: () => void;
    const firstRead = new Promise<void>((resolve) => (readFirst = resolve));
    llm.handle(async (_call, reply) => {
      reply.start();
      reply.role();
      reply.delta('大家好，');
      await firstRead;
      order.push('the model wrote the rest');
      reply.delta('欢迎来到');
      reply.delta('今天的直播间！');
      reply.finish();
      reply.usage(88, 14);
      reply.done();
    });
    const stream = await api.gpt.chat({ content: '写一句直播开场' });
    const events: GptStreamEvent[] = [];
    for await (const event of stream) {
      events.push(event);
      if (event.type === 'delta' && event.text === '大家好，') {
        order.push('the client read the first words');
        readFirst();
      }
    }
    expect(order).toEqual(['the client read the first words', 'the model wrote the rest']);
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(text(events)).toBe('大家好，欢迎来到今天的直播间！');
    expect(events.at(-1)).toMatchObject({ type: 'done', finished: true, finishReason: 'stop', usage: { promptTokens: 88, completionTokens: 14, totalTokens: 102, estimated: false } });
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

  it('a stop in the client closes the upstream connection, keeps the partial answer and meters it', async () => {
    llm.handle((_call, reply) => writing(reply));
    const before = (await send(server.app, contract.gpt.status, undefined, { token })).body.data!.quota.used;
    const controller = new AbortController();
    const stream = await api.gpt.chat({ content: '讲一个很长的故事' }, { signal: controller.signal });
    const received: string[] = [];
    let conversationId: number | null = null;
    let error: unknown;
    try {
      for await (const event of stream) {
        if (event.type === 'start') conversationId = event.conversationId;
        if (event.type !== 'delta') continue;
        received.push(event.text);
        if (received.length === 3) controller.abort();
      }
    } catch (e) {
      error = e;
    }
    expect((error as Error).name).toBe('AbortError');
    // the model never ends this answer: its connection closes because the stop reached it
    await llm.calls[0]!.closedAt;

    // The stopped answer joins the conversation with what had arrived, and its tokens are metered.
    const detail = async () => (await send(server.app, contract.gpt.conversationDetail, { id: String(conversationId) }, { token })).body.data?.messages ?? [];
    await expect.poll(async () => (await detail()).length).toBe(2);
    expect((await detail())[1]!.content.startsWith(received.join(''))).toBe(true);
    const after = (await send(server.app, contract.gpt.status, undefined, { token })).body.data!.quota.used;
    expect(after).toBeGreaterThan(before);
  });

  it('leaving before the model said anything closes the upstream request too, and meters the prompt it received (issue 26 §8)', async () => {
    // the model has the request and has not answered yet (it never will)
    llm.handle(async (_call, reply) => {
      await new Promise((resolve) => reply.response.once('close', resolve));
    });
    const quota = async () => (await send(server.app, contract.gpt.status, undefined, { token })).body.data!.quota.used;
    const before = await quota();
    const controller = new AbortController();
    const pending = api.gpt.translate({ content: '你好' }, { signal: controller.signal });
    await expect.poll(() => llm.calls.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await llm.calls[0]!.closedAt;
    // the model had the prompt: it is paid for (it was metered 0), and nothing more is held back for the answer
    const prompt = estimatePromptTokens(llm.calls[0]!.body.messages as ChatMessage[]);
    await expect.poll(quota).toBe(before + prompt);
  });

  it('refuses a third simultaneous answer of the same user', async () => {
    llm.handle((_call, reply) => writing(reply));
    const controllers = [new AbortController(), new AbortController()];
    const streams = await Promise.all(controllers.map((c) => api.gpt.chat({ content: '长故事' }, { signal: c.signal })));
    await expect(api.gpt.chat({ content: '第三个' })).rejects.toMatchObject({ code: 429, message: '上一个回答还在生成中，请稍后再试' });
    for (const c of controllers) c.abort();
    await Promise.all(streams.map((s) => collect(s)));
    // The slots are given back once the answers have ended (the route frees them as the model's requests
    // close; no timer says how soon).
    await Promise.all(llm.calls.map((call) => call.closedAt));
    llm.handle((_call, reply) => reply.answer(['好。']));
    await expect
      .poll(async () => {
        const answer = await api.gpt.chat({ content: '现在可以了' }).then(collect, (refusal: unknown) => ({ events: [], error: refusal }));
        return answer.error ?? text(answer.events);
      })
      .toBe('好。');
  });
});
