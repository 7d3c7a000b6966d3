import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { contract } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.health.get, ctx.auth.authenticate, () => ({ version, database: ctx.dbKind }));
}
