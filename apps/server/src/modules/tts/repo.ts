import type { Bgm, Sound, SoundStyle } from '@peiyin/api-client';
import type { Db } from '../../db/index.ts';
import { fileUrl } from '../files/storage.ts';

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/// Sound effects and background music (spec 02 §3 "Sound", "Background music").
export function libraryRepo(db: Db) {
  return {
    styles: (): Promise<SoundStyle[]> => db.selectFrom('sound_styles').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    async sounds(styleId: number): Promise<Sound[]> {
      const rows = await db.selectFrom('sounds').selectAll().where('style_id', '=', styleId).orderBy('sort').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, name: row.name, filepath: fileUrl(row.file_key), duration: seconds(row.duration_ms) }));
    },
    sound: (id: number) => db.selectFrom('sounds').selectAll().where('id', '=', id).executeTakeFirst(),
    /** A track the user may use: a seeded one or their own upload. */
    bgmFor: (userId: number | null, id: number) =>
      db
        .selectFrom('bgm_tracks')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)])))
        .executeTakeFirst(),
    /** The seeded tracks first, then the user's own uploads (newest first). */
    async bgmPage(userId: number | null, page: number, pageSize: number): Promise<{ total: number; list: Bgm[] }> {
      const visible = db
        .selectFrom('bgm_tracks')
        .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)])));
      const total = await visible.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await visible
        .selectAll()
        // Seeded tracks in their seeded order, then the user's uploads newest first.
        .orderBy((eb) => eb.case().when('user_id', 'is', null).then(0).else(1).end())
        .orderBy((eb) => eb.case().when('user_id', 'is', null).then(eb.ref('id')).else(0).end())
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        total: Number(total.n),
        list: rows.map((row) => ({ id: row.id, name: row.name, filepath: fileUrl(row.file_key), duration: seconds(row.duration_ms), own: row.user_id !== null })),
      };
    },
    /** How many tracks the user uploaded (the upload quota). */
    async ownBgmCount(userId: number): Promise<number> {
      const row = await db.selectFrom('bgm_tracks').where('user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The user's own uploads, newest first. */
    async ownBgmPage(userId: number, page: number, pageSize: number): Promise<{ total: number; list: Bgm[] }> {
      const counted = await db.selectFrom('bgm_tracks').where('user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const total = Number(counted.n);
      const rows = await db
        .selectFrom('bgm_tracks')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total, list: rows.map((row) => ({ id: row.id, name: row.name, filepath: fileUrl(row.file_key), duration: seconds(row.duration_ms), own: true })) };
    },
    /** Removes one of the user's uploads; answers its file key, or null when it is not theirs (or already gone). */
    async deleteOwnBgm(userId: number, id: number): Promise<string | null> {
      const row = await db.deleteFrom('bgm_tracks').where('id', '=', id).where('user_id', '=', userId).returning('file_key').executeTakeFirst();
      return row?.file_key ?? null;
    },
    async insertBgm(row: { user_id: number | null; name: string; file_key: string; duration_ms: number; created_at: number }) {
      return db.insertInto('bgm_tracks').values(row).returningAll().executeTakeFirstOrThrow();
    },
  };
}

export type LibraryRepo = ReturnType<typeof libraryRepo>;
