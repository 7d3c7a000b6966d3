import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@peiyin/api-client';
import { AppError, envelope, frameworkMessages, transportMessages } from '../http/errors.ts';
import { StorageError } from '../providers/storage/types.ts';

/// Every answer is the envelope, never a stack (spec 01 §8): refusals with their Chinese message, a field
/// the contract refuses with that field's message, framework 4xx in Chinese, anything unexpected as a
/// generic 500 that is logged with the request id. Unknown `/api` paths answer the 404 envelope; other
/// GETs get the web app (SPA fallback) when it is built.
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        return reply.code(error.code).send(envelope(error.code, error.message, null));
      }
      // A storage key the store cannot name came from a request (a module that takes keys words its own
      // refusal; this keeps any other from answering 500: issue 26 §5)
      const failure: unknown = error;
      if (failure instanceof StorageError && failure.code === 'invalid_key') {
        return reply.code(400).send(envelope(400, transportMessages.invalidFileKey, null));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The first issue, as the contract words it (the same message the web form shows).
        return reply.code(400).send(envelope(400, error.validation[0]?.message ?? messages.bodyInvalid, null));
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

    const webDist = app.config.webDist;
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      // SPA fallback: every non-API GET of a browser gets the web app, whose router decides.
      if (webDist && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api') {
        // the images its first screen shows, asked for with the page (plugins/firstScreen.ts)
        return app.firstScreen.link(request.url).then((link) => {
          if (link) reply.header('link', link);
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        });
      }
      return reply.code(404).send(envelope(404, messages.notFound, null));
    });
  },
  { name: 'errors', fastify: '5.x', dependencies: ['config', 'firstScreen'] },
);
