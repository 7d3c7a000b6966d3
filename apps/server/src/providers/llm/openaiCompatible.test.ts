// The openai-compatible writing model, through the real `openai` client, against a local server
// that streams the protocol as OpenAI, DeepSeek, Ollama or vLLM do (src/testing/openaiServer.ts).
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendError, startOpenAiServer, type OpenAiServer } from '../../testing/openaiServer.ts';
import { createLlmProvider, estimatePromptTokens, estimateTokens, LlmError, loadLlmConfig, type ChatEvent, type ChatMessage, type ChatRequest, type LlmProvider } from './index.ts';
import { LLM_ERROR_MESSAGES } from './types.ts';

let server: OpenAiServer;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.calls.length = 0;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function provider(env: Record<string, string> = {}): LlmProvider {
  return createLlmProvider(loadLlmConfig({ LLM_BASE_URL: server.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'qwen2.5:7b', LLM_MAX_RETRIES: '0', ...env }));
}

const question: ChatMessage[] = [
  { role: 'system', content: '你是一名配音文案助手。' },
  { role: 'user', content: '写一句春天的开场白' },
];

/// Runs a stream to its end: the deltas it yielded, and the result or the error it ended with.
async function collect(stream: AsyncIterable<ChatEvent>): Promise<{ deltas: string[]; events: ChatEvent[]; error?: LlmError }> {
  const events: ChatEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    return { deltas: deltasOf(events), events, error };
  }
  return { deltas: deltasOf(events), events };
}
const deltasOf = (events: ChatEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));
const resultOf = (events: ChatEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error('stream did not end with done');
  return last.result;
};

describe('openai-compatible writing model: streaming', () => {
  it('streams the deltas, then one result with the usage the server put in its last chunk', async () => {
    server.handle((_call, reply) => reply.answer(['春风', '十里，', '不如你。'], [31, 9]));
    const { events, error } = await collect(provider().streamChat({ messages: question, temperature: 0.7 }));
    expect(error).toBeUndefined();
    expect(deltasOf(events)).toEqual(['春风', '十里，', '不如你。']);
    expect(resultOf(events)).toEqual({ text: '春风十里，不如你。', usage: { promptTokens: 31, completionTokens: 9, totalTokens: 40, estimated: false }, finishReason: 'stop', model: 'qwen2.5:7b' });
    expect(events.filter((e) => e.type === 'done')).toHaveLength(1);

    // What went over the wire is a plain OpenAI streaming request.
    const call = server.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test');
    expect(call.body).toMatchObject({ model: 'qwen2.5:7b', messages: question, stream: true, stream_options: { include_usage: true }, max_tokens: 2048, temperature: 0.7 });
    expect(call.body).not.toHaveProperty('max_completion_tokens');
  });

  it('estimates the tokens, and says so, when the server sends no usage', async () => {
    server.handle((_call, reply) => reply.answer(['各位观众', '，晚上好。Good evening.']));
    const { events } = await collect(provider().streamChat({ messages: question }));
    const result = resultOf(events);
    expect(result.text).toBe('各位观众，晚上好。Good evening.');
    const completion = estimateTokens('各位观众，晚上好。Good evening.');
    // 9 CJK characters and punctuation marks + ceil(14 Latin characters / 4).
    expect(completion).toBe(9 + 4);
    expect(result.usage).toEqual({ promptTokens: estimatePromptTokens(question), completionTokens: completion, totalTokens: estimatePromptTokens(question) + completion, estimated: true });
  });

  it('reads the usage Moonshot puts inside its last choice', async () => {
    server.handle((_call, reply) => {
      reply.start();
      reply.delta('你好');
      reply.event({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'moonshot-v1-8k', choices: [{ index: 0, delta: {}, finish_reason: 'stop', usage: { prompt_tokens: 19, completion_tokens: 2, total_tokens: 21 } }] });
      reply.done();
    });
    const { events } = await collect(provider({ LLM_MODEL: 'moonshot-v1-8k' }).streamChat({ messages: question }));
    expect(resultOf(events)).toMatchObject({ text: '你好', usage: { promptTokens: 19, completionTokens: 2, totalTokens: 21, estimated: false }, model: 'moonshot-v1-8k' });
  });

  it('passes a finish reason of length through, so a cut answer can be told apart', async () => {
    server.handle((_call, reply) => {
      reply.start();
      reply.delta('很长的');
      reply.finish('length');
      reply.usage(20, 2);
      reply.done();
    });
    const { events } = await collect(provider().streamChat({ messages: question, maxTokens: 2 }));
    expect(resultOf(events)).toMatchObject({ text: '很长的', finishReason: 'length' });
    expect(server.calls[0]!.body.max_tokens).toBe(2);
  });

  it('never asks for more than LLM_MAX_OUTPUT_TOKENS, and can name the field max_completion_tokens', async () => {
    server.handle((_call, reply) => reply.answer(['好']));
    await collect(provider({ LLM_MAX_OUTPUT_TOKENS: '512', LLM_MAX_TOKENS_FIELD: 'max_completion_tokens' }).streamChat({ messages: question, maxTokens: 4000 }));
    expect(server.calls[0]!.body.max_completion_tokens).toBe(512);
    expect(server.calls[0]!.body).not.toHaveProperty('max_tokens');
  });

  it('sends no Authorization header to a keyless local server (Ollama, vLLM, llama.cpp)', async () => {
    server.handle((_call, reply) => reply.answer(['好']));
    const { events } = await collect(createLlmProvider(loadLlmConfig({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'qwen2.5:7b' })).streamChat({ messages: question }));
    expect(resultOf(events).text).toBe('好');
    expect(server.calls[0]!.headers).not.toHaveProperty('authorization');
  });

  it('leaves out the <think> block that reasoning models served locally put into the answer, but meters it', async () => {
    // Split so that both tags straddle chunk boundaries.
    server.handle((_call, reply) => reply.answer(['<thi', 'nk>用户想要一句开场白，', '我来想想。</th', 'ink>\n\n', '春天', '来了。']));
    const { events } = await collect(provider().streamChat({ messages: question }));
    const result = resultOf(events);
    expect(result.text).toBe('春天来了。');
    expect(deltasOf(events).join('')).toBe('春天来了。');
    expect(result.usage.completionTokens).toBe(estimateTokens('<think>用户想要一句开场白，我来想想。</think>\n\n春天来了。'));
  });

  it('keeps text that merely starts like a tag', async () => {
    server.handle((_call, reply) => reply.answer(['<', 'b>重点</b>']));
    const { events } = await collect(provider().streamChat({ messages: question }));
    expect(resultOf(events).text).toBe('<b>重点</b>');
  });

  it('retries a request that failed before any text (503), when retries are allowed', async () => {
    let n = 0;
    server.handle((_call, reply) => {
      n += 1;
      if (n === 1) return sendError(reply.response, 503, { message: 'The server is overloaded', type: 'server_error' }, { 'retry-after-ms': '10' });
      reply.answer(['好的'], [5, 1]);
    });
    const { events } = await collect(provider({ LLM_MAX_RETRIES: '1' }).streamChat({ messages: question }));
    expect(resultOf(events).text).toBe('好的');
    expect(server.calls).toHaveLength(2);
  });
});

describe('openai-compatible writing model: errors', () => {
  const failWith = async (request: Partial<ChatRequest> = {}, env: Record<string, string> = {}) => {
    const { error, deltas } = await collect(provider(env).streamChat({ messages: question, ...request }));
    if (!error) throw new Error('expected an LlmError');
    return { error, deltas };
  };

  it('an error event in the middle of the stream ends it with a typed error that keeps the partial text', async () => {
    server.handle((_call, reply) => {
      reply.start();
      reply.role();
      reply.delta('第一句，');
      reply.delta('第二句');
      reply.event({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }, 'error');
      reply.response.end();
    });
    const { error, deltas } = await failWith();
    expect(deltas).toEqual(['第一句，', '第二句']);
    expect(error.code).toBe('stream_broken');
    expect(error.message).toBe('AI写作服务连接中断，回答不完整');
    expect(error.detail).toContain('The server had an error');
    expect(error.partial).toEqual({ text: '第一句，第二句', usage: { promptTokens: estimatePromptTokens(question), completionTokens: estimateTokens('第一句，第二句'), totalTokens: estimatePromptTokens(question) + 7, estimated: true } });
  });

  it('an error object in a data line (vLLM, llama.cpp) is the same typed error', async () => {
    server.handle((_call, reply) => {
      reply.start();
      reply.delta('半句');
      reply.event({ error: { message: 'CUDA out of memory', type: 'InternalServerError', code: 500 } });
      reply.response.end();
    });
    const { error } = await failWith();
    expect(error.code).toBe('stream_broken');
    expect(error.partial?.text).toBe('半句');
  });

  it('a connection broken mid-stream is a typed error after the partial text', async () => {
    server.handle(async (_call, reply) => {
      reply.start();
      reply.delta('说到一半');
      await sleep(30);
      reply.response.socket?.destroy();
    });
    const { error, deltas } = await failWith();
    expect(deltas).toEqual(['说到一半']);
    expect(error.code).toBe('stream_broken');
    expect(error.partial?.text).toBe('说到一半');
  });

  it('a stream that stops without a finish reason or [DONE] was cut, not complete', async () => {
    server.handle((_call, reply) => {
      reply.start();
      reply.delta('没有结尾');
      reply.response.end();
    });
    const { error } = await failWith();
    expect(error.code).toBe('stream_broken');
    expect(error.partial?.text).toBe('没有结尾');
  });

  it('401 is an authentication error: the user reads plain words, the log gets what the server said', async () => {
    server.handle((_call, reply) => sendError(reply.response, 401, { message: 'Incorrect API key provided: sk-test.', code: 'invalid_api_key' }));
    const { error } = await failWith();
    expect(error).toMatchObject({ code: 'auth', status: 502, partial: undefined });
    expect(error.message).toBe(LLM_ERROR_MESSAGES.auth);
    expect(error.message).not.toContain('LLM_');
    expect(error.detail).toContain('Incorrect API key');
  });

  it('429 is a rate-limit error, without retrying when retries are off', async () => {
    server.handle((_call, reply) => sendError(reply.response, 429, { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' }));
    const { error } = await failWith();
    expect(error).toMatchObject({ code: 'rate_limit', status: 429, message: 'AI写作服务请求过于频繁或额度不足，请稍后再试' });
    expect(server.calls).toHaveLength(1);
  });

  it('400 context-length errors, in OpenAI’s and llama.cpp’s and DashScope’s wording, are context_length', async () => {
    const bodies = [
      { message: "This model's maximum context length is 8192 tokens. However, your messages resulted in 9001 tokens.", code: 'context_length_exceeded', param: 'messages' },
      { message: 'the request exceeds the available context size, try increasing it', type: 'exceed_context_size_error' },
      { message: 'Range of input length should be [1, 30720]', code: 'invalid_parameter_error' },
      { message: 'Invalid request: Your request exceeded model token limit: 8192' },
    ];
    for (const body of bodies) {
      server.handle((_call, reply) => sendError(reply.response, 400, body));
      const { error } = await failWith();
      expect(error.code, body.message).toBe('context_length');
      expect(error.message).toBe('内容过长，超出了模型的上下文长度，请缩短内容或开始新的对话');
    }
  });

  it('another 400 is a bad request, a 404 an unknown model, a 500 the upstream', async () => {
    server.handle((_call, reply) => sendError(reply.response, 400, { message: 'temperature must be between 0 and 2' }));
    expect((await failWith()).error.code).toBe('bad_request');
    server.handle((_call, reply) => sendError(reply.response, 404, { message: 'model "qwen9" not found, try pulling it first', type: 'api_error' }));
    const notFound = (await failWith()).error;
    expect(notFound.code).toBe('model_not_found');
    expect(notFound.message).toBe(LLM_ERROR_MESSAGES.model_not_found);
    expect(notFound.detail).toContain('qwen9');
    server.handle((_call, reply) => sendError(reply.response, 500, { message: 'boom', type: 'server_error' }));
    expect((await failWith()).error.code).toBe('upstream');
  });

  it('a server that does not answer in time is a timeout; so is one that falls silent mid-answer', async () => {
    // never answers: only the deadline can end the call
    server.handle(() => undefined);
    const silent = await failWith({}, { LLM_TIMEOUT_MS: '300' });
    expect(silent.error.code).toBe('timeout');

    server.handle(async (_call, reply) => {
      reply.start();
      reply.delta('开了个头');
    });
    const stalled = await failWith({}, { LLM_TIMEOUT_MS: '300' });
    expect(stalled.error.code).toBe('timeout');
    expect(stalled.error.partial?.text).toBe('开了个头');
  });

  it('a refused connection is a network error', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const { error } = await collect(createLlmProvider(loadLlmConfig({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'm', LLM_MAX_RETRIES: '0' })).streamChat({ messages: question }));
    expect(error?.code).toBe('network');
    expect(error?.message).toBe('无法连接AI写作服务，请稍后再试');
  });

  it('without configuration every call says the writing service is off, in the user’s words', async () => {
    const llm = createLlmProvider(loadLlmConfig({}));
    expect(llm.configured).toBe(false);
    const { error } = await collect(llm.streamChat({ messages: question }));
    expect(error).toMatchObject({ code: 'unconfigured', status: 503 });
    expect(error?.message).toBe(LLM_ERROR_MESSAGES.unconfigured);
    expect(error?.message).not.toContain('LLM_');
  });
});

describe('openai-compatible writing model: stopping', () => {
  /// A model in the middle of a long answer: it has written `written` words and writes nothing more until its
  /// connection closes. Only the client can end such a request, so its closed connection is the client's doing.
  const writing = (written: number) =>
    server.handle(async (_call, reply) => {
      reply.start();
      reply.role();
      for (let i = 0; i < written; i += 1) reply.delta(`字${i}`);
      await new Promise((resolve) => reply.response.once('close', resolve));
    });

  it('aborting the signal closes the upstream connection and ends with aborted + the partial text', async () => {
    writing(5);
    const controller = new AbortController();
    const seen: string[] = [];
    let error: unknown;
    try {
      for await (const event of provider().streamChat({ messages: question, signal: controller.signal })) {
        if (event.type !== 'delta') continue;
        seen.push(event.text);
        if (seen.length === 3) controller.abort();
      }
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).code).toBe('aborted');
    expect((error as LlmError).partial?.text).toBe(seen.join(''));
    expect((error as LlmError).partial?.usage.estimated).toBe(true);
    await server.calls[0]!.closedAt;
  });

  it('aborting while waiting for the next chunk (not inside the loop body) closes it as well', async () => {
    writing(2);
    const controller = new AbortController();
    const deltas: string[] = [];
    const run = (async () => {
      try {
        for await (const event of provider().streamChat({ messages: question, signal: controller.signal })) if (event.type === 'delta') deltas.push(event.text);
      } catch (error) {
        return error as LlmError;
      }
      return null;
    })();
    // both words arrived: the loop now waits for a chunk the model will not write
    await expect.poll(() => deltas.length).toBe(2);
    controller.abort();
    expect((await run)?.code).toBe('aborted');
    expect(deltas).toEqual(['字0', '字1']);
    await server.calls[0]!.closedAt;
  });

  it('a consumer that leaves the loop early also ends the upstream request', async () => {
    writing(3);
    for await (const event of provider().streamChat({ messages: question })) if (event.type === 'delta') break;
    await server.calls[0]!.closedAt;
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const { error } = await collect(provider().streamChat({ messages: question, signal: controller.signal }));
    expect(error?.code).toBe('aborted');
    expect(server.calls).toHaveLength(0);
  });
});
