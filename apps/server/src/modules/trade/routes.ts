import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@peiyin/api-client';
import { envelope } from '../../http/errors.ts';
import { authedRoute, route } from '../../http/route.ts';
import { MAX_NOTIFY_BYTES, PAY_NOTIFY_PATH } from '../../providers/pay/index.ts';
import { sandboxCashier } from './cashier.ts';
import type { TradeService } from './service.ts';

/// The origin the browser reached us at (behind a proxy: TRUST_PROXY makes Fastify read X-Forwarded-*).
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/// Orders, their state, the consumption records (spec 01 §7), the phone's own payment (issue 19), the
/// providers' notifications and the sandbox cashier page.
export function tradeRoutes(app: FastifyInstance, trade: TradeService): void {
  const calls = contract.trade;
  route(app, calls.options, () => trade.options());
  authedRoute(app, calls.newPresetOrder, ({ user, input, request }) => trade.presetOrder(user, input, { origin: originOf(request), clientIp: request.ip }));
  authedRoute(app, calls.newMobileOrder, ({ user, input, request }) => trade.mobileOrder(user, input, { origin: originOf(request), clientIp: request.ip }));
  authedRoute(app, calls.checkPresetOrderStatus, ({ user, input }) => trade.status(user, input.orderNo));
  authedRoute(app, calls.flows, ({ user, input }) => trade.flows(user, input.page, input.pageSize));

  // The notification route reads the raw body (the signature covers the exact bytes: WeChat's JSON,
  // Alipay's form), so it lives in its own scope with one parser that keeps every body as it came.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_NOTIFY_BYTES }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>(`${PAY_NOTIFY_PATH}/:provider`, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await trade.notify(request.params.provider, { body, headers: request.headers });
      if (!answer) return reply.code(404).send(envelope(404, '支付渠道不存在', null));
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  });

  if (app.pay.sandbox) sandboxCashier(app, app.pay.sandbox);
}
