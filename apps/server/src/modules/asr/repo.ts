import type { Insertable } from 'kysely';
import { asrStatus } from '@peiyin/api-client';
import type { Db } from '../../db/index.ts';
import type { AsrTasksTable } from '../../db/schema.ts';

export function asrRepo(db: Db) {
  const live = (userId: number) => db.selectFrom('asr_tasks').where('user_id', '=', userId).where('deleted_at', 'is', null);
  return {
    async insert(row: Insertable<AsrTasksTable>) {
      await db.insertInto('asr_tasks').values(row).execute();
    },
    async find(userId: number, code: string) {
      return live(userId).selectAll().where('code', '=', code).executeTakeFirst();
    },
    async page(userId: number, page: number, pageSize: number) {
      const { total } = await live(userId).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await live(userId)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total), rows };
    },
    async keyInUse(key: string) {
      return (await db.selectFrom('asr_tasks').select('id').where('file_key', '=', key).executeTakeFirst()) !== undefined;
    },
    /**
     * Minutes counted this month: every finished task (deleting it later gives nothing back) and every task still
     * on its way and not deleted. Failed tasks, and tasks deleted before they finished, cost nothing.
     */
    async minutesSince(userId: number, since: number, exceptId?: number) {
      let query = db
        .selectFrom('asr_tasks')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('minutes'), eb.lit(0)).as('used'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .where((eb) =>
          eb.or([
            eb('status', '=', asrStatus.finished),
            eb.and([eb('status', 'in', [asrStatus.waiting, asrStatus.processing]), eb('deleted_at', 'is', null)]),
          ]),
        );
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.used);
    },
    async markDeleted(userId: number, code: string, at: number) {
      const result = await db.updateTable('asr_tasks').set({ deleted_at: at }).where('user_id', '=', userId).where('code', '=', code).where('deleted_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** A link's media was saved: only while the task still exists (a deleted one gets no file). */
    async setFile(id: number, key: string, type: string | null) {
      const result = await db.updateTable('asr_tasks').set({ file_key: key, file_type: type }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async setLength(id: number, durationMs: number, minutes: number) {
      await db.updateTable('asr_tasks').set({ duration_ms: durationMs, minutes }).where('id', '=', id).execute();
    },
  };
}

export type AsrRepo = ReturnType<typeof asrRepo>;
