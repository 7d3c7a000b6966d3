// A bare Fastify hello-world: the ceiling `pnpm bench api` measures the studio's routes against. The same
// Fastify the server runs (resolved from apps/server), with no plugin and no logger.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const fromServer = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { default: Fastify } = (await import(pathToFileURL(fromServer.resolve('fastify')).href)) as {
  default: (options: object) => { get(path: string, handler: () => Promise<unknown>): void; listen(options: { port: number; host: string }): Promise<string> };
};
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
