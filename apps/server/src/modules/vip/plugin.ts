import fp from 'fastify-plugin';
import { vipRoutes } from './routes.ts';
import { vipService, type VipService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Memberships: products, grants (applied exactly once), member info, invitation rewards. */
    vip: VipService;
  }
}

/// Membership (issue 13): products synced from the configuration at start, member info per product type,
/// the new-member trial, recent payments, privileges, invitation rewards. Payments arrive through `trade`.
export const vipPlugin = fp(
  async (app) => {
    const vip = vipService(app);
    await vip.syncProducts();
    app.log.info(`membership products: ${app.config.membership.products.length} (${app.config.membership.productsSource})`);
    app.decorate('vip', vip);
    vipRoutes(app, vip);
  },
  { name: 'vip', fastify: '5.x', dependencies: ['contract', 'errors', 'config', 'clock', 'database', 'auth', 'entitlements'] },
);
