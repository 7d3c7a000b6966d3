/** Audio frames per second in the encoder's output (1500 per 30 s window). */
export const FRAMES_PER_SECOND: number;
/** Each row's start in seconds (scores [heads, rows, 1500], the first `frames` holding audio), then the end of the last. */
export function alignRows(scores: Float32Array, heads: number, rows: number, frames: number): number[];
/** The median of each `width` window, the edges mirrored. */
export function medianFilter(values: Float64Array, width: number): Float64Array;
/** The cheapest monotonic path through −similarity [rows, frames], as (row, frame) pairs in order. */
export function dtw(similarity: Float64Array, rows: number, frames: number): [number, number][];
/** Timed sentences from timed tokens: `times` has one more entry than `pieces` (the text each token completes). */
export function timedSentences(input: { times: number[]; breaks: ReadonlySet<number>; pieces: string[] }): { start: number; end: number; text: string }[];
