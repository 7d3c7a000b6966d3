import fp from 'fastify-plugin';
import { contract } from '@peiyin/api-client';
import { route } from '../../http/route.ts';
import { version } from '../../version.ts';

/// `GET /api/health`: the version and the database kind, for monitors and the e2e start-up wait.
export const healthPlugin = fp(
  async (app) => {
    route(app, contract.health.get, () => ({ version, database: app.dbKind }));
  },
  { name: 'health', fastify: '5.x', dependencies: ['contract', 'errors', 'database', 'auth'] },
);
