import fp from 'fastify-plugin';
import { fileRoutes } from './routes.ts';

/// Stored audio over HTTP (`/api/files/<key>`), with Range support and download names.
export const filesPlugin = fp(
  async (app) => {
    fileRoutes(app, app.storage);
  },
  { name: 'files', fastify: '5.x', dependencies: ['errors', 'storage'] },
);
