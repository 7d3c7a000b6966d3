// How long a script will sound, from its plan, before anything is synthesised (issue 27: the editor's bottom bar
// shows it). Speech is timed by what the engine reads, at a rate per character scaled by the segment's speed;
// breaks, punctuation pauses and sounds add their own lengths; the background music lasts as long as the rest.
import type { Segment } from './plan.ts';

/// Characters read a second at speed 1. Measured on espeak (the engine every deployment has): 3.7-4.0 over a
/// narrative, an announcement and a script of numbers (apps/server/src/providers/tts/estimate.test.ts holds the
/// estimate to its real output). Neural voices read a little faster; an estimate says 约.
export const CHARACTERS_PER_SECOND = 3.9;

/// A Latin word reads about as long as this many Chinese characters (letters the front-end left as a word).
const LATIN_WORD_CHARACTERS = 1.5;

/// The number of Chinese characters `text` reads as long as: each Chinese character one, each Latin word or run of
/// digits LATIN_WORD_CHARACTERS, punctuation and spaces nothing (their pauses are segments of their own).
export function spokenCharacters(text: string): number {
  let count = 0;
  let inWord = false;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const latin = (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    if (latin) {
      if (!inWord) count += LATIN_WORD_CHARACTERS;
      inWord = true;
      continue;
    }
    inWord = false;
    if (/\p{Script=Han}/u.test(ch)) count += 1;
  }
  return count;
}

/// The estimated length of a plan in milliseconds.
export function estimateDuration(segments: readonly Segment[], charactersPerSecond: number = CHARACTERS_PER_SECOND): number {
  let ms = 0;
  for (const segment of segments) {
    if (segment.kind === 'speech') ms += (spokenCharacters(segment.text) / (charactersPerSecond * Math.max(segment.prosody.speed, 0.1))) * 1000;
    else if (segment.kind === 'silence') ms += segment.ms;
    else if (segment.kind === 'sound') ms += segment.duration * 1000;
  }
  return Math.round(ms);
}

/// A length as the editor shows it: 约 8 秒, 约 1 分 05 秒; 0 for an empty script.
export function formatEstimate(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds <= 0) return '0 秒';
  if (seconds < 60) return `约 ${seconds} 秒`;
  return `约 ${Math.floor(seconds / 60)} 分 ${String(seconds % 60).padStart(2, '0')} 秒`;
}
