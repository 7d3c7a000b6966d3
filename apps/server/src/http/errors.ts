import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, type Envelope } from '@peiyin/api-client';

/// A failure the caller should see: `code` becomes the envelope code (and the HTTP status),
/// `message` is the Chinese text shown to the user.
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);

export function envelope<Data>(code: number, message: string, data: Data): Envelope<Data> {
  return { code, message, data };
}

export function ok<Data>(data: Data): Envelope<Data> {
  return envelope(200, 'success', data);
}

/// Framework-level 4xx answers, in Chinese (spec: every answer is the envelope, never a stack).
const frameworkMessages: Record<number, string> = {
  400: messages.bodyInvalid,
  404: messages.notFound,
  405: messages.notFound,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

export function installErrorHandling(app: FastifyInstance, options: { webDist: string | null }): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.code).send(envelope(error.code, error.message, null));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'rejected request');
      return reply.code(status).send(envelope(status, frameworkMessages[status] ?? messages.bodyInvalid, null));
    }
    // The request id in the log line lets an operator find this failure; the client learns nothing more.
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(envelope(500, messages.serverError, null));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // SPA fallback: every non-API GET of a browser gets the web app, whose router decides.
    if (options.webDist && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(envelope(404, messages.notFound, null));
  });
}
