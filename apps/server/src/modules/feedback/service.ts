import type { FeedbackType } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { feedbackRepo } from './repo.ts';

export function feedbackService(app: FastifyInstance) {
  const repo = feedbackRepo(app.db);
  return {
    /** Stores the feedback; the sender is kept when logged in (anonymous feedback is allowed). */
    async add(user: User | null, input: { type: FeedbackType; content: string; email: string; otherContacts?: string | undefined }) {
      await repo.insert({
        user_id: user?.id ?? null,
        type: input.type,
        content: input.content,
        email: input.email,
        other_contacts: input.otherContacts ?? null,
        created_at: app.now(),
      });
      return null;
    },
    list: repo.list,
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
