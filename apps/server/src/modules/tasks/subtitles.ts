import { toSrt } from '@peiyin/ssml';
import type { CuePlacement } from '../../audio/fit.ts';

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

const sentenceEnd = /[。！？!?；;…]["”’」』）)]*$/;
const maxCueChars = 32;

/// Subtitle cues from the real segment timings: consecutive speech segments join until a sentence
/// ends (or the cue grows long, cut at a comma); a cue spans its first segment's start to its last
/// segment's end, so it shows exactly while its words are heard.
export function cuesFromTimings(timings: readonly SegmentTiming[]): Cue[] {
  const cues: Cue[] = [];
  let current: Cue | null = null;
  const close = () => {
    if (current && current.text.trim()) cues.push({ ...current, text: current.text.trim() });
    current = null;
  };
  for (const t of timings) {
    if (t.kind !== 'speech' || !t.text) continue;
    const text = t.text.replace(/\s+/g, ' ');
    if (!text.trim()) continue;
    if (!current) current = { start: t.startMs, end: t.endMs, text: '' };
    current.text += text;
    current.end = t.endMs;
    const length = [...current.text].length;
    if (sentenceEnd.test(current.text.trim()) || (length >= maxCueChars && /[，,、：:]$/.test(current.text.trim())) || length >= maxCueChars * 2) close();
  }
  close();
  return cues;
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
