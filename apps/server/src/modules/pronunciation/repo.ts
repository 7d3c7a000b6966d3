import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { PronunciationEntriesTable } from '../../db/schema.ts';

/// A LIKE pattern that matches `keyword` literally (its % _ and \ escaped).
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function pronunciationRepo(db: Db) {
  const owned = (userId: number) => db.selectFrom('pronunciation_entries').where('user_id', '=', userId);
  return {
    all: (userId: number) => owned(userId).selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').execute(),
    count: async (userId: number) => Number((await owned(userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    find: (userId: number, id: number) => owned(userId).where('id', '=', id).selectAll().executeTakeFirst(),
    findWord: (userId: number, word: string) => owned(userId).where('word', '=', word).selectAll().executeTakeFirst(),
    async page(userId: number, keyword: string | undefined, page: number, pageSize: number) {
      let query = owned(userId);
      if (keyword) {
        const pattern = contains(keyword);
        // ESCAPE spelled out: SQLite's LIKE has no escape character by default
        const like = (column: 'word' | 'pinyin' | 'alias') => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
        query = query.where((eb) => eb.or([like('word'), like('pinyin'), like('alias')]));
      }
      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total, rows };
    },
    async insert(row: Insertable<PronunciationEntriesTable>): Promise<number> {
      return (await db.insertInto('pronunciation_entries').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async update(userId: number, id: number, row: Updateable<PronunciationEntriesTable>): Promise<boolean> {
      const result = await db.updateTable('pronunciation_entries').set(row).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('pronunciation_entries').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PronunciationRepo = ReturnType<typeof pronunciationRepo>;
