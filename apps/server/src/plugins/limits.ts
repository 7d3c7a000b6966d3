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
    app.addHook('preValidation', async (request) => {
      if (holdsInvalidText(request.params) || holdsInvalidText(request.query) || holdsInvalidText(request.body)) {
        throw new AppError(400, transportMessages.invalidText);
      }
    });
  },
  { name: 'limits', fastify: '5.x' },
);
