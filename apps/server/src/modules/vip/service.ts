import type { AsrVipInfo, GptVipInfo, GuideContent, InviterSummary, LastPayment, MemberInfo, NewUserReward, VipProduct } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { TradeOrderRow, User, VipProductRow } from '../../db/schema.ts';
import { TTS_DAILY_TASKS, type ProductType } from '../entitlements/service.ts';
import { DAY_MS, dayValues, extend, type DayValue } from './membership.ts';

/// The names of the levels (spec 01 §6: level 2 standard privileges, level 3 and above a separate list).
export function levelName(productType: number, level: number): string {
  if (productType === 200) return '语音识别会员';
  if (productType === 300) return 'AI写作会员';
  return level >= 3 ? '超级会员' : level >= 2 ? '高级会员' : '';
}

const yuan = (fen: number) => Math.round(fen) / 100;
/// spec 01 §2: the ticker shows who paid, the phone masked like 138****8000.
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/// A grant of membership time, applied exactly once by its `ref`.
export interface Grant {
  userId: number;
  productType: ProductType;
  level: number;
  ms: number;
  /** `manual`: an operator's (or a test's) grant. */
  reason: 'order' | 'trial' | 'inviter' | 'invitee' | 'manual';
  ref: string;
  orderNo?: string | null;
}

/// A reward credited beside an order (the invitation's), for the trade module's consumption records.
export interface RewardRecord {
  userId: number;
  ref: string;
  title: string;
  details: string;
}

export function vipService(app: FastifyInstance) {
  const { membership: settings } = app.config;
  const postgres = app.dbKind === 'postgres';

  function toProduct(row: VipProductRow): VipProduct {
    return {
      id: row.id,
      productType: row.product_type,
      name: levelName(row.product_type, row.vip_level),
      title: row.title,
      vipLevel: row.vip_level,
      days: row.days,
      realPrice: yuan(row.real_price_fen),
      originPrice: yuan(row.origin_price_fen),
      averagePrice: Math.round(row.real_price_fen / row.days) / 100,
      saveMoney: yuan(row.origin_price_fen - row.real_price_fen),
      promotion: row.promotion,
      minutes: row.product_type === 200 ? settings.asrMemberMinutes : 0,
      tokens: row.product_type === 300 ? settings.gptMemberTokens : 0,
    };
  }

  async function productRows(db: Db, productType: number): Promise<VipProductRow[]> {
    return db.selectFrom('vip_products').selectAll().where('product_type', '=', productType).where('enabled', '=', 1).orderBy('sort').execute();
  }

  async function valuesOf(db: Db, productType: number): Promise<Map<number, DayValue>> {
    return dayValues((await productRows(db, productType)).map((p) => ({ vipLevel: p.vip_level, days: p.days, realPriceFen: p.real_price_fen })));
  }

  /// Applies a grant inside the caller's transaction. The grant's row is inserted first, unique by `ref`:
  /// a second application (a duplicate notification, a second click) inserts nothing and changes nothing.
  /// The membership row is then locked (PostgreSQL; SQLite runs one transaction at a time) and extended.
  async function grant(trx: Db, g: Grant): Promise<{ applied: boolean; endAt: number; level: number }> {
    const now = app.now();
    const inserted = await trx
      .insertInto('membership_grants')
      .values({ ref: g.ref, user_id: g.userId, product_type: g.productType, level: g.level, reason: g.reason, order_no: g.orderNo ?? null, added_ms: 0, end_at: 0, created_at: now })
      .onConflict((oc) => oc.column('ref').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
      const existing = await trx.selectFrom('membership_grants').select(['end_at', 'level']).where('ref', '=', g.ref).executeTakeFirstOrThrow();
      return { applied: false, endAt: existing.end_at, level: existing.level };
    }
    await trx
      .insertInto('memberships')
      .values({ user_id: g.userId, product_type: g.productType, level: 0, start_at: now, end_at: 0, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'product_type']).doNothing())
      .execute();
    const current = await trx
      .selectFrom('memberships')
      .select(['level', 'start_at', 'end_at'])
      .where('user_id', '=', g.userId)
      .where('product_type', '=', g.productType)
      .$if(postgres, (qb) => qb.forUpdate())
      .executeTakeFirstOrThrow();
    const values = await valuesOf(trx, g.productType);
    const next = extend(current.end_at > 0 ? { level: current.level, startAt: current.start_at, endAt: current.end_at } : null, { level: g.level, ms: g.ms }, now, (level) => values.get(level) ?? null);
    await trx
      .updateTable('memberships')
      .set({ level: next.level, start_at: next.startAt, end_at: next.endAt, updated_at: now })
      .where('user_id', '=', g.userId)
      .where('product_type', '=', g.productType)
      .execute();
    await trx.updateTable('membership_grants').set({ added_ms: next.addedMs, end_at: next.endAt, level: next.level }).where('ref', '=', g.ref).execute();
    return { applied: true, endAt: next.endAt, level: next.level };
  }

  async function memberInfo(userId: number): Promise<MemberInfo> {
    const m = (await app.entitlements.memberships(userId))[100];
    const anyGrant = await app.db.selectFrom('membership_grants').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    const now = app.now();
    return {
      newUser: !anyGrant && settings.trialDays > 0,
      vipLevel: m.activeLevel,
      vipName: levelName(100, m.level),
      startTime: m.startAt,
      endTime: m.endAt,
      expired: m.expired,
      showRenew: m.expired || (m.endAt !== null && m.endAt - now < 7 * DAY_MS),
    };
  }

  /// Days shown for a stored duration (a converted grant is not a whole number of days).
  const days = (ms: number) => Math.round((ms / DAY_MS) * 10) / 10;

  return {
    levelName,
    grant,

    /// Makes the products table say what the configuration says (run at start): new ones inserted, changed
    /// ones updated, ones no longer listed disabled (orders keep their own snapshot of what was bought).
    async syncProducts(): Promise<void> {
      const listed = settings.products;
      await app.db.transaction().execute(async (trx) => {
        for (const [index, p] of listed.entries()) {
          const row = {
            product_type: p.productType,
            vip_level: p.level,
            title: p.title,
            days: p.days,
            real_price_fen: p.realPriceFen,
            origin_price_fen: p.originPriceFen,
            promotion: p.promotion,
            sort: index + 1,
            enabled: 1,
          };
          await trx
            .insertInto('vip_products')
            .values({ id: p.id, ...row })
            .onConflict((oc) => oc.column('id').doUpdateSet(row))
            .execute();
        }
        await trx
          .updateTable('vip_products')
          .set({ enabled: 0 })
          .where('id', 'not in', listed.map((p) => p.id))
          .execute();
      });
    },

    async products(productType: ProductType): Promise<VipProduct[]> {
      return (await productRows(app.db, productType)).map(toProduct);
    },

    /// The product an order is for, if it is on sale.
    async product(productType: number, id: number): Promise<VipProductRow | undefined> {
      return app.db.selectFrom('vip_products').selectAll().where('id', '=', id).where('product_type', '=', productType).where('enabled', '=', 1).executeTakeFirst();
    },

    memberInfo,

    /// The one-time new-member trial (issue 13): level-2 speech synthesis membership for `VIP_TRIAL_DAYS`,
    /// to an account that has never had any membership time. Once per account: later calls change nothing.
    async takeNewUserReward(user: User): Promise<NewUserReward> {
      let granted = false;
      if (settings.trialDays > 0) {
        await app.db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('membership_grants').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
          if (before) return;
          granted = (await grant(trx, { userId: user.id, productType: 100, level: 2, ms: settings.trialDays * DAY_MS, reason: 'trial', ref: `trial:${user.id}` })).applied;
        });
      }
      return { granted, days: settings.trialDays, memberInfo: await memberInfo(user.id) };
    },

    /// Real recent payments (newest first), the phone masked; never an invented entry.
    async lastPayments(): Promise<LastPayment[]> {
      const rows = await app.db
        .selectFrom('trade_orders')
        .innerJoin('users', 'users.id', 'trade_orders.user_id')
        .select(['users.phone', 'trade_orders.title', 'trade_orders.paid_at'])
        .where('trade_orders.status', '=', 1)
        .orderBy('trade_orders.paid_at', 'desc')
        .limit(10)
        .execute();
      const now = app.now();
      const ago = (at: number) => {
        const minutes = Math.max(0, Math.floor((now - at) / 60_000));
        if (minutes < 1) return '刚刚';
        if (minutes < 60) return `${minutes}分钟前`;
        if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}小时前`;
        return `${Math.floor(minutes / (24 * 60))}天前`;
      };
      return rows.map((r) => ({ content: `${maskPhone(r.phone)} ${ago(r.paid_at ?? now)}开通了${r.title}` }));
    },

    /// The privileges by level (spec 01 §6) with the allowances this server really applies.
    guide(): GuideContent {
      const free = app.config.jobs.freeDailyTasks;
      return {
        levels: [2, 3].map((level) => ({
          vipLevel: level,
          vipName: levelName(100, level),
          privileges: [
            '48k 高清音质音频',
            '免费使用全部情绪主播',
            `每日免费合成 ${TTS_DAILY_TASKS[level]} 次`,
            level >= 3 ? '视频提取：支持多平台' : '视频提取：支持大部分平台',
            '免费使用图片文字识别',
          ],
        })),
        notes: [
          '会员自支付成功起生效；重复购买在当前到期时间后顺延。',
          '高级会员升级超级会员：剩余天数按两个等级的日均价折算为超级会员天数，再加上新购天数。',
          '超级会员期间购买高级会员：所购天数按日均价折算后顺延超级会员。',
          `非会员每日可免费合成 ${free} 次，情感主播可使用“标准”情绪；开通会员即可使用全部情绪。`,
        ],
        trialDays: settings.trialDays,
      };
    },

    async asrInfo(userId: number): Promise<AsrVipInfo> {
      const [m, e] = await Promise.all([app.entitlements.memberships(userId), app.entitlements.of(userId)]);
      const asr = m[200];
      return { member: e.asr.member, vipLevel: asr.activeLevel, startTime: asr.startAt, endTime: asr.endAt, expired: asr.expired, minutesPerMonth: e.asr.minutesPerMonth };
    },

    async gptInfo(userId: number): Promise<GptVipInfo> {
      const [m, e] = await Promise.all([app.entitlements.memberships(userId), app.entitlements.of(userId)]);
      const gpt = m[300];
      return { member: e.gpt.member, startTime: gpt.startAt, endTime: gpt.endAt, expired: gpt.expired, vipLevel: gpt.activeLevel, vipName: levelName(300, gpt.level), tokensPerMonth: e.gpt.tokensPerMonth };
    },

    /// Inside the payment's transaction (the order already marked paid): grants the order's membership, and on
    /// the invited friend's first payment the invitation rewards (exactly once per friend: `inviter:<friend>` /
    /// `invitee:<friend>`).
    async applyOrder(trx: Db, order: TradeOrderRow): Promise<{ endAt: number; vipName: string; rewards: RewardRecord[] }> {
      const productType = order.product_type as ProductType;
      const result = await grant(trx, { userId: order.user_id, productType, level: order.vip_level, ms: order.days * DAY_MS, reason: 'order', ref: `order:${order.order_no}`, orderNo: order.order_no });
      const rewards: RewardRecord[] = [];
      const invitee = await trx.selectFrom('users').select(['id', 'inviter_id', 'nickname']).where('id', '=', order.user_id).executeTakeFirstOrThrow();
      let endAt = result.endAt;
      let level = result.level;
      // a true first payment: no other paid order of any membership (issue 26 §7: a fifth payment was rewarded as
      // 首次开通会员 after a late binding)
      const earlier = await trx.selectFrom('trade_orders').select('order_no').where('user_id', '=', order.user_id).where('status', '=', 1).where('order_no', '!=', order.order_no).limit(1).executeTakeFirst();
      if (invitee.inviter_id !== null && !earlier) {
        if (settings.inviterDays > 0) {
          const forInviter = await grant(trx, { userId: invitee.inviter_id, productType: 100, level: 2, ms: settings.inviterDays * DAY_MS, reason: 'inviter', ref: `inviter:${invitee.id}`, orderNo: order.order_no });
          if (forInviter.applied) {
            rewards.push({ userId: invitee.inviter_id, ref: `inviter:${invitee.id}`, title: '邀请奖励', details: `好友${invitee.nickname}首次开通会员，获得${levelName(100, 2)} ${settings.inviterDays} 天` });
          }
        }
        if (settings.inviteeDays > 0) {
          const forInvitee = await grant(trx, { userId: invitee.id, productType, level: order.vip_level, ms: settings.inviteeDays * DAY_MS, reason: 'invitee', ref: `invitee:${invitee.id}`, orderNo: order.order_no });
          if (forInvitee.applied) {
            endAt = forInvitee.endAt;
            level = forInvitee.level;
            rewards.push({ userId: invitee.id, ref: `invitee:${invitee.id}`, title: '邀请奖励', details: `受邀首次开通会员，额外获得${levelName(productType, order.vip_level)} ${settings.inviteeDays} 天` });
          }
        }
      }
      return { endAt, vipName: levelName(productType, level), rewards };
    },

    async inviterSummary(user: User): Promise<InviterSummary> {
      const friends = await app.db.selectFrom('users').select(['id', 'nickname', 'created_at']).where('inviter_id', '=', user.id).orderBy('created_at', 'desc').limit(200).execute();
      const rewards = await app.db.selectFrom('membership_grants').select(['ref', 'added_ms']).where('user_id', '=', user.id).where('reason', '=', 'inviter').execute();
      const rewarded = new Set(rewards.map((r) => r.ref));
      return {
        code: user.invite_code,
        invitedCount: friends.length,
        rewardedCount: rewards.length,
        rewardDays: days(rewards.reduce((sum, r) => sum + r.added_ms, 0)),
        rule: { inviterDays: settings.inviterDays, inviteeDays: settings.inviteeDays, vipName: levelName(100, 2) },
        friends: friends.slice(0, 50).map((f) => ({ nickname: f.nickname, joinTime: f.created_at, rewarded: rewarded.has(`inviter:${f.id}`) })),
      };
    },
  };
}

export type VipService = ReturnType<typeof vipService>;
