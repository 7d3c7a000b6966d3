import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export interface NewTurn {
  conversationId: number;
  question: string;
  answer: string;
  /** 3 complete, -1 failed. */
  state: number;
  errorMessage: string | null;
  tokens: number;
  at: number;
}

/// Kysely queries of the writing module; every conversation query is scoped to its owner.
export function gptRepo(db: Db) {
  const count = (n: unknown) => Number(n ?? 0);
  return {
    // Conversations
    async createConversation(userId: number, mode: number, title: string, at: number): Promise<number> {
      const row = await db
        .insertInto('gpt_conversations')
        .values({ user_id: userId, mode, title, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    conversation: (userId: number, id: number) =>
      db.selectFrom('gpt_conversations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
    async conversationPage(userId: number, mode: number, page: number, pageSize: number) {
      const base = db.selectFrom('gpt_conversations').where('user_id', '=', userId).where('mode', '=', mode);
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['gpt_conversations.id', 'mode', 'title', 'updated_at'])
        .select((eb) =>
          eb.selectFrom('gpt_messages').whereRef('gpt_messages.conversation_id', '=', 'gpt_conversations.id').select((inner) => inner.fn.countAll().as('n')).as('messages'),
        )
        .orderBy('updated_at', 'desc')
        .orderBy('gpt_conversations.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { total: count(total.n), rows: rows.map((row) => ({ ...row, messages: count(row.messages) })) };
    },
    messageCount: async (conversationId: number) =>
      count((await db.selectFrom('gpt_messages').where('conversation_id', '=', conversationId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    messages: (conversationId: number) => db.selectFrom('gpt_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute(),
    /// The newest `limit` messages, oldest first (the history is capped by tokens after this).
    async recentMessages(conversationId: number, limit: number) {
      const rows = await db.selectFrom('gpt_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(limit).execute();
      return rows.reverse();
    },
    renameConversation: (userId: number, id: number, title: string) =>
      db.updateTable('gpt_conversations').set({ title }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
    async deleteConversation(userId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const owned = await trx.selectFrom('gpt_conversations').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        if (!owned) return false;
        await trx.deleteFrom('gpt_messages').where('conversation_id', '=', id).execute();
        await trx.deleteFrom('gpt_conversations').where('id', '=', id).execute();
        return true;
      });
    },
    /// A question and its answer, in order, and the conversation moves to the top of the list.
    async addTurn(turn: NewTurn): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('gpt_messages')
          .values([
            { conversation_id: turn.conversationId, role: 1, content: turn.question, state: 3, error_message: null, tokens: 0, created_at: turn.at },
            { conversation_id: turn.conversationId, role: 2, content: turn.answer, state: turn.state, error_message: turn.errorMessage, tokens: turn.tokens, created_at: turn.at },
          ])
          .execute();
        await trx.updateTable('gpt_conversations').set({ updated_at: turn.at }).where('id', '=', turn.conversationId).execute();
      });
    },

    // Metering
    async usage(userId: number, month: string): Promise<number> {
      const row = await db.selectFrom('gpt_usage').select('tokens').where('user_id', '=', userId).where('month', '=', month).executeTakeFirst();
      return count(row?.tokens);
    },
    /// Reserves up to `want` tokens of the month's `limit` before an answer streams (issue 26 §8: checked only
    /// before it, the free allowance overshot by an answer's length, and by more with two answers at once):
    /// answers what was reserved, 0 when not even `least` is left. The row is locked (PostgreSQL; SQLite runs
    /// one transaction at a time) so concurrent answers of one user reserve one after the other.
    async reserve(userId: number, month: string, want: number, least: number, limit: number, postgres: boolean): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('gpt_usage').values({ user_id: userId, month, tokens: 0, answers: 0 }).onConflict((oc) => oc.columns(['user_id', 'month']).doNothing()).execute();
        const row = await trx.selectFrom('gpt_usage').select('tokens').where('user_id', '=', userId).where('month', '=', month).$if(postgres, (qb) => qb.forUpdate()).executeTakeFirstOrThrow();
        const room = limit - count(row.tokens);
        if (room < least) return 0;
        const reserved = Math.min(want, room);
        await trx.updateTable('gpt_usage').set({ tokens: sql`gpt_usage.tokens + ${reserved}` }).where('user_id', '=', userId).where('month', '=', month).execute();
        return reserved;
      });
    },
    /// Replaces a reservation by what the answer cost (`answered`: one more answer counted).
    async settle(userId: number, month: string, reserved: number, spent: number, answered: boolean): Promise<void> {
      await db
        .updateTable('gpt_usage')
        .set({ tokens: sql`gpt_usage.tokens + ${spent - reserved}`, answers: sql`gpt_usage.answers + ${answered ? 1 : 0}` })
        .where('user_id', '=', userId)
        .where('month', '=', month)
        .execute();
    },

    // The library
    async promptPage(page: number, pageSize: number, category: string | undefined) {
      let base = db.selectFrom('gpt_prompts');
      if (category) base = base.where('category', '=', category);
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('sort').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute();
      return { total: count(total.n), rows };
    },
    async templatePage(page: number, pageSize: number, keyword: string | undefined) {
      let base = db.selectFrom('gpt_templates');
      if (keyword) {
        // LIKE with the wildcards of the keyword escaped: a user's % or _ matches itself.
        const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) => eb.or([eb('title', 'like', sql<string>`${pattern} escape '\\'`), eb('subtitle', 'like', sql<string>`${pattern} escape '\\'`)]));
      }
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('sort').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute();
      return { total: count(total.n), rows };
    },
    template: (code: string) => db.selectFrom('gpt_templates').selectAll().where('code', '=', code).executeTakeFirst(),
  };
}

export type GptRepo = ReturnType<typeof gptRepo>;
