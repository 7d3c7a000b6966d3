import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { envelope, frameworkMessages, ok } from './http/errors.ts';
import { version } from './version.ts';

/// A `--role=worker` process serves no studio HTTP; a monitor (or an orchestrator's probe) still asks it
/// `GET /api/health` → {version, database, role: 'worker', running: {synthesis: [task ids], …}}. Everything
/// else answers 404 in the envelope. A bare node:http server: no body is ever read.
export async function serveWorkerHealth(app: FastifyInstance, at: { port: number; host: string }): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const found = request.method === 'GET' && path === '/api/health';
    const running = Object.fromEntries(app.jobs.kinds().map((kind) => [kind, app.jobs.workers(kind)?.running() ?? []]));
    const body = found ? ok({ version, database: app.dbKind, role: 'worker', running }) : envelope(404, frameworkMessages[404]!, null);
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  });
  server.requestTimeout = 5000;
  server.headersTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : at.port;
  return {
    url: `http://${at.host === '0.0.0.0' || at.host === '::' ? 'localhost' : at.host}:${port}/api/health`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
