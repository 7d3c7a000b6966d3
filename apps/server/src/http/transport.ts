// What happens before a route sees a request (issue 14 §5): Node's HTTP parser refusing bytes (a header over
// the size limit, a NUL in a header, a request line that is not HTTP) and Fastify's router refusing a URL
// that does not percent-decode. Both are answered in the envelope, in Chinese, never echoing the input.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope, frameworkMessages, transportMessages } from './errors.ts';

/// The whole raw answer for a connection Node's parser gave up on: status line, envelope, close.
export function rawEnvelopeAnswer(status: number, message: string): string {
  const body = JSON.stringify(envelope(status, message, null));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/// Fastify's `clientErrorHandler`: Node emits `clientError` for a request its parser cannot read. The
/// connection cannot carry another request afterwards, so the answer closes it.
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) socket.write(rawEnvelopeAnswer(status, frameworkMessages[status] ?? transportMessages.badRequest));
  socket.destroy();
}

/// Fastify's `frameworkErrors`: a URL the router cannot decode, a parameter over its length, a failed
/// route constraint. The message names the problem, not the URL.
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
  request.log.info({ code: error.code, status }, 'rejected request');
  const message = error.code === 'FST_ERR_BAD_URL' ? transportMessages.badUrl : (frameworkMessages[status] ?? transportMessages.badRequest);
  void reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(envelope(status, message, null)));
}
