import { BREAK_DEFAULT_MS, clampBreakMs } from '@peiyin/ssml';

/** Shows milliseconds as seconds with one decimal: 500 → `0.5s`. */
export function formatBreak(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/**
 * What a custom break commits (spec 02 §5): the seconds typed, kept to one decimal, clamped to
 * 0.1-5 s and sent as milliseconds; an empty or unreadable input gives the default 200 ms.
 */
export function breakInputToMs(input: string): number {
  const seconds = Number(input);
  if (input.trim() === '' || !Number.isFinite(seconds)) return BREAK_DEFAULT_MS;
  return clampBreakMs(Math.round(seconds * 10) * 100);
}
