import type { Db } from '../../db/index.ts';

/// The video tool's picture captchas, in the shared `captchas` table under `rwm:<user id>`.
export function toolsRepo(db: Db) {
  return {
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
