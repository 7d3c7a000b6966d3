import type { Segment } from '@peiyin/ssml';
import { sentenceSpans, type SegmentTiming } from './subtitles.ts';

/// A rendering task's sentences, and how many of them are in the mix once a piece is (issue 27: progress per
/// sentence). The sentences are those of its subtitles (`sentenceSpans`), or its cues when it is dubbed to a timing.
export interface SentenceProgress {
  sentences: string[];
  /// Sentences complete once `timing`'s piece is mixed (pieces come in order, so the count never goes down).
  doneAfter(timing: SegmentTiming): number;
}

export function sentenceProgress(plan: readonly Segment[], fit?: readonly { text: string }[]): SentenceProgress {
  // a fitted task renders cue by cue, each piece naming its cue
  if (fit) return { sentences: fit.map((cue) => cue.text), doneAfter: (timing) => (timing.fit ? timing.fit.cue + 1 : 0) };
  // subtitles show the words as written, and so does the timeline
  const spans = sentenceSpans(plan.map((segment) => (segment.kind === 'speech' ? { kind: 'speech', text: segment.written ?? segment.text } : { kind: segment.kind })));
  const lasts = spans.map((span) => span.last);
  return {
    sentences: spans.map((span) => span.text),
    doneAfter: (timing) => {
      let done = 0;
      while (done < lasts.length && lasts[done]! <= timing.index) done++;
      return done;
    },
  };
}
