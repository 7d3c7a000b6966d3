// The voices a tool can dub with (字幕配音, 文案提取's 去配音): every system anchor by name, the site's default
// first chosen.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { callKey } from '../../api/queryClient';
import { defaultAnchorId } from '../../site';

const allAnchors = { page: 1, pageSize: 200, sort: 1, sceneId: 0, styleId: 0, languageId: 0, localeId: 0, sex: 0, aiLevel: 0 };

export function useDubbingVoices() {
  const anchors = useQuery({ queryKey: callKey('anchor', 'search', allAnchors), queryFn: () => api.anchor.search(allAnchors), staleTime: 5 * 60_000 });
  const [chosen, setChosen] = useState<number | null>(null);
  const voices = (anchors.data?.list ?? []).map((anchor) => ({ id: anchor.id, name: anchor.name }));
  const voiceId = chosen ?? (voices.find((voice) => voice.id === defaultAnchorId) ?? voices[0])?.id ?? null;
  return { voices, voiceId, setVoiceId: setChosen, failed: anchors.isError };
}
