import type { Db } from '../../db/index.ts';
import type { NewUser, User } from '../../db/schema.ts';

/// Longest inviter chain walked looking for a loop (a chain is loop-free by construction; this only bounds the
/// work on a chain someone built long on purpose).
const MAX_INVITE_CHAIN = 1000;

export type BindOutcome = 'bound' | 'already_bound' | 'paid' | 'loop';

export function userRepo(db: Db, options: { postgres?: boolean } = {}) {
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
    /** Binds the inviter only if none is bound yet, the account has never paid (a reward is for a first
     *  payment: binding after paying only moved a later one into its place), and the inviter is not the account
     *  itself or someone it invited, directly or down a chain (issue 26 §7: A bound B's code after B bound A's).
     *  Both rows are locked (PostgreSQL) so that two binds that would close a loop between them take turns. */
    async bindInviter(id: number, inviterId: number): Promise<BindOutcome> {
      return db.transaction().execute(async (trx) => {
        if (options.postgres) {
          await trx.selectFrom('users').select('id').where('id', 'in', [id, inviterId]).orderBy('id').forUpdate().execute();
        }
        const paid = await trx.selectFrom('trade_orders').select('order_no').where('user_id', '=', id).where('status', '=', 1).limit(1).executeTakeFirst();
        if (paid) return 'paid';
        let step: number | null = inviterId;
        for (let i = 0; step !== null && i < MAX_INVITE_CHAIN; i++) {
          if (step === id) return 'loop';
          const row: { inviter_id: number | null } | undefined = await trx.selectFrom('users').select('inviter_id').where('id', '=', step).executeTakeFirst();
          step = row?.inviter_id ?? null;
        }
        if (step !== null) return 'loop';
        const result = await trx.updateTable('users').set({ inviter_id: inviterId }).where('id', '=', id).where('inviter_id', 'is', null).executeTakeFirst();
        return Number(result.numUpdatedRows) === 1 ? 'bound' : 'already_bound';
      });
    },
    async setOpenid(id: number, openid: string) {
      await db.updateTable('users').set({ wx_openid: openid }).where('id', '=', id).execute();
    },
    inviteCodeOf: async (id: number) =>
      (await db.selectFrom('users').select('invite_code').where('id', '=', id).executeTakeFirst())?.invite_code ?? null,
  };
}

export type UserRepo = ReturnType<typeof userRepo>;
