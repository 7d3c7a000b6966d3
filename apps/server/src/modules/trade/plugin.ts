import fp from 'fastify-plugin';
import { tradeRoutes } from './routes.ts';
import { tradeService, type TradeService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and payments: creation, notifications applied exactly once, expiry, consumption records. */
    trade: TradeService;
  }
}

/// How often the server looks for expired orders nobody polls any more (and asks their providers).
export const SWEEP_MS = 60_000;

/// Orders and payments (issue 13): QR and mobile orders through `app.pay`, the providers' notifications at
/// `/api/trade/notify/<provider>`, the sandbox cashier page, consumption records, and a sweep of stale orders.
export const tradePlugin = fp<{ sweepMs?: number }>(
  async (app, options) => {
    const trade = tradeService(app);
    app.decorate('trade', trade);
    tradeRoutes(app, trade);
    const every = options.sweepMs ?? (app.config.nodeEnv === 'test' ? 0 : SWEEP_MS);
    if (every > 0 && app.pay.mode !== 'none') {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        trade
          .sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'))
          .finally(() => {
            running = false;
          });
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'trade', fastify: '5.x', dependencies: ['contract', 'errors', 'config', 'clock', 'database', 'auth', 'pay-provider', 'entitlements', 'vip'] },
);
