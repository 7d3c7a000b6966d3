import fp from 'fastify-plugin';
import { fileRoutes } from './routes.ts';
import { uploadRoutes } from './upload.ts';

/// Stored audio over HTTP (`/api/files/<key>`, Range support and download names) and the upload endpoint of
/// the policy-then-upload flow (`/api/upload`).
export const filesPlugin = fp(
  async (app) => {
    fileRoutes(app, app.storage);
    uploadRoutes(app, app.storage);
  },
  { name: 'files', fastify: '5.x', dependencies: ['errors', 'storage'] },
);
