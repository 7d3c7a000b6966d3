// Membership settings read from the environment (README "Membership and payment"): the products and their
// prices (changed without code through VIP_PRODUCTS_FILE), the free allowances, the new-member trial and the
// invitation rewards.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError, type Env } from '../../configError.ts';

/// One product as configured. Prices are yuan strings ("29.90") so no float ever carries money.
export interface ProductConfig {
  id: number;
  productType: 100 | 200 | 300;
  /** The membership level it gives: 2 or 3 for speech synthesis (spec 01 §6), 1 for the others. */
  level: number;
  /** 超级会员·年卡 */
  title: string;
  days: number;
  realPriceFen: number;
  originPriceFen: number;
  /** The badge, '' for none. */
  promotion: string;
}

export interface MembershipConfig {
  products: ProductConfig[];
  /** Where the products came from: the built-in list or the file named. */
  productsSource: string;
  asrFreeMinutes: number;
  asrMemberMinutes: number;
  gptFreeTokens: number;
  gptMemberTokens: number;
  /** Days of level-2 speech synthesis membership the one-time new-member trial gives (0: no trial). */
  trialDays: number;
  /** Days of level-2 speech synthesis membership the inviter receives when an invited friend first pays. */
  inviterDays: number;
  /** Days added to the invited friend's first purchase. */
  inviteeDays: number;
}

/// The built-in products (prices are defaults: replace them with VIP_PRODUCTS_FILE). The GPT monthly price
/// is spec 02 §2.8's sample (168 yuan); 500 minutes a month is spec 02 §9's copy.
export const defaultProducts: ProductConfig[] = [
  { id: 101, productType: 100, level: 2, title: '高级会员·月卡', days: 30, realPriceFen: 2990, originPriceFen: 4900, promotion: '' },
  { id: 102, productType: 100, level: 2, title: '高级会员·季卡', days: 90, realPriceFen: 6900, originPriceFen: 14700, promotion: '' },
  { id: 103, productType: 100, level: 2, title: '高级会员·年卡', days: 365, realPriceFen: 19900, originPriceFen: 58800, promotion: '限时特惠' },
  { id: 111, productType: 100, level: 3, title: '超级会员·月卡', days: 30, realPriceFen: 4900, originPriceFen: 7900, promotion: '' },
  { id: 112, productType: 100, level: 3, title: '超级会员·年卡', days: 365, realPriceFen: 29900, originPriceFen: 94800, promotion: '最受欢迎' },
  { id: 201, productType: 200, level: 1, title: '语音识别会员·月卡', days: 30, realPriceFen: 3900, originPriceFen: 5900, promotion: '' },
  { id: 202, productType: 200, level: 1, title: '语音识别会员·年卡', days: 365, realPriceFen: 29900, originPriceFen: 70800, promotion: '限时特惠' },
  { id: 301, productType: 300, level: 1, title: 'AI写作会员·月卡', days: 30, realPriceFen: 3900, originPriceFen: 5900, promotion: '' },
  { id: 302, productType: 300, level: 1, title: 'AI写作会员·年卡', days: 365, realPriceFen: 16800, originPriceFen: 46800, promotion: '每天约0.5元' },
];

const yuan = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'a price in yuan such as "29.90"')
  .transform((value) => {
    const [whole, part = ''] = value.split('.');
    return Number(whole) * 100 + Number(part.padEnd(2, '0'));
  });

const productSchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    productType: z.union([z.literal(100), z.literal(200), z.literal(300)]),
    level: z.number().int().min(1).max(9),
    title: z.string().trim().min(1).max(40),
    days: z.number().int().min(1).max(3650),
    realPrice: yuan,
    originPrice: yuan.optional(),
    promotion: z.string().max(12).optional().default(''),
  })
  .strict()
  .refine((p) => p.realPrice > 0, 'realPrice must be above 0')
  .refine((p) => p.productType !== 100 || p.level === 2 || p.level === 3, 'speech synthesis (100) products are level 2 or 3')
  .refine((p) => p.productType === 100 || p.level === 1, 'speech recognition (200) and AI writing (300) products are level 1');

function readProducts(file: string): ProductConfig[] {
  if (!existsSync(file)) throw new ConfigError(`VIP_PRODUCTS_FILE: no file ${file}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`VIP_PRODUCTS_FILE: ${file} is not JSON (${(error as Error).message})`);
  }
  const parsed = z.array(productSchema).min(1).max(100).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`VIP_PRODUCTS_FILE: ${file} [${issue.path.join('.')}]: ${issue.message}`);
  }
  const ids = new Set<number>();
  return parsed.data.map((p) => {
    if (ids.has(p.id)) throw new ConfigError(`VIP_PRODUCTS_FILE: product id ${p.id} appears twice`);
    ids.add(p.id);
    return { id: p.id, productType: p.productType, level: p.level, title: p.title, days: p.days, realPriceFen: p.realPrice, originPriceFen: Math.max(p.originPrice ?? p.realPrice, p.realPrice), promotion: p.promotion };
  });
}

export function loadMembershipConfig(env: Env = process.env): MembershipConfig {
  const int = (name: string, fallback: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 0 || n > max) throw new ConfigError(`${name} must be a whole number between 0 and ${max}`);
    return n;
  };
  const file = env.VIP_PRODUCTS_FILE?.trim();
  return {
    products: file ? readProducts(file) : defaultProducts,
    productsSource: file ?? 'built-in',
    // speech to text is a membership feature (spec 02 §2.7); a self-hosted studio may give everyone minutes
    asrFreeMinutes: int('ASR_FREE_MINUTES', 0, 100_000),
    asrMemberMinutes: int('ASR_MEMBER_MINUTES', 500, 1_000_000),
    gptFreeTokens: int('GPT_FREE_TOKENS', 20_000, 1_000_000_000),
    gptMemberTokens: int('GPT_MEMBER_TOKENS', 1_000_000, 1_000_000_000),
    trialDays: int('VIP_TRIAL_DAYS', 3, 365),
    inviterDays: int('INVITE_INVITER_DAYS', 7, 365),
    inviteeDays: int('INVITE_INVITEE_DAYS', 3, 365),
  };
}
