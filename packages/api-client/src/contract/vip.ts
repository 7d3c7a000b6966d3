import { z } from 'zod';
import { defineCall } from './define.ts';

/// Messages of the membership calls (spec 01 §5, spec 02 §5). Texts the spec quotes are used verbatim;
/// the others (marked "ours") fill gaps it leaves.
export const vipMessages = {
  selectProduct: '请选择套餐', // spec 01 §5
  selectProductGpt: '请选择一种套餐', // spec 02 §5 (AI writing)
  productTypeInvalid: '会员类型不正确', // ours
  productUnknown: '套餐不存在或已下架', // ours
  payMethodInvalid: '支付方式不正确', // ours
  qrWidthInvalid: '二维码尺寸不正确', // ours
  orderNoInvalid: '订单号不正确', // ours
  orderNotFound: '订单不存在', // ours
  paymentOff: '在线支付暂未开通', // ours
  qrExpired: '二维码已过期，点击刷新', // spec 01 §4
  paid: '支付成功', // spec 02 §4
  tooManyOrders: '下单过于频繁，请稍后再试', // ours
  sandboxNotice: '沙箱支付，不产生真实扣款', // ours
} as const;

/// spec 01 §6, §9: 100 speech synthesis VIP, 200 speech recognition VIP, 300 AI writing VIP.
export const productTypes = [100, 200, 300] as const;
export type ProductType = (typeof productTypes)[number];
/// spec 01 §9: payMethod 1 Alipay (the default tab), 2 WeChat pay.
export const payMethods = [1, 2] as const;
export type PayMethodCode = (typeof payMethods)[number];

/// A product type in a body or a query string ("100" or 100).
export const productTypeField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value),
  z.union([z.literal(100), z.literal(200), z.literal(300)], { error: vipMessages.productTypeInvalid }),
);

/// spec 01 §3 "VIP product", spec 02 §3 ASR and GPT products: one shape for the three product types.
/// Prices are yuan with two decimals (the server keeps integer fen; these are for display).
export const vipProduct = z.object({
  id: z.number(),
  productType: z.number(),
  /** The membership's name, e.g. 超级会员. */
  name: z.string(),
  /** The product, e.g. 超级会员·年卡. */
  title: z.string(),
  vipLevel: z.number(),
  /** Days of membership the product gives. */
  days: z.number(),
  realPrice: z.number(),
  originPrice: z.number(),
  /** realPrice / days, two decimals. */
  averagePrice: z.number(),
  /** originPrice - realPrice. */
  saveMoney: z.number(),
  /** The badge (限时特惠), or '' for none. */
  promotion: z.string(),
  /** Speech recognition minutes a month (product type 200), else 0. */
  minutes: z.number(),
  /** AI writing tokens a month (product type 300), else 0. */
  tokens: z.number(),
});

/// spec 01 §3 "VIP member info" (speech synthesis membership), with its start time for the dialog.
export const memberInfo = z.object({
  /** Has never been a member and has not taken the new-member trial. */
  newUser: z.boolean(),
  /** 0 when not a member or expired; 2 or 3 while active. */
  vipLevel: z.number(),
  /** The level's name (高级会员, 超级会员); kept after expiry so an expired membership can be shown as such. */
  vipName: z.string(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  /** Was a member, and the end time has passed (computed from endTime, never stored). */
  expired: z.boolean(),
  /** Expired, or ending within 7 days: the dialog offers 续费. */
  showRenew: z.boolean(),
});

/// spec 01 §3 "Last payments": real recent payments, the phone masked.
export const lastPayment = z.object({ content: z.string() });

/// What each level gives (the dialog's privileges, the help center's VIP details).
export const guideContent = z.object({
  levels: z.array(z.object({ vipLevel: z.number(), vipName: z.string(), privileges: z.array(z.string()) })),
  notes: z.array(z.string()),
  /** Days of the one-time new-member trial this server offers (0: none), for the dialog's offer. */
  trialDays: z.number(),
});

export const newUserReward = z.object({
  /** True only on the call that granted the trial; later calls answer false and change nothing. */
  granted: z.boolean(),
  days: z.number(),
  memberInfo,
});

/// spec 02 §3 "Membership" of speech-to-text.
export const asrVipInfo = z.object({
  member: z.boolean(),
  vipLevel: z.number(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  expired: z.boolean(),
  minutesPerMonth: z.number(),
});

/// spec 02 §3 GPT "VIP member info".
export const gptVipInfo = z.object({
  member: z.boolean(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  expired: z.boolean(),
  vipLevel: z.number(),
  vipName: z.string(),
  tokensPerMonth: z.number(),
});

/// The invite page (/inviter): the user's code, the rule, and what came of it.
export const inviterSummary = z.object({
  code: z.string(),
  /** Friends registered with the code. */
  invitedCount: z.number(),
  /** Friends whose first payment has credited the inviter. */
  rewardedCount: z.number(),
  /** Days of membership received from invitations. */
  rewardDays: z.number(),
  rule: z.object({ inviterDays: z.number(), inviteeDays: z.number(), vipName: z.string() }),
  friends: z.array(z.object({ nickname: z.string(), joinTime: z.number(), rewarded: z.boolean() })),
});

export const vip = {
  /** Speech synthesis VIP products (type 100), in display order. */
  products: defineCall({ method: 'GET', path: '/api/tts/vip/products', response: z.array(vipProduct) }),
  memberInfo: defineCall({ method: 'GET', path: '/api/tts/vip/member_info', auth: true, response: memberInfo }),
  takeNewUserRewards: defineCall({ method: 'GET', path: '/api/tts/vip/take_new_user_rewards', auth: true, response: newUserReward }),
  lastPayments: defineCall({ method: 'GET', path: '/api/tts/vip/lastPayments', response: z.array(lastPayment) }),
  guideContent: defineCall({ method: 'GET', path: '/api/tts/guide/content', response: guideContent }),
  asrInfo: defineCall({ method: 'GET', path: '/api/tools/asr/vipInfo', auth: true, response: asrVipInfo }),
  asrProducts: defineCall({ method: 'GET', path: '/api/tools/asr/vipProductList', response: z.array(vipProduct) }),
  gptInfo: defineCall({ method: 'GET', path: '/api/gpt/vip/info', auth: true, response: gptVipInfo }),
  gptProducts: defineCall({ method: 'GET', path: '/api/gpt/vip/products', response: z.array(vipProduct) }),
  inviterSummary: defineCall({ method: 'GET', path: '/api/user/inviter/summary', auth: true, response: inviterSummary }),
};

export type VipProduct = z.output<typeof vipProduct>;
export type MemberInfo = z.output<typeof memberInfo>;
export type LastPayment = z.output<typeof lastPayment>;
export type GuideContent = z.output<typeof guideContent>;
export type NewUserReward = z.output<typeof newUserReward>;
export type AsrVipInfo = z.output<typeof asrVipInfo>;
export type GptVipInfo = z.output<typeof gptVipInfo>;
export type InviterSummary = z.output<typeof inviterSummary>;
