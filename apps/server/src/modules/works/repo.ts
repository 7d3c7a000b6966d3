import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { WorksTable } from '../../db/schema.ts';

export function worksRepo(db: Db) {
  const owned = (userId: number, id: number) => db.selectFrom('works').where('user_id', '=', userId).where('id', '=', id);
  return {
    find: (userId: number, id: number) => owned(userId, id).selectAll().executeTakeFirst(),
    async insert(row: Insertable<WorksTable>): Promise<number> {
      const inserted = await db.insertInto('works').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },
    async update(userId: number, id: number, row: Updateable<WorksTable>): Promise<boolean> {
      const result = await db.updateTable('works').set(row).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('works').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async page(userId: number, page: number, pageSize: number) {
      const total = await db
        .selectFrom('works')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('works')
        // anchor_id names a system anchor (type 0) or one of the user's custom anchors (type 1)
        .leftJoin('anchors', (join) => join.onRef('anchors.id', '=', 'works.anchor_id').on('works.anchor_type', '=', 0))
        .leftJoin('custom_anchors', (join) => join.onRef('custom_anchors.id', '=', 'works.anchor_id').on('works.anchor_type', '=', 1))
        .leftJoin('anchor_templates', 'anchor_templates.id', 'works.template_id')
        // a seeded track or the owner's own upload
        .leftJoin('bgm_tracks', (join) =>
          join.onRef('bgm_tracks.id', '=', 'works.bgm_id').on((eb) => eb.or([eb('bgm_tracks.user_id', 'is', null), eb('bgm_tracks.user_id', '=', userId)])),
        )
        .where('works.user_id', '=', userId)
        .selectAll('works')
        .select(['anchors.name as anchor_name', 'custom_anchors.name as custom_name', 'anchor_templates.title as template_title', 'bgm_tracks.name as bgm_name'])
        .orderBy('works.updated_at', 'desc')
        .orderBy('works.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: Number(total.n), rows };
    },
    names: (anchorType: number, anchorId: number, templateId: number | null) =>
      Promise.all([
        anchorType === 1
          ? db.selectFrom('custom_anchors').select('name').where('id', '=', anchorId).executeTakeFirst()
          : db.selectFrom('anchors').select('name').where('id', '=', anchorId).executeTakeFirst(),
        templateId === null ? undefined : db.selectFrom('anchor_templates').select('title').where('id', '=', templateId).executeTakeFirst(),
      ]),
  };
}
