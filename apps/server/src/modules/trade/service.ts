import { randomInt } from 'node:crypto';
import { vipMessages, type MobileOrder, type OrderState, type PresetOrder, type TradeFlow } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { rateEvents } from '../../db/rateEvents.ts';
import type { TradeOrderRow, User } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { PayError, PayNotifyError, qrDataUrl, type NotifyAnswer, type NotifyRequest, type PayMethod, type PayProviderId, type TradeReport } from '../../providers/pay/index.ts';

/// Polling finds an order this close to its expiry (or past it) still waiting: ask the provider before
/// expiring it, so a payment whose notification is late or lost is still credited (issue 13 "Orders").
export const QUERY_WINDOW_MS = 60_000;
/// Before expiry the provider is asked at most this often per order, whatever the number of pollers.
export const QUERY_EVERY_MS = 15_000;
/// When the provider cannot be asked at expiry, the order waits this much longer before it expires anyway
/// (a notification arriving later still credits it: a late payment of an expired order is applied).
export const QUERY_GRACE_MS = 10 * 60_000;
/// Orders a user may create in ten minutes (each tab switch makes one): a bound on calls to the provider.
export const ORDERS_PER_10_MINUTES = 40;

const methodOf = (code: number): PayMethod => (code === 2 ? 'wechat' : 'alipay');
const methodName = (code: number) => (code === 2 ? '微信支付' : '支付宝');
const yuan = (fen: number) => Math.round(fen) / 100;

/// Beijing time as the dialog and records print it: 2026-02-04 09:00.
export function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export type PaymentOutcome = 'applied' | 'duplicate' | 'rejected';

export interface OrderInput {
  productType: number;
  productId: number;
  payMethod: number;
}

export function tradeService(app: FastifyInstance) {
  const events = rateEvents(app.db);
  const postgres = app.dbKind === 'postgres';
  const ttlMs = app.pay.orderTtlSeconds * 1000;

  /// The app id each provider signs with: a notification must name the one the order was made under.
  function appIdOf(provider: PayProviderId): string {
    if (provider === 'alipay') return app.config.pay.alipay?.appId ?? '';
    if (provider === 'wechat') return app.config.pay.wechat?.appId ?? '';
    return 'sandbox';
  }

  async function record(db: Db, orderNo: string, kind: string, detail: string | object = ''): Promise<void> {
    await db
      .insertInto('trade_events')
      .values({ order_no: orderNo, kind, detail: typeof detail === 'string' ? detail : JSON.stringify(detail), created_at: app.now() })
      .execute();
  }

  /// `PY` + Beijing yyyyMMddHHmmss + 10 random digits: 26 characters that suit both providers' rules.
  function newOrderNo(now: number): string {
    const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
    return `PY${stamp}${String(randomInt(10 ** 5)).padStart(5, '0')}${String(randomInt(10 ** 5)).padStart(5, '0')}`;
  }

  async function orderOf(orderNo: string): Promise<TradeOrderRow | undefined> {
    return app.db.selectFrom('trade_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  }

  /// An order and its provider trade, created together. The price is the server's product's, never the client's.
  async function create(user: User, input: OrderInput, channel: 'qr' | 'mobile', context: { origin: string; clientIp: string }) {
    if (app.pay.mode === 'none') throw new AppError(400, vipMessages.paymentOff);
    const product = await app.vip.product(input.productType, input.productId);
    if (!product) throw new AppError(400, vipMessages.productUnknown);
    let provider;
    try {
      provider = app.pay.forMethod(methodOf(input.payMethod));
    } catch (error) {
      if (error instanceof PayError) throw new AppError(400, error.message);
      throw error;
    }
    const now = app.now();
    const subject = `user:${user.id}`;
    if ((await events.count('pay_order', subject, now - 10 * 60_000)) >= ORDERS_PER_10_MINUTES) throw new AppError(429, vipMessages.tooManyOrders);
    await events.record('pay_order', subject, now);

    const orderNo = newOrderNo(now);
    const expiresAt = now + ttlMs;
    await app.db
      .insertInto('trade_orders')
      .values({
        order_no: orderNo,
        user_id: user.id,
        product_type: product.product_type,
        product_id: product.id,
        title: product.title,
        vip_level: product.vip_level,
        days: product.days,
        amount_fen: product.real_price_fen,
        pay_method: input.payMethod,
        provider: provider.id,
        app_id: appIdOf(provider.id),
        channel,
        status: 0,
        provider_trade_no: null,
        created_at: now,
        expires_at: expiresAt,
        queried_at: null,
        paid_at: null,
        closed_at: null,
        membership_end_at: null,
      })
      .execute();
    await record(app.db, orderNo, 'created', { provider: provider.id, channel, amountFen: product.real_price_fen, productId: product.id });
    const order = { orderNo, amountFen: product.real_price_fen, subject: product.title, expiresAt: new Date(expiresAt), requestOrigin: context.origin };
    try {
      if (channel === 'qr') {
        const { payUrl } = await provider.createQrOrder(order);
        return { orderNo, payUrl, amountFen: product.real_price_fen, expiresAt, sandbox: provider.id === 'sandbox' };
      }
      // context.origin is PAY_PUBLIC_URL or this server's own address (routes.ts `originOf`), never a Host header's
      const base = context.origin;
      const returnUrl = `${base.replace(/(?<!\/)\/+$/, '')}/pay/result?orderNo=${orderNo}`;
      const { redirectUrl } = await provider.createMobileOrder({ ...order, returnUrl, clientIp: context.clientIp });
      return { orderNo, payUrl: redirectUrl, amountFen: product.real_price_fen, expiresAt, sandbox: provider.id === 'sandbox' };
    } catch (error) {
      if (!(error instanceof PayError)) throw error;
      app.log.warn({ orderNo, provider: provider.id, code: error.code, providerCode: error.providerCode, detail: error.detail }, 'payment provider refused an order');
      await expire(orderNo, 'create_failed', { code: error.code, providerCode: error.providerCode, detail: error.detail });
      throw new AppError(502, error.message);
    }
  }

  /// Waiting → expired (-1). Never touches a paid order.
  async function expire(orderNo: string, kind: string, detail: string | object = ''): Promise<void> {
    const result = await app.db.updateTable('trade_orders').set({ status: -1, closed_at: app.now() }).where('order_no', '=', orderNo).where('status', '=', 0).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) await record(app.db, orderNo, kind, detail);
  }

  /// Applies a provider's statement that an order is paid (a verified notification or a query), exactly
  /// once: the order row is locked (PostgreSQL) and moved to paid only from waiting or expired; the
  /// membership grant is unique by order. Amount (in CNY), provider and app id must match the order.
  async function applyPayment(report: TradeReport, source: 'notify' | 'query'): Promise<PaymentOutcome> {
    const orderNo = report.orderNo;
    const refuse = async (kind: string, detail: object): Promise<PaymentOutcome> => {
      app.log.error({ orderNo, source, ...detail }, `payment refused: ${kind}`);
      if (await orderOf(orderNo)) await record(app.db, orderNo, kind, { source, ...detail });
      return 'rejected';
    };
    if (!report.paid || !report.providerTradeNo || report.amountFen === null) return refuse('not_paid', { state: report.state });
    const outcome = await app.db.transaction().execute(async (trx): Promise<PaymentOutcome | { refuse: string; detail: object }> => {
      const order = await trx.selectFrom('trade_orders').selectAll().where('order_no', '=', orderNo).$if(postgres, (qb) => qb.forUpdate()).executeTakeFirst();
      if (!order) return { refuse: 'unknown_order', detail: { provider: report.provider } };
      if (order.provider !== report.provider) return { refuse: 'wrong_provider', detail: { expected: order.provider, got: report.provider } };
      if (order.app_id !== report.appId) return { refuse: 'wrong_app', detail: { expected: order.app_id, got: report.appId } };
      if (order.amount_fen !== report.amountFen) return { refuse: 'amount_mismatch', detail: { expected: order.amount_fen, got: report.amountFen } };
      // every order is priced in yuan: the same number in another currency is another amount
      if (report.currency !== 'CNY') return { refuse: 'currency_mismatch', detail: { expected: 'CNY', got: report.currency } };
      if (order.status === 1) {
        if (order.provider_trade_no !== report.providerTradeNo) {
          // The same order paid twice under two trades: acknowledged (the provider would retry forever), logged for a refund.
          app.log.error({ orderNo, first: order.provider_trade_no, second: report.providerTradeNo }, 'order paid twice: refund the second trade');
          await record(trx, orderNo, 'paid_twice', { source, providerTradeNo: report.providerTradeNo });
        }
        return 'duplicate';
      }
      const taken = await trx
        .selectFrom('trade_orders')
        .select('order_no')
        .where('provider', '=', report.provider)
        .where('provider_trade_no', '=', report.providerTradeNo)
        .where('order_no', '!=', orderNo)
        .executeTakeFirst();
      if (taken) return { refuse: 'trade_no_reused', detail: { providerTradeNo: report.providerTradeNo, order: taken.order_no } };
      const paidAt = report.paidAt?.getTime() ?? app.now();
      const moved = await trx
        .updateTable('trade_orders')
        .set({ status: 1, provider_trade_no: report.providerTradeNo, paid_at: paidAt })
        .where('order_no', '=', orderNo)
        .where('status', '!=', 1)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return 'duplicate';
      const applied = await app.vip.applyOrder(trx, order);
      await trx.updateTable('trade_orders').set({ membership_end_at: applied.endAt }).where('order_no', '=', orderNo).execute();
      await trx
        .insertInto('trade_flows')
        .values({
          code: orderNo,
          user_id: order.user_id,
          order_no: orderNo,
          title: order.title,
          details: `${methodName(order.pay_method)}支付，${applied.vipName}有效期至 ${beijingTime(applied.endAt)}`,
          amount_fen: order.amount_fen,
          sign: '-',
          trade_time: paidAt,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      for (const reward of applied.rewards) {
        await trx
          .insertInto('trade_flows')
          .values({ code: reward.ref, user_id: reward.userId, order_no: orderNo, title: reward.title, details: reward.details, amount_fen: 0, sign: '+', trade_time: paidAt })
          .onConflict((oc) => oc.column('code').doNothing())
          .execute();
      }
      await record(trx, orderNo, 'paid', { source, providerTradeNo: report.providerTradeNo, late: order.status === -1, membershipEndAt: applied.endAt });
      return 'applied';
    });
    if (typeof outcome === 'object') return refuse(outcome.refuse, outcome.detail);
    if (outcome === 'duplicate') await record(app.db, orderNo, 'duplicate', { source, providerTradeNo: report.providerTradeNo });
    return outcome;
  }

  /// A waiting order near or past its expiry: ask its provider (at most every QUERY_EVERY_MS), credit it if
  /// paid, expire it once its time is up and the provider has not taken the money.
  async function reconcile(order: TradeOrderRow): Promise<void> {
    const now = app.now();
    if (order.status !== 0 || now < order.expires_at - QUERY_WINDOW_MS) return;
    // Asked a moment ago: before expiry, wait; at expiry, that answer (not paid) is the one we expire on.
    if (order.queried_at !== null && now - order.queried_at < QUERY_EVERY_MS) {
      if (now >= order.expires_at) await expire(order.order_no, 'expired', 'provider asked moments ago: not paid');
      return;
    }
    const provider = app.pay.byId(order.provider);
    if (!provider) {
      if (now >= order.expires_at) await expire(order.order_no, 'expired', `provider ${order.provider} no longer configured`);
      return;
    }
    // Claim the query: of several pollers at the same moment, one asks.
    const claimed = await app.db
      .updateTable('trade_orders')
      .set({ queried_at: now })
      .where('order_no', '=', order.order_no)
      .where('status', '=', 0)
      .where((eb) => (order.queried_at === null ? eb('queried_at', 'is', null) : eb('queried_at', '=', order.queried_at)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    let report: TradeReport;
    try {
      report = await provider.queryTrade(order.order_no);
    } catch (error) {
      if (!(error instanceof PayError)) throw error;
      await record(app.db, order.order_no, 'query_failed', { code: error.code, detail: error.detail });
      if (now >= order.expires_at + QUERY_GRACE_MS) await expire(order.order_no, 'expired', 'provider unreachable after the grace period');
      return;
    }
    await record(app.db, order.order_no, 'queried', { state: report.state });
    if (report.paid) {
      await applyPayment(report, 'query');
      return;
    }
    if (report.state === 'closed' || report.state === 'refunded' || now >= order.expires_at) await expire(order.order_no, 'expired', { state: report.state });
  }

  function subtitleOf(order: TradeOrderRow, vipName: string): string {
    if (order.status === 1) return `已开通${order.title}，${vipName}有效期至 ${beijingTime(order.membership_end_at ?? app.now())}`;
    if (order.status === -1) return vipMessages.qrExpired;
    return '';
  }

  return {
    create,
    applyPayment,
    reconcile,
    expire,

    async presetOrder(user: User, input: OrderInput & { qrWidth: number }, context: { origin: string; clientIp: string }): Promise<PresetOrder> {
      const made = await create(user, input, 'qr', context);
      return { orderNo: made.orderNo, qrcode: await qrDataUrl(made.payUrl, input.qrWidth), amount: yuan(made.amountFen), expireTime: made.expiresAt, sandbox: made.sandbox };
    },

    async mobileOrder(user: User, input: OrderInput, context: { origin: string; clientIp: string }): Promise<MobileOrder> {
      const made = await create(user, input, 'mobile', context);
      return { orderNo: made.orderNo, redirectUrl: made.payUrl, amount: yuan(made.amountFen), expireTime: made.expiresAt, sandbox: made.sandbox };
    },

    async status(user: User, orderNo: string): Promise<OrderState> {
      let order = await orderOf(orderNo);
      if (!order || order.user_id !== user.id) throw new AppError(404, vipMessages.orderNotFound);
      if (order.status === 0) {
        await reconcile(order);
        order = (await orderOf(orderNo))!;
      }
      const memberships = await app.entitlements.memberships(user.id);
      const m = memberships[order.product_type as 100 | 200 | 300];
      return { status: order.status, subtitle: subtitleOf(order, app.vip.levelName(order.product_type, m?.level ?? order.vip_level)), productType: order.product_type };
    },

    /// A provider's asynchronous notification, verified, then applied. The answer is in the provider's format:
    /// accepted only once the payment is durably applied (or known to be a duplicate), so it retries otherwise.
    async notify(providerId: string, request: NotifyRequest): Promise<NotifyAnswer | null> {
      const provider = app.pay.byId(providerId);
      if (!provider) return null;
      let notification;
      try {
        notification = await provider.verifyNotification(request);
      } catch (error) {
        if (!(error instanceof PayNotifyError)) throw error;
        app.log.warn({ provider: providerId, reason: error.reason }, `payment notification refused: ${error.message}`);
        return provider.notifyAnswer(false);
      }
      if (!notification.paid) {
        const order = await orderOf(notification.orderNo);
        if (order && order.provider === provider.id && notification.state === 'closed') await expire(order.order_no, 'closed', { source: 'notify' });
        return provider.notifyAnswer(true);
      }
      const outcome = await applyPayment(notification, 'notify');
      return provider.notifyAnswer(outcome !== 'rejected');
    },

    /// Orders nobody polls any more (the dialog was closed, the phone left): ask their providers once their
    /// time is up, so a payment whose notification was lost is credited and the rest expire.
    async sweep(limit = 20): Promise<number> {
      const stale = await app.db.selectFrom('trade_orders').selectAll().where('status', '=', 0).where('expires_at', '<=', app.now()).orderBy('expires_at').limit(limit).execute();
      for (const order of stale) await reconcile(order);
      return stale.length;
    },

    async flows(user: User, page: number, pageSize: number): Promise<{ total: number; list: TradeFlow[] }> {
      const total = await app.db.selectFrom('trade_flows').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      const rows = await app.db
        .selectFrom('trade_flows')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('trade_time', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total.n), list: rows.map((r) => ({ tradeTime: r.trade_time, code: r.code, title: r.title, details: r.details, amount: yuan(r.amount_fen), sign: r.sign })) };
    },

    options() {
      return { mode: app.pay.mode, methods: app.pay.methods.map((m) => (m === 'wechat' ? 2 : 1)), orderTtlSeconds: app.pay.orderTtlSeconds };
    },
  };
}

export type TradeService = ReturnType<typeof tradeService>;
