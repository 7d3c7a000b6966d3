import type { Db } from '../../db/index.ts';
import type { NewUser, User } from '../../db/schema.ts';

export function userRepo(db: Db) {
  return {
    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    byPhone: (phone: string) => db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),
    byLogin: (username: string) =>
      db.selectFrom('users').selectAll().where((eb) => eb.or([eb('phone', '=', username), eb('username', '=', username)])).executeTakeFirst(),
    byInviteCode: (code: string) => db.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst(),
    byOpenid: (openid: string) => db.selectFrom('users').selectAll().where('wx_openid', '=', openid).executeTakeFirst(),
    async exists(column: 'username' | 'invite_code', value: string): Promise<boolean> {
      return !!(await db.selectFrom('users').select('id').where(column, '=', value).executeTakeFirst());
    },
    async insert(user: NewUser): Promise<User> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },
    async setNickname(id: number, nickname: string) {
      await db.updateTable('users').set({ nickname }).where('id', '=', id).execute();
    },
    /** Stores the new hash and ends every session (token_version + 1). */
    async setPasswordHash(id: number, hash: string) {
      await db
        .updateTable('users')
        .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /** Binds the inviter only if none is bound yet; false when one already was. */
    async bindInviter(id: number, inviterId: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ inviter_id: inviterId })
        .where('id', '=', id)
        .where('inviter_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async setOpenid(id: number, openid: string) {
      await db.updateTable('users').set({ wx_openid: openid }).where('id', '=', id).execute();
    },
    inviteCodeOf: async (id: number) =>
      (await db.selectFrom('users').select('invite_code').where('id', '=', id).executeTakeFirst())?.invite_code ?? null,
  };
}

export type UserRepo = ReturnType<typeof userRepo>;
