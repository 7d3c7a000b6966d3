import type { Db } from '../../db/index.ts';
import type { SmsPurpose } from '../../providers/sms/types.ts';

export function smsRepo(db: Db) {
  return {
    latestCode(phone: string, purpose: SmsPurpose) {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async insertCode(row: { phone: string; purpose: SmsPurpose; code_hash: string; created_at: number; expires_at: number }) {
      const inserted = await db.insertInto('sms_codes').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },
    async deleteCode(id: number) {
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    },
    async addAttempt(id: number) {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /** Marks the code used; false when another request consumed it first. */
    async consume(id: number, at: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set({ consumed_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async putCaptcha(subject: string, textHash: string, expiresAt: number) {
      await db.deleteFrom('captchas').where('subject', '=', subject).execute();
      await db.insertInto('captchas').values({ subject, text_hash: textHash, expires_at: expiresAt }).execute();
    },
    /** Reads and removes the captcha: each picture answers one attempt. */
    async takeCaptcha(subject: string) {
      const row = await db.selectFrom('captchas').selectAll().where('subject', '=', subject).executeTakeFirst();
      if (row) await db.deleteFrom('captchas').where('subject', '=', subject).execute();
      return row;
    },
  };
}
