import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages, type Call, type CallOutput } from '@peiyin/api-client';
import { AppError, ok } from './errors.ts';
import type { AuthedUser } from './auth.ts';
import { JsonText, okText } from './jsonText.ts';

/// What a handler answers: the call's data, or that data already written as JSON (see JsonText).
type Answer<C extends Call> = Promise<CallOutput<C> | JsonText<CallOutput<C>>> | CallOutput<C> | JsonText<CallOutput<C>>;

export interface RouteContext<C extends Call, U> {
  input: C['body'] extends z.ZodType ? z.output<C['body']> : C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

/// The success envelope around a call's `data` schema (the 200 answer of the OpenAPI document).
export const envelopeOf = (data: z.ZodType) =>
  z.object({ code: z.literal(200).describe('200 表示成功'), message: z.string().describe('success'), data }).describe('成功：data 为结果');

/// Every refusal: the envelope with a Chinese message and `data: null`; `code` is also the HTTP status.
export const errorEnvelope = z
  .object({ code: z.number().describe('错误码，与 HTTP 状态相同'), message: z.string().describe('给用户看的中文提示'), data: z.null() })
  .describe('失败：信封里的中文提示');

/// The route schema of a contract call: the contract's own zod schemas for the body or query (validated by
/// fastify-type-provider-zod, a bad field answers 400 with its Chinese message) and for the answer's `data`.
export function callSchema(call: Call) {
  return {
    ...(call.body ? { body: call.body } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.auth ? { security: [{ bearer: [] }] } : {}),
    response: { 200: envelopeOf(call.response), '4xx': errorEnvelope },
  };
}

function register<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: RouteContext<C, AuthedUser | null>) => Answer<C>,
): void {
  // Typed by RouteContext from the same contract schemas the type provider validates with.
  app.route({
    method: call.method,
    url: call.path,
    schema: callSchema(call),
    // Login is checked after the body is read and before it is validated: without a token the answer is
    // 401 whatever the input (spec 02 §6).
    preValidation: call.auth
      ? async (request) => {
          request.user = await app.auth.authenticate(request);
          if (!request.user) throw new AppError(401, messages.loginRequired);
        }
      : async (request) => {
          request.user = await app.auth.authenticate(request);
        },
    handler: async (request, reply) => {
      const input = call.body ? request.body : call.query ? request.query : undefined;
      const data = await handler({ input, user: request.user, request, reply } as RouteContext<C, AuthedUser | null>);
      // text that is already JSON goes out as it is (a string with a JSON type is not serialised again)
      if (data instanceof JsonText) return reply.type('application/json; charset=utf-8').send(okText(data));
      return ok(data ?? null);
    },
  });
}

/// Registers one public contract call and wraps what the handler returns in the success envelope. The
/// user is given when the request carries a valid token. Routes stay thin: rules live in services.
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: RouteContext<C, AuthedUser | null>) => Answer<C>,
): void {
  if (call.auth) throw new Error(`${call.path} requires login: register it with authedRoute`);
  register(app, call, handler);
}

/// Registers a contract call that needs login: without a valid token it answers 401 '请先登录您的账号！'
/// (spec 02 §6) before looking at the input.
export function authedRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: RouteContext<C, AuthedUser>) => Answer<C>,
): void {
  if (!call.auth) throw new Error(`${call.path} is public: register it with route`);
  register(app, call, handler as (context: RouteContext<C, AuthedUser | null>) => Answer<C>);
}
