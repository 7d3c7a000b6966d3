// Hooks of contract.feedback (spec 01 §2 "Feedback dialog").
import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@peiyin/api-client';
import { api } from './client';

export function useAddFeedback() {
  return useMutation({ mutationFn: (input: FeedbackInput) => api.feedback.add(input) });
}
