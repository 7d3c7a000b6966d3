import type { Db } from '../../db/index.ts';

export function wxRepo(db: Db) {
  return {
    async addState(state: string, at: number) {
      await db.insertInto('wx_states').values({ state, created_at: at, used_at: null }).execute();
    },
    /** Uses the state once if it was issued after `issuedAfter`; false otherwise. */
    async useState(state: string, issuedAfter: number, at: number): Promise<boolean> {
      const result = await db
        .updateTable('wx_states')
        .set({ used_at: at })
        .where('state', '=', state)
        .where('used_at', 'is', null)
        .where('created_at', '>', issuedAfter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async pruneStates(before: number) {
      await db.deleteFrom('wx_states').where('created_at', '<', before).execute();
    },
    async putPending(openid: string, expiresAt: number) {
      await db.deleteFrom('wx_pending').where('openid', '=', openid).execute();
      await db.insertInto('wx_pending').values({ openid, expires_at: expiresAt }).execute();
    },
    async pendingValid(openid: string, at: number): Promise<boolean> {
      return !!(await db.selectFrom('wx_pending').select('openid').where('openid', '=', openid).where('expires_at', '>', at).executeTakeFirst());
    },
    async dropPending(openid: string) {
      await db.deleteFrom('wx_pending').where('openid', '=', openid).execute();
    },
  };
}
