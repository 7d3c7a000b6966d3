import './zodConfig.ts';
import { z } from 'zod';
import { messages } from './rules.ts';

/// One call of the API: how to reach it, what it accepts and what its envelope `data` holds.
/// `body` is the JSON body of a POST, `query` the query string; both are parsed on the server with
/// the same schema (so a bad field answers code 400 with the field's Chinese message) and on the
/// client before sending. `auth` marks calls that answer 401 '请先登录您的账号！' without a valid token.
export interface Call<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: boolean;
  body: Body;
  query: Query;
  response: Response;
}

export function defineCall<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(call: {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth?: boolean;
  body?: Body;
  query?: Query;
  response: Response;
}): Call<Body, Query, Response> {
  return {
    method: call.method,
    path: call.path,
    auth: call.auth ?? false,
    body: call.body as Body,
    query: call.query as Query,
    response: call.response,
  };
}

/// What a caller passes: the body of a POST, else the query, else nothing.
export type CallInput<C extends Call> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : C['query'] extends z.ZodType
    ? z.input<C['query']>
    : void;

/// What a caller receives: the envelope's `data`, parsed.
export type CallOutput<C extends Call> = z.output<C['response']>;

/// A text field whose missing or wrong-typed value is reported with a message naming the field.
/// `required` is used when the value is absent (or blank after trimming), `invalid` when it is not a string.
export function text(required: string, invalid: string = required) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, required);
}

/// An optional text field: absent, null or blank all mean "not given" (undefined).
export function optionalText(invalid: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string({ error: invalid }).trim().optional(),
  );
}

/// The body/query object itself: a non-object body (array, string) is a format error, not a crash.
export function object<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object(shape, { error: messages.bodyInvalid });
}

export const empty = z.null();
