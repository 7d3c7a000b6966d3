// The creator pipeline's sums (issue 28 §1), pure: how long a text takes to say (the editor's own estimate), a
// rewritten text cut into sentences with times, and a transcript's sentences as the cues of a task.
import { docFromText, estimateDuration, planSynthesis } from '@peiyin/ssml';
import type { TimedCue } from '@peiyin/ui';
import type { TimedText } from './exports';

/// How long `text` takes to say in ms, as the editor's bottom bar estimates a script (the same plan and rate,
/// the default voice and smart breaks).
export function speechEstimate(text: string): number {
  return text.trim() ? estimateDuration(planSynthesis(docFromText(text))) : 0;
}

const SENTENCE_ENDS = new Set(['。', '！', '？', '!', '?', '；', ';', '…']);
/// Closing marks that stay with the sentence they close.
const CLOSERS = new Set(['”', '’', '」', '』', '）', ')', '"']);

/// `text` cut into sentences: after 。！？；… (with any closing quote) and at line breaks; blank ones dropped.
export function sentencesOf(text: string): string[] {
  const chars = [...text];
  const sentences: string[] = [];
  let current = '';
  const close = () => {
    if (current.trim()) sentences.push(current.trim());
    current = '';
  };
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    if (ch === '\n' || ch === '\r') {
      close();
      continue;
    }
    current += ch;
    if (!SENTENCE_ENDS.has(ch)) continue;
    while (i + 1 < chars.length && (SENTENCE_ENDS.has(chars[i + 1]!) || CLOSERS.has(chars[i + 1]!))) current += chars[++i];
    close();
  }
  close();
  return sentences;
}

/// A rewritten text as a timed transcript: its sentences one after another from `startMs`, each as long as the
/// estimate says (at least a tenth of a second, so that every cue ends after it starts).
export function timedSentences(text: string, startMs = 0): TimedText[] {
  let at = startMs;
  return sentencesOf(text).map((sentence) => {
    const length = Math.max(100, speechEstimate(sentence));
    const timed = { beginTime: at, endTime: at + length, text: sentence };
    at += length;
    return timed;
  });
}

/// The transcript as a task's cues (taskAdd `cues`): one per sentence with words, times in whole ms, in order, each
/// ending after it starts (a recogniser's overlapping or empty stretches are mended, never refused).
export function cuesOf(sentences: readonly TimedText[]): TimedCue[] {
  const cues: TimedCue[] = [];
  for (const sentence of sentences) {
    const text = sentence.text.split('\n').map((line) => line.trim()).filter(Boolean).join(' ');
    if (!text) continue;
    const start = Math.max(Math.round(sentence.beginTime), cues.at(-1)?.start ?? 0);
    cues.push({ start, end: Math.max(Math.round(sentence.endTime), start + 1), text });
  }
  return cues;
}

/// The whole transcript's estimated length of speech, in ms.
export const transcriptEstimate = (sentences: readonly TimedText[]): number => speechEstimate(sentences.map((sentence) => sentence.text).join('\n'));
