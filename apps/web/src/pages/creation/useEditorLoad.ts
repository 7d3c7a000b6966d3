// What the editor opens (spec 02 §2.2 query): a draft by workId (whatever its voice), else a new script with the
// anchor of the query (anchorType, anchorId, templateId, roleId), and the text a sample or a tool handed over.
// The page rewrites its own query to follow the voice and the draft (useAddressSync); such a query asks for what
// is shown already, and nothing is loaded.
import { useEffect, useEffectEvent, useState } from 'react';
import type { Work } from '@peiyin/api-client';
import { toast, type TimedCue, type Voice } from '@peiyin/ui';
import { queryClient } from '../../api/queryClient';
import { ttsQueries } from '../../api/tts';
import { handoffOf } from '../../features/handoff';
import { defaultAnchorId } from '../../site';
import { loadVoice, loadWorkVoice, type VoiceAnchor } from './voice';

const int = (value: string | null): number | null => (value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null);

export interface Voiced {
  voice: Voice;
  source: VoiceAnchor;
}

/// How the page takes what was loaded; each runs once per load, and only for the load still wanted.
export interface EditorLoadAppliers {
  draft(work: Work, voiced: Voiced): void;
  /// A new script's voice, with the text handed over (null: the script stays as it is).
  voice(voiced: Voiced, handoff: { text: string; hint: string; cues?: readonly TimedCue[] } | null): void;
  /// spec 02 §8: no usable anchor (id 0); the anchor picked next starts the script.
  noVoice(): void;
}

/// `shown` names what the editor shows (`work:<id>` or `anchor:<type>:<id>`, null before anything). Returns
/// whether a load is on its way and which target finished loading (null while one loads).
export function useEditorLoad(params: URLSearchParams, locationState: unknown, shown: string | null, apply: EditorLoadAppliers) {
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState<string | null>(null);
  const queryWorkId = int(params.get('workId'));
  const queryAnchorType = params.get('anchorType') === '1' ? 1 : 0;
  const queryAnchorId = params.has('anchorId') ? int(params.get('anchorId')) : defaultAnchorId;
  const target = queryWorkId !== null ? `work:${queryWorkId}` : `anchor:${queryAnchorType}:${queryAnchorId}`;
  // (State the page renders, not a ref set by the effect: a ref set by a run that StrictMode then cancels made
  // the second run skip the load, and the editor never loaded, issue 10.)
  const isShown = useEffectEvent((wanted: string) => wanted === shown);
  const extras = useEffectEvent(() => ({ templateId: int(params.get('templateId')), roleId: int(params.get('roleId')), handoff: handoffOf(locationState) }));
  const onDraft = useEffectEvent(apply.draft);
  const onVoice = useEffectEvent(apply.voice);
  const onNoVoice = useEffectEvent(apply.noVoice);

  useEffect(() => {
    if (isShown(target)) return;
    // Every effect of a load happens after its awaits, and only while the run is current: StrictMode cancels
    // the first run at once, and the second one loads.
    let cancelled = false;
    setLoading(true);
    setLoaded(null);
    const { templateId, roleId, handoff } = extras();
    (async () => {
      if (queryWorkId !== null) {
        // asked afresh (staleTime 0); the failure is shown once, below
        const work = await queryClient.fetchQuery({ ...ttsQueries.workDetail(queryWorkId), meta: { handled: true } });
        const voiced = await loadWorkVoice(work);
        if (cancelled) return;
        onDraft(work, voiced);
      } else {
        const voiced = queryAnchorId ? await loadVoice(queryAnchorType, queryAnchorId, templateId, roleId) : null;
        if (cancelled) return;
        if (voiced) onVoice(voiced, handoff);
        else onNoVoice();
      }
      setLoaded(target);
    })()
      .catch((error: unknown) => {
        if (!cancelled) toast.error(error instanceof Error && error.message ? error.message : '操作失败');
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
    // the query's parts are read for this target only; the page's own rewrites change no target
  }, [target]);

  return { loading, loaded };
}
