import type { Db } from '../../db/index.ts';
import type { FeedbackTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

export function feedbackRepo(db: Db) {
  return {
    async insert(row: Insertable<FeedbackTable>) {
      await db.insertInto('feedback').values(row).execute();
    },
    list: () => db.selectFrom('feedback').selectAll().orderBy('id').execute(),
  };
}
