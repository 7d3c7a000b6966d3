import type { Db } from '../../db/index.ts';

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
  };
  /** Speech-recognition membership (product type 200): minutes a month. */
  asr: { member: boolean; minutesPerMonth: number };
  /** AI-writing membership (product type 300): tokens a month. */
  gpt: { member: boolean; tokensPerMonth: number };
  /** AI drawing: images a day. */
  draw: { imagesPerDay: number };
}

export interface FreeAllowances {
  dailyTasks: number;
  /** Speech-recognition minutes a month without the membership (ASR_FREE_MINUTES, default 0). */
  asrMinutes: number;
}

/// Allowances today: from the user's synthesis VIP level. The membership work replaces the source (memberships
/// per product type with their end dates) here, and nowhere else.
export function entitlementsService(db: Db, free: FreeAllowances) {
  return {
    async of(userId: number): Promise<Entitlements> {
      const user = await db.selectFrom('users').select('vip_level').where('id', '=', userId).executeTakeFirst();
      const level = user?.vip_level ?? 0;
      const member = level >= 2;
      return {
        tts: { level, dailyTasks: level >= 3 ? 90 : level >= 2 ? 80 : free.dailyTasks, hd: member },
        asr: { member: false, minutesPerMonth: free.asrMinutes },
        gpt: { member: false, tokensPerMonth: 0 },
        draw: { imagesPerDay: member ? 100 : 10 },
      };
    },
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
