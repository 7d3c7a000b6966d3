import type { Db } from '../../db/index.ts';

export function settingsRepo(db: Db) {
  return {
    comments: () => db.selectFrom('home_comments').select(['nickname', 'avatar', 'message']).orderBy('sort').orderBy('id').execute(),
    /** The activity of a position whose window contains `at` (the latest begun first). */
    activeActivity: (position: number, at: number) =>
      db
        .selectFrom('activities')
        .selectAll()
        .where('position', '=', position)
        .where('begin_time', '<=', at)
        .where('end_time', '>', at)
        .orderBy('begin_time', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}
