import { messages, type LoginUser, type Profile } from '@peiyin/api-client';
import { avatarPath } from '../../assets/svg.ts';
import type { FastifyInstance } from 'fastify';
import { rateEvents } from '../../db/rateEvents.ts';
import type { User } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { hashPassword, randomDigits, verifyPassword } from '../../security.ts';
import { userRepo } from './repo.ts';

/// Refusals of an invitation binding the spec does not word (issue 26 §7).
export const inviteMessages = {
  paid: '已开通过会员的账号不能绑定邀请码',
  loop: '不能绑定由您邀请（直接或间接）的用户的邀请码',
} as const;

/// Failed password logins per account before a 15-minute lock (brute-force guard).
export const passwordRules = { maxFailures: 5, lockMs: 15 * 60 * 1000 } as const;

export function userService(app: FastifyInstance) {
  const repo = userRepo(app.db, { postgres: app.dbKind === 'postgres' });
  const events = rateEvents(app.db);

  async function unique(column: 'username' | 'invite_code', make: () => string): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const value = make();
      if (!(await repo.exists(column, value))) return value;
    }
    throw new Error(`could not find a free ${column}`);
  }

  /// Registration: a generated user name `py` + 8 digits, nickname 配音用户 + the phone's last 4
  /// digits, a generated avatar and an own invite code of 6 digits that never changes.
  async function register(phone: string, extra: { inviterId?: number; openid?: string } = {}): Promise<User> {
    const username = await unique('username', () => `py${randomDigits(8)}`);
    return repo.insert({
      phone,
      username,
      nickname: `配音用户${phone.slice(-4)}`,
      avatar: avatarPath(username),
      password_hash: null,
      invite_code: await unique('invite_code', () => randomDigits(6)),
      inviter_id: extra.inviterId ?? null,
      wx_openid: extra.openid ?? null,
      created_at: app.now(),
    });
  }

  async function profileOf(user: User): Promise<Profile> {
    return {
      nickname: user.nickname,
      username: user.username,
      phone: user.phone,
      avatar: user.avatar,
      vipLevel: (await app.entitlements.of(user.id)).tts.level,
      bindInviterCode: user.inviter_id === null ? null : await repo.inviteCodeOf(user.inviter_id),
    };
  }

  /// Records a password try BEFORE the slow hash and refuses it when it is over the limit: concurrent tries
  /// each see the others' (counting after the hash let a burst of 41 check 20 passwords, issue 14 §6). A try
  /// that succeeds clears its subject's record; a failed one stays as the failure.
  async function guardedTry(subject: string, lockedMessage: string): Promise<void> {
    const now = app.now();
    await events.record('pwd_fail', subject, now);
    if ((await events.count('pwd_fail', subject, now - passwordRules.lockMs)) > passwordRules.maxFailures) {
      throw new AppError(429, lockedMessage);
    }
  }

  return {
    register,
    repo,

    /** SMS login; the first login registers the phone, binding the inviter when a code is given. */
    async loginBySms(input: { phone: string; code: string; inviterCode?: string | undefined }): Promise<LoginUser> {
      let user = await repo.byPhone(input.phone);
      // spec 01 §5: the invite code is used only at first registration; check it before the SMS code is spent.
      const inviter = !user && input.inviterCode ? await repo.byInviteCode(input.inviterCode) : undefined;
      if (!user && input.inviterCode && !inviter) throw badRequest(messages.inviteCodeUnknown);
      const verified = await app.smsCodes.verifyCode('login', input.phone, input.code);
      if (!verified.ok) throw badRequest(verified.message);
      user ??= await register(input.phone, inviter ? { inviterId: inviter.id } : {});
      return app.auth.login(user);
    },

    /** Password login. Tries count per account AND address: 5 in 15 minutes from one address locks that
     *  address out of that account only (a stranger elsewhere cannot lock the owner out, issue 14 §6). */
    async loginByPwd(input: { username: string; password: string }, address = ''): Promise<LoginUser> {
      const user = await repo.byLogin(input.username);
      // Failures count per account (phone and user name share one counter), else per typed name.
      const account = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;
      await guardedTry(`${account}@${address}`, messages.loginLocked);
      if (!(await verifyPassword(input.password, user?.password_hash ?? null)) || !user) throw badRequest(messages.loginFailed);
      await events.clear('pwd_fail', `${account}@${address}`);
      return app.auth.login(user);
    },

    profile: profileOf,

    async updateProfile(user: User, input: { nickname: string }): Promise<Profile> {
      await repo.setNickname(user.id, input.nickname);
      return profileOf({ ...user, nickname: input.nickname });
    },

    hasPassword: (user: User) => user.password_hash !== null,

    async setPassword(user: User, input: { newPassword: string }): Promise<null> {
      if (user.password_hash !== null) throw badRequest(messages.passwordAlreadySet);
      await repo.setPasswordHash(user.id, await hashPassword(input.newPassword));
      return null;
    },

    async updatePassword(user: User, input: { oldPassword: string; newPassword: string }): Promise<null> {
      if (user.password_hash === null) throw badRequest(messages.passwordNotSet);
      const subject = `user:${user.id}`;
      await guardedTry(subject, messages.loginLocked);
      if (!(await verifyPassword(input.oldPassword, user.password_hash))) throw badRequest(messages.oldPasswordWrong);
      await events.clear('pwd_fail', subject);
      await repo.setPasswordHash(user.id, await hashPassword(input.newPassword));
      return null;
    },

    inviterCode: (user: User) => user.invite_code,

    /** spec 02 §4: an invite code binds once and never changes; not one's own; must exist; not after paying,
     *  not in a loop. */
    async bindInviter(user: User, code: string): Promise<{ bindInviterCode: string }> {
      if (user.inviter_id !== null) throw badRequest(messages.inviteCodeAlreadyBound);
      if (code === user.invite_code) throw badRequest(messages.inviteCodeSelf);
      const inviter = await repo.byInviteCode(code);
      if (!inviter) throw badRequest(messages.inviteCodeUnknown);
      const outcome = await repo.bindInviter(user.id, inviter.id);
      if (outcome === 'already_bound') throw badRequest(messages.inviteCodeAlreadyBound);
      if (outcome === 'paid') throw badRequest(inviteMessages.paid);
      if (outcome === 'loop') throw badRequest(inviteMessages.loop);
      return { bindInviterCode: inviter.invite_code };
    },
  };
}

export type UserService = ReturnType<typeof userService>;
