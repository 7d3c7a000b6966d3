import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { TasksTable } from '../../db/schema.ts';
import { taskStatus } from '../../jobs/queue.ts';

export function tasksRepo(db: Db) {
  return {
    insert: (row: Insertable<TasksTable>) => db.insertInto('tasks').values(row).execute(),
    /** Tasks submitted since `since`, deleted ones included (deleting does not give an allowance back). */
    async countSince(userId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('tasks')
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    find: (userId: number, code: string) =>
      db.selectFrom('tasks').selectAll().where('user_id', '=', userId).where('code', '=', code).where('deleted_at', 'is', null).executeTakeFirst(),
    byCode: (code: string) => db.selectFrom('tasks').selectAll().where('code', '=', code).executeTakeFirst(),
    async page(userId: number, page: number, pageSize: number) {
      const visible = db.selectFrom('tasks').where('user_id', '=', userId).where('deleted_at', 'is', null);
      const total = await visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await visible
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total.n), rows };
    },
    /** The sentences the worker planned, none rendered yet (issue 27). */
    startProgress: (id: number, sentences: readonly string[]) =>
      db.updateTable('tasks').set({ sentences: JSON.stringify(sentences), sentences_done: 0 }).where('id', '=', id).execute(),
    /** `done` sentences rendered, written while the task is still being synthesised. */
    progress: (id: number, done: number) =>
      db.updateTable('tasks').set({ sentences_done: done }).where('id', '=', id).where('status', '=', taskStatus.processing).execute(),
    async markDeleted(userId: number, code: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('tasks')
        .set({ deleted_at: at })
        .where('user_id', '=', userId)
        .where('code', '=', code)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
