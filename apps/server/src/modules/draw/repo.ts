import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { DrawTasksTable } from '../../db/schema.ts';
import { drawStatus } from './queue.ts';

export function drawRepo(db: Db) {
  const visible = (userId: number) => db.selectFrom('draw_tasks').where('user_id', '=', userId).where('deleted_at', 'is', null);
  return {
    async insert(row: Insertable<DrawTasksTable>) {
      return db.insertInto('draw_tasks').values(row).returningAll().executeTakeFirstOrThrow();
    },
    find: (userId: number, code: string) => visible(userId).selectAll().where('code', '=', code).executeTakeFirst(),
    /** One page, newest first, and one row more to tell whether another page follows. */
    page: (userId: number, page: number, pageSize: number) =>
      visible(userId)
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute(),
    /** Pictures asked for since `since`, deleted tasks included (deleting gives no allowance back); failed
     *  drawings are not counted: the user did not get them. */
    async imagesSince(userId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('draw_tasks')
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .where('status', 'in', [drawStatus.queued, drawStatus.running, drawStatus.done])
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Queued tasks ahead of this one (of every user: the queue is shared). */
    async queuedBefore(id: number): Promise<number> {
      const row = await db
        .selectFrom('draw_tasks')
        .where('status', '=', drawStatus.queued)
        .where('deleted_at', 'is', null)
        .where('id', '<', id)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async markDeleted(userId: number, code: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('draw_tasks')
        .set({ deleted_at: at })
        .where('user_id', '=', userId)
        .where('code', '=', code)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Whether another visible task still draws from this reference picture (regenerated tasks share it). */
    async referenceInUse(refKey: string): Promise<boolean> {
      const row = await db.selectFrom('draw_tasks').select('id').where('ref_key', '=', refKey).where('deleted_at', 'is', null).limit(1).executeTakeFirst();
      return row !== undefined;
    },
    /// The cover of the caller's own dubbing task or draft (owner checked in the WHERE: nobody else's row is
    /// touched). Answers the previous cover key, or undefined when the target is not the caller's.
    async setTaskCover(userId: number, code: string, coverKey: string): Promise<{ previous: string | null } | undefined> {
      const row = await db
        .selectFrom('tasks')
        .select('cover_key')
        .where('user_id', '=', userId)
        .where('code', '=', code)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const result = await db
        .updateTable('tasks')
        .set({ cover_key: coverKey })
        .where('user_id', '=', userId)
        .where('code', '=', code)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? { previous: row.cover_key } : undefined;
    },
    async setWorkCover(userId: number, workId: number, coverKey: string): Promise<{ previous: string | null } | undefined> {
      const row = await db.selectFrom('works').select('cover_key').where('user_id', '=', userId).where('id', '=', workId).executeTakeFirst();
      if (!row) return undefined;
      // updated_at stays: a cover is not an edit of the script, and the drafts list is ordered by edits.
      const result = await db.updateTable('works').set({ cover_key: coverKey }).where('user_id', '=', userId).where('id', '=', workId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? { previous: row.cover_key } : undefined;
    },
  };
}

export type DrawRepo = ReturnType<typeof drawRepo>;
