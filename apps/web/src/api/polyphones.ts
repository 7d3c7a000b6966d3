// contract.pronunciation.polyphones for the editor (issue 12 item 4): which polyphones of the script the
// user should confirm. The editor's state plugin (`scriptReadings` of @peiyin/ssml) takes the answers by
// text run, so an answer only ever flags runs whose text it was computed for: an answer that arrives
// after the text changed (or the previous answer, kept on screen while the next one loads) cannot put a
// flag on the wrong character.
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Node as PMNode } from 'prosemirror-model';
import { scriptRuns, type PolyphoneAnalysis } from '@peiyin/ssml';
import { useSettled } from '../features/useSettled';
import { sessionAtom } from '../state/session';
import { api } from './client';
import { polyphoneAnalysis, polyphonePieces } from './polyphonePieces';
import { callKey } from './queryClient';

/// How long the script must rest before it is checked: a pause in typing, not every key.
export const POLYPHONE_CHECK_DELAY_MS = 600;

/// The polyphones to confirm in the script `doc`, for `SsmlEditor`'s `polyphones` (undefined until the
/// first answer; nothing is asked for a visitor, who has no dictionary and cannot audition).
export function usePolyphonesToConfirm(doc: PMNode): PolyphoneAnalysis | undefined {
  const user = useAtomValue(sessionAtom);
  // a string, so an unchanged script (a caret move, a save) settles on the same value
  const runs = useMemo(() => JSON.stringify(scriptRuns(doc)), [doc]);
  const settled = useSettled(runs, POLYPHONE_CHECK_DELAY_MS);
  const pieces = useMemo(() => polyphonePieces(JSON.parse(settled) as string[]), [settled]);
  const texts = useMemo(() => pieces.map((p) => p.text), [pieces]);
  const query = useQuery({
    queryKey: callKey('pronunciation', 'polyphones', { texts }),
    // the pieces travel with their answer: the analysis is built from what was asked, never from the
    // current script
    queryFn: async ({ signal }) => ({ pieces, answers: await api.pronunciation.polyphones({ texts }, { signal, silent: true }) }),
    enabled: user !== null && texts.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    // a background check: its failure is not the user's business (the flags just stay as they were)
    meta: { handled: true },
  });
  const data = user !== null && texts.length > 0 ? query.data : undefined;
  return useMemo(() => (data ? polyphoneAnalysis(data.pieces, data.answers) : undefined), [data]);
}
