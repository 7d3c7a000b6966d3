// The editor's audition (spec 02 §4, §5, §8): the selection, or 300 characters after the cursor, cut into
// sentence chunks that keep their markup, streamed chunk after chunk through the player.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorState } from 'prosemirror-state';
import { auditionChunks, auditionRange } from '@peiyin/ssml';
import { useAudition } from '@peiyin/player';
import { toast } from '@peiyin/ui';
import { fetchAudition } from '../../api/tts';
import { speechParams, type SpeechSetup } from './speech';
import { voiceSettings } from './voice';
import { chunkEstimates, useAuditionProgress } from './auditionProgress';

export function useScriptAudition(setup: SpeechSetup | null, getState: () => EditorState | null) {
  const setupRef = useRef(setup);
  useEffect(() => {
    setupRef.current = setup;
  });
  const audition = useAudition({
    mode: 'editor',
    fetchChunk: (text, _index, signal) => {
      const current = setupRef.current;
      if (!current) return Promise.reject(new Error(''));
      // the player shows the failure itself (the server's message or 试听失败！, then the punctuation tip)
      return fetchAudition({ ...speechParams(current), text }, signal);
    },
  });

  const { error } = audition.state;
  const { dismiss } = audition;
  useEffect(() => {
    if (!error) return;
    // spec 02 §8: the message, then the advice to use punctuation rather than spaces or line breaks
    toast.error(error.tip ? `${error.message} ${error.tip}` : error.message, { duration: 6000 });
    dismiss();
  }, [error, dismiss]);

  // each chunk's estimated length, for the bottom bar's progress (issue 27)
  const [chunkMs, setChunkMs] = useState<number[]>([]);
  const progress = useAuditionProgress(audition.state, chunkMs);
  const { start } = audition;
  const play = useCallback(() => {
    const state = getState();
    const current = setupRef.current;
    if (!state || !current) return;
    const { from, to } = state.selection;
    const range = auditionRange(state.doc, from, to);
    if (!range.ok) {
      toast.warning(range.message);
      return;
    }
    const voice = voiceSettings(current);
    const chunks = auditionChunks(state.doc, range.value.from, range.value.to, voice);
    setChunkMs(chunkEstimates(chunks));
    start(chunks);
  }, [getState, start]);

  return { state: audition.state, progress, play, pause: audition.pause, resume: audition.resume, stop: audition.stop };
}
