// The OpenAI-compatible speech API under /v1 (issue 29): `POST /v1/audio/speech`, `GET /v1/models`,
// `GET /v1/audio/voices`, reached with an account's API key. Its own scope: OpenAI's error shape for every
// refusal (validation, auth, limits, unknown paths), the key checked before anything else, then the key's
// scope, its rate (per minute, counted in the database) and its concurrency.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issueMessage, messages, type ApiKeyScope } from '@peiyin/api-client';
import { rateEvents } from '../../db/rateEvents.ts';
import { AppError, frameworkMessages } from '../../http/errors.ts';
import { EngineError } from '../../providers/tts/types.ts';
import type { ApiKeys, KeyHolder } from './keys.ts';
import { OpenAiError, openAiErrorBody, openAiErrorSchema, typeOfStatus } from './openaiErrors.ts';
import { encodePcm, formatTypes, speechFormats, speechLimits, speechMessages, speechModels, SPEECH_RATE, type SpeechFormat, type SpeechService } from './speech.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of a /v1 request, once checked. */
    apiKey: KeyHolder | null;
  }
}

export const v1Messages = {
  missingKey: '缺少 API 密钥：请在请求头中提供 Authorization: Bearer <密钥>（在「账户 → API 密钥」中创建）',
  badKey: 'API 密钥无效或已撤销',
  scope: (scope: ApiKeyScope) => `该 API 密钥没有${scope === 'speech' ? '语音合成' : '读取音色列表'}权限`,
  rate: (perMinute: number) => `该 API 密钥请求过于频繁（每分钟最多${perMinute}次），请稍后再试`,
  busy: (concurrency: number) => `该 API 密钥同时进行的合成过多（最多${concurrency}个），请等前面的完成后再试`,
  notFound: (method: string, url: string) => `接口不存在：${method} ${url.split('?')[0]}`,
  serverError: '服务器内部错误，请稍后再试',
  engineFailed: '语音合成失败，请稍后再试',
} as const;

/// The request body of `POST /v1/audio/speech`, as OpenAI defines it.
export const speechRequest = z.object({
  model: z.string({ error: '请填写 model（见 GET /v1/models）' }).min(1, '请填写 model（见 GET /v1/models）').max(64, 'model 过长').describe('模型：peiyin-tts，或 OpenAI 的 tts-1、tts-1-hd、gpt-4o-mini-tts（效果相同，音色决定引擎）'),
  input: z.string({ error: 'input 必须是文本' }).max(speechLimits.rawInput, speechMessages.inputTooLong).describe(`要朗读的文本：纯文本，或以 <speak> 开头的配音 SSML；最多 ${speechLimits.input} 字（按朗读字数计）`),
  voice: z
    .union([z.string(), z.object({ id: z.string() })], { error: '请填写 voice（见 GET /v1/audio/voices）' })
    // OpenAI's custom voices come as {id}: ours may too
    .transform((v) => (typeof v === 'string' ? v : v.id))
    .pipe(z.string().min(1, '请填写 voice（见 GET /v1/audio/voices）').max(100, 'voice 过长'))
    .describe('音色：主播 id（anchor-12 或 12）、自定义主播 id（custom-3）或主播名称；也可写成 {"id": "anchor-12"}'),
  response_format: z.enum(speechFormats, { error: 'response_format 只能是 mp3、opus、aac、flac、wav 或 pcm' }).default('mp3').describe('音频格式，默认 mp3；pcm 为 24 kHz 16 位小端单声道'),
  speed: z.number({ error: 'speed 必须是数字' }).min(0.25, 'speed 须在 0.25 到 4 之间').max(4, 'speed 须在 0.25 到 4 之间').default(1).describe('语速倍数 0.25-4（与音色本身的语速相乘，合成时限制在 0.5-2）'),
  stream_format: z.enum(['audio', 'sse'], { error: 'stream_format 只能是 audio 或 sse' }).optional().describe('流式返回：audio 为边合成边发送的音频字节；sse 为 speech.audio.delta 事件（base64 音频）和 speech.audio.done。不填则合成完整后一次返回'),
  instructions: z.string({ error: 'instructions 必须是文本' }).max(4096, 'instructions 过长').optional().describe('OpenAI 的语气说明；本服务忽略（情绪由主播与 SSML 决定）'),
});

const modelList = z.object({ object: z.literal('list'), data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.number(), owned_by: z.string() })) });
const voiceList = z.object({
  object: z.literal('list'),
  data: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(['anchor', 'custom']), sex: z.enum(['male', 'female']), description: z.string() })),
  voices: z.array(z.object({ id: z.string(), name: z.string() })).describe('同 data 的 id 与名称（Kokoro-FastAPI、Open WebUI 读取的字段）'),
});

const binary = z.string().meta({ format: 'binary' });
const docs = { tags: ['OpenAI 兼容语音接口'], security: [{ apiKey: [] }] };

/// Syntheses of each key under way in this process, and those waiting for a turn.
export function keyGates(concurrency: number, queue: number) {
  const gates = new Map<number, { running: number; waiting: (() => void)[] }>();
  return async (keyId: number): Promise<() => void> => {
    let gate = gates.get(keyId);
    if (!gate) gates.set(keyId, (gate = { running: 0, waiting: [] }));
    const g = gate;
    if (g.running >= concurrency) {
      if (g.waiting.length >= queue) throw new OpenAiError(429, v1Messages.busy(concurrency), 'rate_limit_error', 'concurrency_limit_exceeded');
      await new Promise<void>((resolve) => g.waiting.push(resolve));
    } else g.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = g.waiting.shift();
      if (next) next();
      else if (--g.running === 0) gates.delete(keyId);
    };
  };
}

/// Drops the 44-byte header of the renderer's streamed WAV, leaving 16-bit PCM.
async function* withoutWavHeader(wav: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let skip = 44;
  for await (const chunk of wav) {
    if (skip >= chunk.length) {
      skip -= chunk.length;
      continue;
    }
    yield skip ? chunk.subarray(skip) : chunk;
    skip = 0;
  }
}

async function* once(buffer: Buffer): AsyncGenerator<Buffer> {
  yield buffer;
}

async function* prepend(first: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/// A failure of the synthesis itself, as the client reads it.
function synthesisError(error: unknown): OpenAiError {
  if (error instanceof OpenAiError) return error;
  if (error instanceof EngineError && error.userMessage) return new OpenAiError(502, error.userMessage, 'server_error', 'engine_error');
  return new OpenAiError(500, v1Messages.engineFailed, 'server_error', 'synthesis_failed');
}

export function v1Routes(deps: { keys: ApiKeys; speech: SpeechService }) {
  return async (scope: FastifyInstance) => {
    const app = scope;
    const { keys, speech } = deps;
    const config = app.config.speechApi;
    const gate = keyGates(config.concurrency, config.queue);
    const events = rateEvents(app.db);
    scope.decorateRequest('apiKey', null);

    // OpenAI's shape for everything refused in this scope.
    scope.setValidatorCompiler(({ schema }) => (data) => {
      const result = (schema as z.ZodType).safeParse(data ?? {}, { error: issueMessage });
      if (result.success) return { value: result.data };
      const issue = result.error.issues[0];
      const param = issue?.path[0] === undefined ? null : String(issue.path[0]);
      return { error: new OpenAiError(400, issue?.message ?? messages.bodyInvalid, 'invalid_request_error', 'invalid_value', param) };
    });
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      let failure: OpenAiError;
      if (error instanceof OpenAiError) failure = error;
      else if (error instanceof AppError) failure = new OpenAiError(error.code, error.message, typeOfStatus(error.code));
      else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        failure = new OpenAiError(error.statusCode, frameworkMessages[error.statusCode] ?? messages.bodyInvalid, typeOfStatus(error.statusCode));
      } else {
        request.log.error({ err: error }, 'unexpected error');
        failure = new OpenAiError(500, v1Messages.serverError, 'server_error');
      }
      return reply.code(failure.status).send(openAiErrorBody(failure));
    });
    scope.setNotFoundHandler((request, reply) => {
      const failure = new OpenAiError(404, v1Messages.notFound(request.method, request.url), 'invalid_request_error', 'unknown_url');
      return reply.code(404).send(openAiErrorBody(failure));
    });

    /// The key first (401 before looking at anything else), then its scope and its rate.
    const authorize = (needed: ApiKeyScope) => async (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw new OpenAiError(401, v1Messages.missingKey, 'invalid_request_error', 'missing_api_key');
      const holder = await keys.authenticate(match[1]);
      if (!holder) throw new OpenAiError(401, v1Messages.badKey, 'invalid_request_error', 'invalid_api_key');
      if (!holder.scopes.includes(needed)) throw new OpenAiError(403, v1Messages.scope(needed), 'permission_error', 'insufficient_scope');
      const now = app.now();
      const subject = String(holder.keyId);
      if ((await events.count('api-key', subject, now - 60_000)) >= config.ratePerMinute) {
        throw new OpenAiError(429, v1Messages.rate(config.ratePerMinute), 'rate_limit_error', 'rate_limit_exceeded');
      }
      await events.record('api-key', subject, now);
      request.apiKey = holder;
    };

    const errors = { 400: openAiErrorSchema, 401: openAiErrorSchema, 403: openAiErrorSchema, 429: openAiErrorSchema, '5xx': openAiErrorSchema };

    scope.get(
      '/models',
      {
        schema: { ...docs, summary: '可用的模型', description: '需要 catalogue 权限。所有模型效果相同：音色（主播）决定引擎。', response: { 200: modelList, ...errors } },
        preValidation: authorize('catalogue'),
      },
      async () => ({ object: 'list' as const, data: speechModels.map((id) => ({ id, object: 'model' as const, created: 1_767_225_600, owned_by: 'peiyin' })) }),
    );

    scope.get(
      '/audio/voices',
      {
        schema: { ...docs, summary: '可用的音色', description: '需要 catalogue 权限。本账号的自定义主播（custom-<id>）在前，然后是主播库中的主播（anchor-<id>），含已配置的云端引擎的音色。', response: { 200: voiceList, ...errors } },
        preValidation: authorize('catalogue'),
      },
      async (request) => {
        const voices = await speech.voices(request.apiKey!.user.id);
        return { object: 'list' as const, data: voices, voices: voices.map((v) => ({ id: v.id, name: v.name })) };
      },
    );

    scope.post(
      '/audio/speech',
      {
        schema: {
          ...docs,
          summary: '文本转语音（OpenAI 兼容）',
          description:
            '需要 speech 权限。文本经过与配音工作台相同的前端（数字读法、多音字、账号的发音词典）后由主播的引擎合成，按朗读字数计入账号每月的 API 额度；会员专享的情绪同样需要会员。每个密钥有每分钟请求数与同时合成数的上限。错误为 OpenAI 格式 {"error": {message, type, param, code}}。',
          body: speechRequest,
          response: {
            200: {
              description: '音频（不填 stream_format 时为完整文件；audio 时边合成边发送；sse 时为 text/event-stream）',
              content: Object.fromEntries([...speechFormats.map((f) => [formatTypes[f], { schema: binary }]), ['text/event-stream', { schema: z.string() }]]),
            },
            ...errors,
          },
        },
        preValidation: authorize('speech'),
      },
      async (request, reply) => {
        const holder = request.apiKey!;
        const body = request.body as z.output<typeof speechRequest>;
        if (!(speechModels as readonly string[]).includes(body.model)) throw new OpenAiError(404, speechMessages.modelUnknown(body.model), 'invalid_request_error', 'model_not_found', 'model');
        const entitled = await app.entitlements.of(holder.user.id);
        const prepared = await speech.prepare(holder.user.id, { input: body.input, voice: body.voice, speed: body.speed, allEmotions: entitled.tts.allEmotions });
        const { used, allowance, member } = await keys.remaining(holder.user.id);
        if (used + prepared.characters > allowance) throw new OpenAiError(429, speechMessages.allowance(used, allowance, member), 'insufficient_quota', 'insufficient_quota');

        const release = await gate(holder.keyId);
        const controller = new AbortController();
        // The synthesis stops when the caller goes away before the answer is complete.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
          release();
        });
        const format: SpeechFormat = body.response_format;
        const request_ = { plan: prepared.plan, voice: prepared.voice, sampleRate: SPEECH_RATE, signal: controller.signal };
        try {
          if (!body.stream_format) {
            const rendered = await app.renderer.render({ ...request_, format: format === 'mp3' ? 'mp3' : 'wav' });
            let data = format === 'mp3' || format === 'wav' ? rendered.data : rendered.data.subarray(44);
            if (format === 'opus' || format === 'aac' || format === 'flac') {
              const parts: Buffer[] = [];
              for await (const part of encodePcm(format, once(data), controller.signal)) parts.push(part);
              data = Buffer.concat(parts);
            }
            await keys.record(holder, prepared.characters);
            return reply.header('content-type', formatTypes[format]).header('cache-control', 'no-store').send(data);
          }
          // Streamed: audio leaves sentence by sentence as the renderer makes it.
          const source = app.renderer.stream({ ...request_, format: format === 'mp3' ? 'mp3' : 'wav' });
          const audio = format === 'mp3' || format === 'wav' ? source : format === 'pcm' ? withoutWavHeader(source) : encodePcm(format, withoutWavHeader(source), controller.signal);
          const iterator = audio[Symbol.asyncIterator]();
          // Whatever can fail before the first sound is still an error answer: wait for real audio (a streamed
          // WAV's header comes before any synthesis).
          const first: Buffer[] = [];
          let bytes = 0;
          while (bytes <= (format === 'wav' ? 44 : 0)) {
            const next = await iterator.next();
            if (next.done) break;
            first.push(next.value);
            bytes += next.value.length;
          }
          if (bytes === 0) throw new OpenAiError(500, v1Messages.engineFailed, 'server_error', 'synthesis_failed');
          await keys.record(holder, prepared.characters);
          const rest = prepend(first, iterator);
          if (body.stream_format === 'audio') {
            const stream = Readable.from(rest);
            stream.on('error', (error) => {
              if (!controller.signal.aborted) request.log.warn({ err: error }, 'speech stream failed');
            });
            return reply.header('content-type', formatTypes[format]).header('cache-control', 'no-store').send(stream);
          }
          const characters = prepared.characters;
          const sse = async function* (): AsyncGenerator<string> {
            try {
              for await (const chunk of rest) yield `data: ${JSON.stringify({ type: 'speech.audio.delta', audio: chunk.toString('base64') })}\n\n`;
              yield `data: ${JSON.stringify({ type: 'speech.audio.done', usage: { input_tokens: characters, output_tokens: 0, total_tokens: characters } })}\n\n`;
            } catch (error) {
              if (controller.signal.aborted) return;
              request.log.warn({ err: error }, 'speech stream failed');
              yield `data: ${JSON.stringify({ type: 'error', ...openAiErrorBody(synthesisError(error)) })}\n\n`;
            }
          };
          return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').send(Readable.from(sse()));
        } catch (error) {
          release();
          if (controller.signal.aborted) return reply;
          if (!(error instanceof OpenAiError)) request.log.warn({ err: error }, 'speech failed');
          throw synthesisError(error);
        }
      },
    );
  };
}
