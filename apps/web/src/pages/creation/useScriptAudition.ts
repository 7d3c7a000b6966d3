// The editor's audition (spec 02 §4, §5, §8): the selection, or 300 characters after the cursor, cut into
// sentence chunks that keep their markup, streamed chunk after chunk through the player.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorState } from 'prosemirror-state';
import type { Node as PMNode } from 'prosemirror-model';
import { auditionChunks, auditionRange } from '@peiyin/ssml';
import { useAudition } from '@peiyin/player';
import { toast } from '@peiyin/ui';
import { fetchAudition } from '../../api/tts';
import { speechParams, type SpeechSetup } from './speech';
import { voiceSettings } from './voice';
import { chunkEstimates, useAuditionProgress } from './auditionProgress';

/// What the last audition of the script played: its document and range (the sentence timeline's rows, issue 27).
export interface HeardRange {
  doc: PMNode;
  from: number;
  to: number;
}

/// The chunks 试听 plays for the script as it is: the selection, or 300 characters after the caret.
export function scriptAuditionChunks(state: EditorState, setup: SpeechSetup) {
  const { from, to } = state.selection;
  const range = auditionRange(state.doc, from, to);
  if (!range.ok) return range;
  return { ok: true as const, range: range.value, chunks: auditionChunks(state.doc, range.value.from, range.value.to, voiceSettings(setup)) };
}

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
  const [heard, setHeard] = useState<HeardRange | null>(null);
  const play = useCallback(() => {
    const state = getState();
    const current = setupRef.current;
    if (!state || !current) return;
    const planned = scriptAuditionChunks(state, current);
    if (!planned.ok) {
      toast.warning(planned.message);
      return;
    }
    const { chunks, range } = planned;
    // the first request leaves before the chunks are timed for the progress bar: the click waits on neither
    start(chunks);
    setChunkMs(chunkEstimates(chunks));
    setHeard({ doc: state.doc, from: range.from, to: range.to });
  }, [getState, start]);
  /// Auditions one range of the current script as it is (the timeline's ▶ and 重新试听), leaving `heard` as it was.
  const playRange = useCallback(
    (from: number, to: number) => {
      const state = getState();
      const current = setupRef.current;
      if (!state || !current || to <= from) return;
      const chunks = auditionChunks(state.doc, from, to, voiceSettings(current));
      start(chunks);
      setChunkMs(chunkEstimates(chunks));
    },
    [getState, start],
  );

  return { state: audition.state, progress, play, playRange, heard, pause: audition.pause, resume: audition.resume, stop: audition.stop };
}
