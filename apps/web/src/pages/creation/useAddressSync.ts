// spec 02 §2.2: the editor's address follows the voice and the draft, so a reload or a shared link opens what
// is shown. The rewrite replaces the history entry; the page's loading sees a target it shows already.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Voice } from '@peiyin/ui';

export function useAddressSync(voice: Voice | null, workId: number | null) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!voice) return;
    const next = new URLSearchParams();
    next.set('anchorType', String(voice.anchorType));
    next.set('anchorId', String(voice.anchorId));
    if (workId !== null) next.set('workId', String(workId));
    if (voice.templateId !== null) next.set('templateId', String(voice.templateId));
    if (next.toString() === params.toString()) return;
    setParams(next, { replace: true });
  }, [voice, workId, params, setParams]);
}
