import { z } from 'zod';
import { defineCall, empty, object, optionalText, text } from './define.ts';
import { messages, rules } from './rules.ts';

/// spec 01 §2: type 1 suggestion, 2 problem, 0 other (default 1 in the dialog).
export const feedbackTypes = [1, 2, 0] as const;

export const feedbackInput = object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.feedbackTypeInvalid }),
  content: text(messages.feedbackContentRequired).max(rules.feedbackContentMax, messages.feedbackContentTooLong),
  email: text(messages.feedbackEmailRequired, messages.emailInvalid)
    .max(rules.emailMax, messages.emailTooLong)
    .regex(rules.email, messages.emailInvalid),
  otherContacts: optionalText(messages.otherContactsTooLong).pipe(
    z.string().max(rules.otherContactsMax, messages.otherContactsTooLong).optional(),
  ),
});

export const feedback = {
  /** POST {type, content, email, otherContacts?}; the app then shows the 提交成功 dialog. */
  add: defineCall({ method: 'POST', path: '/api/feedback/add', body: feedbackInput, response: empty }),
};

export type FeedbackInput = z.input<typeof feedbackInput>;
export type FeedbackType = (typeof feedbackTypes)[number];
