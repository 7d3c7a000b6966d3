import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages, type Call, type CallOutput } from '@peiyin/api-client';
import { AppError, ok } from './errors.ts';
import type { AuthedUser } from './auth.ts';

export interface RouteContext<C extends Call, U> {
  input: C['body'] extends z.ZodType ? z.output<C['body']> : C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthedUser | null>;

function parse(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError(400, result.error.issues[0]?.message ?? messages.bodyInvalid);
  return result.data;
}

function register<C extends Call, U>(
  app: FastifyInstance,
  call: C,
  resolveUser: (request: FastifyRequest) => Promise<U>,
  handler: (context: RouteContext<C, U>) => Promise<CallOutput<C>> | CallOutput<C>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const user = await resolveUser(request);
      const input = call.body ? parse(call.body, request.body) : call.query ? parse(call.query, request.query) : undefined;
      const data = await handler({ input, user, request, reply } as RouteContext<C, U>);
      return ok(data ?? null);
    },
  });
}

/// Registers one public contract call: validates the body/query with the contract's schema (code 400
/// with the field's Chinese message) and wraps what the handler returns in the success envelope.
/// The user is given when the request carries a valid token. Routes stay thin: rules live in services.
export function route<C extends Call>(
  app: FastifyInstance,
  call: C,
  authenticate: Authenticate,
  handler: (context: RouteContext<C, AuthedUser | null>) => Promise<CallOutput<C>> | CallOutput<C>,
): void {
  if (call.auth) throw new Error(`${call.path} requires login: register it with authedRoute`);
  register(app, call, authenticate, handler);
}

/// Registers a contract call that needs login: without a valid token it answers 401 '请先登录您的账号！'
/// (spec 02 §6) before looking at the input.
export function authedRoute<C extends Call>(
  app: FastifyInstance,
  call: C,
  authenticate: Authenticate,
  handler: (context: RouteContext<C, AuthedUser>) => Promise<CallOutput<C>> | CallOutput<C>,
): void {
  if (!call.auth) throw new Error(`${call.path} is public: register it with route`);
  const requireUser = async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (!user) throw new AppError(401, messages.loginRequired);
    return user;
  };
  register(app, call, requireUser, handler);
}
