import type { Db } from '../../db/index.ts';

/// The membership product types (spec 01 §6): 100 speech synthesis, 200 speech recognition, 300 AI writing.
export type ProductType = 100 | 200 | 300;
export const PRODUCT_TYPES: readonly ProductType[] = [100, 200, 300];

/// One membership as it stands now. `level` is the level bought; `activeLevel` is 0 once `endAt` has
/// passed. Nothing stores "expired": it is computed here from the end time, on every question.
export interface Membership {
  productType: ProductType;
  level: number;
  activeLevel: number;
  startAt: number | null;
  endAt: number | null;
  /** Was a member and the end time has passed. */
  expired: boolean;
}

/// What a user may do, by membership (spec 01 §6, §9; spec 02 §2.7, §2.8, §5). The one place that decides it:
/// every module asks `app.entitlements.of(userId)` and meters its own usage against the answer.
export interface Entitlements {
  /** Speech synthesis membership (product type 100): level 0 (none), 2 or 3. */
  tts: {
    level: number;
    /** Synthesis tasks a day (spec 01 §9: level 2: 80, level 3: 90; non-members: TTS_FREE_DAILY_TASKS). */
    dailyTasks: number;
    /** 48 kHz output. */
    hd: boolean;
    /**
     * Every emotion of the emotion (level 3) anchors (spec 01 §6 "free use of all emotion anchors").
     * Without it an emotion anchor speaks with its first template (标准) only; other anchors are unaffected.
     */
    allEmotions: boolean;
    /** End of the membership (ms), or null when never a member. */
    endAt: number | null;
  };
  /** Speech-recognition membership (product type 200): minutes a month. */
  asr: { member: boolean; minutesPerMonth: number; endAt: number | null };
  /** AI-writing membership (product type 300): tokens a month. */
  gpt: { member: boolean; tokensPerMonth: number; endAt: number | null };
  /** AI drawing: images a day (members 100; others DRAW_FREE_DAILY_IMAGES, default 10). */
  draw: { imagesPerDay: number };
}

/// Allowances that are not bought: what a non-member gets, and what each membership gives.
export interface Allowances {
  /** Synthesis tasks a day without membership (`TTS_FREE_DAILY_TASKS`). */
  dailyTasks: number;
  /** Pictures a day without a membership (`DRAW_FREE_DAILY_IMAGES`). */
  drawImagesPerDay: number;
  /** Speech recognition minutes a month without membership (`ASR_FREE_MINUTES`). */
  asrFreeMinutes: number;
  /** Speech recognition minutes a month for members (spec 02 §9: 500). */
  asrMemberMinutes: number;
  /** AI writing tokens a month without membership (`GPT_FREE_TOKENS`). */
  gptFreeTokens: number;
  /** AI writing tokens a month for members (spec 02 §2.8: 1 million). */
  gptMemberTokens: number;
}

/// spec 01 §9: free synthesis a day by level.
export const TTS_DAILY_TASKS: Record<number, number> = { 2: 80, 3: 90 };

export function entitlementsService(db: Db, now: () => number, allowances: Allowances) {
  /// Every membership row of a user, by product type (absent types: never a member).
  async function memberships(userId: number): Promise<Record<ProductType, Membership>> {
    const rows = await db.selectFrom('memberships').select(['product_type', 'level', 'start_at', 'end_at']).where('user_id', '=', userId).execute();
    const at = now();
    const out = {} as Record<ProductType, Membership>;
    for (const type of PRODUCT_TYPES) {
      const row = rows.find((r) => r.product_type === type);
      const active = !!row && row.end_at > at;
      out[type] = {
        productType: type,
        level: row?.level ?? 0,
        activeLevel: active ? row.level : 0,
        startAt: row?.start_at ?? null,
        endAt: row?.end_at ?? null,
        expired: !!row && !active,
      };
    }
    return out;
  }

  return {
    memberships,
    async of(userId: number): Promise<Entitlements> {
      const m = await memberships(userId);
      const level = m[100].activeLevel;
      const member = level >= 2;
      const asr = m[200].activeLevel > 0;
      const gpt = m[300].activeLevel > 0;
      return {
        tts: { level, dailyTasks: TTS_DAILY_TASKS[Math.min(level, 3)] ?? allowances.dailyTasks, hd: member, allEmotions: member, endAt: m[100].endAt },
        asr: { member: asr, minutesPerMonth: asr ? allowances.asrMemberMinutes : allowances.asrFreeMinutes, endAt: m[200].endAt },
        gpt: { member: gpt, tokensPerMonth: gpt ? allowances.gptMemberTokens : allowances.gptFreeTokens, endAt: m[300].endAt },
        draw: { imagesPerDay: member ? Math.max(100, allowances.drawImagesPerDay) : allowances.drawImagesPerDay },
      };
    },
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
