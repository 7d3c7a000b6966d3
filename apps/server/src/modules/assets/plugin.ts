import fp from 'fastify-plugin';
import { assetRoutes } from '../../assets/routes.ts';

/// The generated images: avatars and the activity banner (`src/assets`).
export const assetsPlugin = fp(
  async (app) => {
    assetRoutes(app);
  },
  { name: 'assets', fastify: '5.x', dependencies: ['errors'] },
);
