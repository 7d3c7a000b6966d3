import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@peiyin/api-client';
import { envelope } from '../../http/errors.ts';
import { authedRoute, route } from '../../http/route.ts';
import { MAX_NOTIFY_BYTES, PAY_NOTIFY_PATH } from '../../providers/pay/index.ts';
import { sandboxCashier } from './cashier.ts';
import { linkOrigin, ownHostnames } from './origin.ts';
import type { TradeService } from './service.ts';

/// The origin payment links are built on (`linkOrigin`): PAY_PUBLIC_URL, or this server as the browser reached it
/// when that is this server's own address and port, else http://localhost:<port> — never another Host.
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  const listening = app.server.address();
  const port = listening && typeof listening === 'object' ? listening.port : app.config.port;
  return linkOrigin({ publicUrl: app.config.pay.publicUrl, protocol: request.protocol, host: request.host, port, hostnames: hostnames() });
}

let cachedHostnames: { names: Set<string>; at: number } | null = null;
/// The machine's addresses, read at most once a minute (an interface may come up after the start).
function hostnames(): Set<string> {
  const now = Date.now();
  if (!cachedHostnames || now - cachedHostnames.at > 60_000) cachedHostnames = { names: ownHostnames(), at: now };
  return cachedHostnames.names;
}

/// Orders, their state, the consumption records (spec 01 §7), the phone's own payment (issue 19), the
/// providers' notifications and the sandbox cashier page.
export function tradeRoutes(app: FastifyInstance, trade: TradeService): void {
  const calls = contract.trade;
  route(app, calls.options, () => trade.options());
  authedRoute(app, calls.newPresetOrder, ({ user, input, request }) => trade.presetOrder(user, input, { origin: originOf(app, request), clientIp: request.ip }));
  authedRoute(app, calls.newMobileOrder, ({ user, input, request }) => trade.mobileOrder(user, input, { origin: originOf(app, request), clientIp: request.ip }));
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
