// The editor's duration estimate (issue 27): the script planned as the server would plan it, with the page's voice
// (its speed) and smart-break setting, timed by @peiyin/ssml's estimateDuration, before anything is synthesised.
import { useDeferredValue, useMemo } from 'react';
import type { Node as PMNode } from 'prosemirror-model';
import { estimateDuration, planSynthesis } from '@peiyin/ssml';
import type { SpeechSetup } from './speech';
import { voiceSettings } from './voice';

/// The estimated length of `doc` read with `setup`, in milliseconds.
export function scriptEstimate(doc: PMNode, setup: Pick<SpeechSetup, 'voice' | 'baseAnchorId' | 'smartBreaks'>): number {
  return estimateDuration(planSynthesis(doc, { voice: voiceSettings(setup) }));
}

/// The estimate of the script being typed; null until the voice is known. Deferred: typing renders first, the
/// plan (the text front-end over the whole script) after.
export function useDurationEstimate(doc: PMNode, setup: SpeechSetup | null): number | null {
  const deferred = useDeferredValue(doc);
  return useMemo(() => (setup ? scriptEstimate(deferred, setup) : null), [deferred, setup]);
}
