// Hooks of contract.gpt (spec 02 §7 "AI writing"): the JSON calls through TanStack Query, and the streamed answers
// (chat, translate, edit, rewrite, template apply) through `useAnswerStream`, which reads the event stream as it
// arrives, stops it on request and when the page goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { isApiError, type AnswerStream, type GptMode } from '@peiyin/api-client';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../state/session';
import { api } from './client';
import { callKey, queryClient } from './queryClient';

/// Whether a writing model is configured, and this month's tokens. Only for a signed-in user (the call needs one).
export function useGptStatus() {
  const user = useAtomValue(sessionAtom);
  return useQuery({ queryKey: callKey('gpt', 'status'), queryFn: () => api.gpt.status(), enabled: user !== null, staleTime: 0 });
}

/// The welcome message of a mode (spec 02 §2.8: switching mode fetches it).
export function useGptWelcome(mode: GptMode) {
  return useQuery({ queryKey: callKey('gpt', 'welcome', { mode }), queryFn: () => api.gpt.welcome({ mode }), staleTime: Infinity });
}

export function useConversations(mode: GptMode) {
  return useQuery({ queryKey: callKey('gpt', 'conversationList', { mode }), queryFn: () => api.gpt.conversationList({ mode, page: 1 }) });
}

/// A stored conversation, read when the person opens it (not a query: the page keeps the messages it shows).
export function fetchConversation(id: number) {
  return queryClient.fetchQuery({ queryKey: callKey('gpt', 'conversationDetail', { id }), queryFn: () => api.gpt.conversationDetail({ id }), staleTime: 0 });
}

export function useRenameConversation() {
  return useMutation({
    mutationFn: (input: { id: number; title: string }) => api.gpt.conversationRename(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('gpt', 'conversationList') }),
  });
}

export function useDeleteConversation() {
  return useMutation({
    mutationFn: (id: number) => api.gpt.conversationDelete({ id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('gpt', 'conversationList') }),
  });
}

export function usePromptList(input: { page: number; category: string | null }) {
  const body = { page: input.page, ...(input.category ? { category: input.category } : {}) };
  return useQuery({ queryKey: callKey('gpt', 'promptList', body), queryFn: () => api.gpt.promptList(body as Parameters<typeof api.gpt.promptList>[0]), placeholderData: keepPreviousData });
}

export function useTemplateSearch(page: number) {
  return useQuery({ queryKey: callKey('gpt', 'templateSearch', { page }), queryFn: () => api.gpt.templateSearch({ page }), placeholderData: keepPreviousData });
}

export function useTemplateDetail(code: string) {
  return useQuery({ queryKey: callKey('gpt', 'templateDetail', { code }), queryFn: () => api.gpt.templateDetail({ code }), enabled: code !== '' });
}

/** What a streamed answer is doing. */
export interface AnswerState {
  output: string;
  processing: boolean;
  error: string | null;
  /** The envelope code of the error (402: the month's tokens are used up, the membership dialog's cue). */
  errorCode?: number | null;
  /** The person stopped it; what had arrived is kept. */
  stopped: boolean;
}

export interface AnswerHandlers {
  /** The conversation the server keeps the turn in (chat calls). */
  onStart?: (conversationId: number | null) => void;
  onDelta?: (output: string) => void;
  /** The answer ended: finished, failed (error) or stopped. */
  onEnd?: (state: AnswerState) => void;
}

const idle: AnswerState = { output: '', processing: false, error: null, stopped: false };

/// Runs one streamed answer at a time: `start(open)` calls `open(signal)` (e.g. `(signal) => api.gpt.rewrite(input,
/// {signal})`) and reads its events; `stop()` aborts the request, which ends the model's request on the server at
/// once. Leaving the page stops it too. A refusal before the stream (blank, quota, not configured) and an error
/// event both end as `error` with the server's message (spec 02 §8: shown in the answer).
export function useAnswerStream() {
  const [state, setState] = useState<AnswerState>(idle);
  const controller = useRef<AbortController | null>(null);

  // StrictMode runs this cleanup once on mount, when nothing is streaming yet; afterwards it runs on leaving.
  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => controller.current?.abort(), []);

  const start = useCallback(async (open: (signal: AbortSignal) => Promise<AnswerStream>, handlers: AnswerHandlers = {}) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    let output = '';
    setState({ ...idle, processing: true });
    let end: AnswerState;
    try {
      const stream = await open(current.signal);
      for await (const event of stream) {
        if (event.type === 'start') handlers.onStart?.(event.conversationId);
        else if (event.type === 'delta') {
          output += event.text;
          setState({ output, processing: true, error: null, stopped: false });
          handlers.onDelta?.(output);
        }
      }
      end = { output, processing: false, error: null, stopped: false };
    } catch (error) {
      if (current.signal.aborted) end = { output, processing: false, error: null, stopped: true };
      else end = { output, processing: false, error: isApiError(error) ? error.message : '发生异常', errorCode: isApiError(error) ? error.code : null, stopped: false };
    }
    // another answer (or a reset) has taken over: this one's ending is no longer what the page shows
    if (controller.current !== current) return end;
    controller.current = null;
    setState(end);
    handlers.onEnd?.(end);
    // the tokens of this answer count against the month
    void queryClient.invalidateQueries({ queryKey: callKey('gpt', 'status') });
    return end;
  }, []);

  const reset = useCallback(() => {
    const running = controller.current;
    controller.current = null;
    running?.abort();
    setState(idle);
  }, []);

  return { ...state, start, stop, reset };
}
