import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contract, messages, type Call, type GptMode } from '@peiyin/api-client';
import { AppError } from '../../http/errors.ts';
import { authedRoute, callSchema, errorEnvelope, route } from '../../http/route.ts';
import type { AuthedUser } from '../../http/auth.ts';
import { LlmError } from '../../providers/llm/index.ts';
import type { AnswerEvent, AnswerJob, GptService } from './service.ts';

/// One server-sent event: the type as `event:`, the JSON as `data:` (JSON never contains a raw newline).
export function sseEvent(type: string, data: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/// The events after the first, then the ending: an LlmError mid-answer becomes the `error` event with its
/// Chinese message (spec 02 §7-§8), anything else a generic one (logged). A stop by the client ends the
/// stream silently: nobody is listening.
async function* serialise(first: AnswerEvent, rest: AsyncGenerator<AnswerEvent>, signal: AbortSignal, request: FastifyRequest, release: () => void): AsyncGenerator<string> {
  try {
    const { type, ...data } = first;
    yield sseEvent(type, data);
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      const { type: t, ...d } = next.value;
      yield sseEvent(t, d);
    }
  } catch (error) {
    if (signal.aborted) return;
    if (error instanceof LlmError) {
      request.log.warn({ code: error.code, detail: error.detail }, 'writing answer failed mid-stream');
      yield sseEvent('error', { code: error.status, message: error.message });
    } else {
      request.log.error({ err: error }, 'writing answer failed');
      yield sseEvent('error', { code: 500, message: messages.serverError });
    }
  } finally {
    release();
  }
}

export function gptRoutes(app: FastifyInstance, service: GptService): void {
  const { gpt } = contract;

  /// A streamed call: login and the contract's body schema as for every call; every refusal before the
  /// model starts answering is an envelope; then `text/event-stream`. The client going away (stop, page left)
  /// aborts the model's request at once, so no token is generated for nobody.
  function streamRoute<C extends Call>(call: C, prepare: (user: AuthedUser, body: z.output<NonNullable<C['body']>>) => Promise<{ job: AnswerJob; release: () => void }>) {
    const schema = {
      ...callSchema(call),
      response: {
        200: { description: '回答的事件流（text/event-stream）：start、若干 delta、最后 done 或 error', content: { 'text/event-stream': { schema: z.string() } } },
        '4xx': errorEnvelope,
      },
    };
    app.withTypeProvider<ZodTypeProvider>().post(
      call.path,
      {
        schema,
        preValidation: async (request) => {
          request.user = await app.auth.authenticate(request);
          if (!request.user) throw new AppError(401, messages.loginRequired);
        },
      },
      async (request, reply) => {
        const controller = new AbortController();
        const stop = () => {
          if (!reply.raw.writableFinished) controller.abort();
        };
        // A client that goes away closes the connection; fetch's abort first half-closes it (FIN), which
        // Node's server answers by ending the socket: either way the answer is over, so stop at the first.
        const socket = request.raw.socket;
        socket.once('end', stop);
        reply.raw.once('close', () => {
          socket.off('end', stop);
          stop();
        });
        const { job, release } = await prepare(request.user!, request.body as z.output<NonNullable<C['body']>>);
        const events = service.answer(job, controller.signal);
        // Whatever state the stream is in when the client goes away, the answer is ended (and metered by
        // its generator) and the user's slot is given back; both are safe to do twice.
        reply.raw.once('close', () => {
          release();
          void events.return(undefined).catch(() => undefined);
        });
        let first: IteratorResult<AnswerEvent>;
        try {
          first = await events.next();
        } catch (error) {
          release();
          if (controller.signal.aborted) {
            // Nobody is listening: end the exchange here, or Fastify would wait for an answer forever.
            reply.hijack();
            reply.raw.destroy();
            return;
          }
          if (error instanceof LlmError) {
            request.log.warn({ code: error.code, detail: error.detail }, 'writing answer refused upstream');
            throw new AppError(error.status, error.message);
          }
          throw error;
        }
        if (first.done) {
          release();
          throw new AppError(502, messages.serverError);
        }
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // Reverse proxies (nginx) must pass each event on as it comes.
          .header('x-accel-buffering', 'no');
        const body = Readable.from(serialise(first.value, events, controller.signal, request, release), { objectMode: false });
        body.on('error', (error) => {
          if (!controller.signal.aborted) request.log.warn({ err: error }, 'writing stream failed');
        });
        return (reply as FastifyReply).send(body);
      },
    );
  }

  authedRoute(app, gpt.status, ({ user }) => service.status(user.id));
  route(app, gpt.welcome, ({ input }) => service.welcome(input.mode));

  streamRoute(gpt.chat, (user, body) => service.prepareChat(user.id, body.mode, body));
  streamRoute(gpt.translate, (user, body) => service.prepareChat(user.id, 2 as GptMode, body));
  streamRoute(gpt.edit, (user, body) => service.prepareChat(user.id, 3 as GptMode, body));
  streamRoute(gpt.rewrite, (user, body) => service.prepareRewrite(user.id, body.content, body.targetSeconds));
  streamRoute(gpt.templateApply, (user, body) => service.prepareTemplate(user.id, body.code, body.content));

  authedRoute(app, gpt.conversationList, ({ user, input }) => service.conversations(user.id, input.mode, input.page, input.pageSize));
  authedRoute(app, gpt.conversationDetail, ({ user, input }) => service.conversation(user.id, input.id));
  authedRoute(app, gpt.conversationRename, ({ user, input }) => service.rename(user.id, input.id, input.title));
  authedRoute(app, gpt.conversationDelete, ({ user, input }) => service.remove(user.id, input.id));

  route(app, gpt.promptList, ({ input }) => service.prompts(input.page, input.pageSize, input.category));
  route(app, gpt.templateSearch, ({ input }) => service.templates(input.page, input.pageSize, input.keyword));
  route(app, gpt.templateDetail, ({ input }) => service.template(input.code));
}
