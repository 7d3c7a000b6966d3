import { toSrt } from '@peiyin/ssml';
import type { CuePlacement } from '../../audio/fit.ts';
import { sentenceSpans } from '../../script/sentences.ts';

export { sentenceSpans, type SentenceSpan } from '../../script/sentences.ts';

/// One timed part of a task's audio, as the renderer reports it.
export interface SegmentTiming {
  index: number;
  kind: string;
  text?: string | undefined;
  startMs: number;
  endMs: number;
  /// A fitted cue's placement (tasks dubbed to a timing).
  fit?: CuePlacement;
}

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/// Subtitle cues from the real segment timings: a cue per sentence (`sentenceSpans`), from its first segment's
/// start to its last segment's end, so it shows exactly while its words are heard.
export function cuesFromTimings(timings: readonly SegmentTiming[]): Cue[] {
  return sentenceSpans(timings).map((span) => ({ start: timings[span.first]!.startMs, end: timings[span.last]!.endMs, text: span.text }));
}

/// The cues of a finished task: one per original cue where it was dubbed to a timing, else one per sentence.
export function taskCues(timings: readonly SegmentTiming[]): Cue[] {
  const fitted = timings.filter((t) => t.fit && t.text);
  return fitted.length ? fitted.map((t) => ({ start: t.startMs, end: t.endMs, text: t.text! })) : cuesFromTimings(timings);
}

function lrcTime(ms: number): string {
  const t = Math.max(0, Math.round(ms / 10));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(t / 6000))}:${pad(Math.floor(t / 100) % 60)}.${pad(t % 100)}`;
}

/// SRT (the editor imports and exports it) or LRC (lyrics players): LRC lines carry start times only,
/// so an empty line marks each gap longer than a second after a cue.
export function formatSubtitles(cues: readonly Cue[], format: 'srt' | 'lrc', title: string): string {
  if (format === 'srt') return toSrt(cues);
  const lines = [`[ti:${title.replace(/[[\]]/g, '')}]`];
  cues.forEach((cue, i) => {
    lines.push(`[${lrcTime(cue.start)}]${cue.text}`);
    const next = cues[i + 1];
    if (!next || next.start - cue.end > 1000) lines.push(`[${lrcTime(cue.end)}]`);
  });
  return `${lines.join('\n')}\n`;
}
