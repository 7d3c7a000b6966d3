import type { FeedbackType } from '@peiyin/api-client';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { feedbackRepo } from './repo.ts';

export function feedbackService(ctx: AppContext) {
  const repo = feedbackRepo(ctx.db);
  return {
    /** Stores the feedback; the sender is kept when logged in (anonymous feedback is allowed). */
    async add(user: User | null, input: { type: FeedbackType; content: string; email: string; otherContacts?: string | undefined }) {
      await repo.insert({
        user_id: user?.id ?? null,
        type: input.type,
        content: input.content,
        email: input.email,
        other_contacts: input.otherContacts ?? null,
        created_at: ctx.now(),
      });
      return null;
    },
    list: repo.list,
  };
}
