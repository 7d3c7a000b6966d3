import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/// The headers helmet would set for `options`, worked out once. helmet is written as a middleware that
/// sets headers on a response; it is run here against a recorder instead of a real response.
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/// Security headers (CSP, HSTS, frame and referrer policies…) on every answer. @fastify/helmet rebuilt
/// helmet's whole middleware chain, CSP parsing included, on every request: a fifth of the server's time
/// on a small API answer (issue 14 §8). The headers never depend on the request, so they are computed
/// once at start and copied onto each reply; a route may still set its own (a download's sandbox CSP).
export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(
  async (app, options) => {
    const headers = securityHeaders(options.helmet);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
