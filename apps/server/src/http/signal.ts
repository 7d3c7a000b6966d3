import type { FastifyReply, FastifyRequest } from 'fastify';

/// Aborts when the client goes away before the answer is sent (a closed tab stops the OCR or yt-dlp work it
/// was waiting for).
export function requestSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
