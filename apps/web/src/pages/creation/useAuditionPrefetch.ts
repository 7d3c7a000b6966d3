// The next audition spoken ahead of its click (issue 24). The neural voice needs about a second of two cores for
// an audition's first clause, before anything can play. So when the script and the caret have rested as long as
// the polyphone check waits, the chunk 试听 would send first goes to the server, which speaks it into its
// sentence cache if the voice is slow to start and the server idle (`auditionPrefetch`). The click then finds it
// there. Nothing is shown: it is a guess, and a wrong one only costs the server's idle time.
import { useEffect, useMemo } from 'react';
import type { EditorState } from 'prosemirror-state';
import { useAtomValue } from 'jotai';
import { api } from '../../api/client';
import { POLYPHONE_CHECK_DELAY_MS } from '../../api/polyphones';
import { useSettled } from '../../features/useSettled';
import { sessionAtom } from '../../state/session';
import { speechParams, type SpeechSetup } from './speech';
import { scriptAuditionChunks } from './useScriptAudition';

/// How long the script and the caret rest before the next audition is guessed.
export const AUDITION_PREFETCH_DELAY_MS = POLYPHONE_CHECK_DELAY_MS;

export function useAuditionPrefetch(state: EditorState | null, setup: SpeechSetup | null): void {
  const user = useAtomValue(sessionAtom);
  const settled = useSettled(state, AUDITION_PREFETCH_DELAY_MS);
  // a string: the same first chunk in the same voice (a re-render, a caret move inside the same range) is not sent twice
  const body = useMemo(() => {
    if (!user || !setup || !settled) return null;
    const planned = scriptAuditionChunks(settled, setup);
    const first = planned.ok ? planned.chunks[0] : undefined;
    return first ? JSON.stringify({ ...speechParams(setup), text: first }) : null;
  }, [settled, setup, user]);
  useEffect(() => {
    if (!body) return;
    const controller = new AbortController();
    api.tts.auditionPrefetch(JSON.parse(body) as Parameters<typeof api.tts.auditionPrefetch>[0], { signal: controller.signal, silent: true }).catch(() => undefined);
    // the script moved on: what the server still has queued of this guess is dropped
    return () => controller.abort();
  }, [body]);
}
