import fp from 'fastify-plugin';
import { AppError, transportMessages } from '../http/errors.ts';
import { holdsInvalidText } from '../http/text.ts';

/// The deepest JSON a body may nest (the contract's bodies nest at most three levels). A body nested
/// 50 000 deep used to reach a schema's message builder and overflow the stack (issue 14 §4).
export const MAX_JSON_DEPTH = 32;

/// Whether `text` nests arrays and objects deeper than `max`, counted in one pass outside string
/// literals, before anything is parsed or built from it.
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/// A request body left unread by an answer (a refusal before or while reading it) is read and dropped up to
/// this size, so the connection can carry the client's next request; past it the answer closes the connection.
export const DRAIN_MAX_BYTES = 1024 * 1024;

/// Bounds on every request before a route sees it (issue 14 "Bounded work per request"): JSON bodies are
/// refused past MAX_JSON_DEPTH by Fastify's own parser (prototype-poisoning checks kept), and the body size
/// limit is enforced from Content-Length before a byte is read (Fastify's bodyLimit). Every string of the
/// body, query and parameters must be text both databases can store (no U+0000, no lone surrogate), checked
/// before the contract's schemas run (issue 26 §2).
export const limitsPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
        done(new AppError(400, transportMessages.tooDeep), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
    // Issue 26 §4: /api/upload refused a file by its first bytes (415, a forged policy's 400), answered with
    // `Connection: keep-alive` and never read that socket again: the client's next request on it hung.
    app.addHook('onSend', async (request, reply) => {
      const raw = request.raw;
      // a request without Content-Length or Transfer-Encoding has no body (RFC 9112 §6.3)
      if (raw.headers['content-length'] === undefined && raw.headers['transfer-encoding'] === undefined) return;
      if (raw.complete || raw.readableEnded) return;
      const declared = Number(raw.headers['content-length']);
      if (Number.isSafeInteger(declared) && declared <= DRAIN_MAX_BYTES && !raw.destroyed) {
        // whatever was reading it (a multipart parser) stops; the rest is read and dropped
        raw.unpipe();
        raw.removeAllListeners('data');
        raw.on('error', () => {});
        raw.resume();
      } else {
        void reply.header('connection', 'close');
      }
    });
    app.addHook('preValidation', async (request) => {
      if (holdsInvalidText(request.params) || holdsInvalidText(request.query) || holdsInvalidText(request.body)) {
        throw new AppError(400, transportMessages.invalidText);
      }
    });
  },
  { name: 'limits', fastify: '5.x' },
);
