// How far the editor's audition has got (issue 27: the bottom bar's transport). The player knows which sentence
// chunk plays, not where in it; the page knows each chunk's estimated length (estimateDuration of its plan). The
// elapsed time is the estimates of the chunks already played plus the time the current one has sounded, never more
// than its own estimate, so the bar moves steadily and ends full.
import { useEffect, useRef, useState } from 'react';
import { estimateDuration, planSynthesis } from '@peiyin/ssml';
import type { AuditionState } from '@peiyin/player';

/// The estimated length of each audition chunk (SSML as `auditionChunks` gives it), in milliseconds.
export function chunkEstimates(chunks: readonly string[]): number[] {
  return chunks.map((chunk) => estimateDuration(planSynthesis(chunk)));
}

/// The elapsed time of an audition at chunk `current`, which has sounded `inChunkMs`: the chunks before it in full,
/// then as much of it as has sounded, at most its estimate.
export function auditionElapsed(chunkMs: readonly number[], current: number, inChunkMs: number): number {
  if (current < 0) return 0;
  let before = 0;
  for (let i = 0; i < current && i < chunkMs.length; i += 1) before += chunkMs[i]!;
  return before + Math.min(Math.max(inChunkMs, 0), chunkMs[current] ?? 0);
}

const monotonic = () => performance.now();

/// The audition's elapsed and estimated total time, for the transport; the clock runs only while a chunk sounds
/// (not while the next one loads, nor while paused). `now` is injectable for tests.
export function useAuditionProgress(state: AuditionState, chunkMs: readonly number[], now: () => number = monotonic) {
  const sounding = state.status === 'playing' && state.chunkStatuses[state.current] === 'playing';
  const clock = useRef({ played: 0, since: null as number | null });
  const [inChunk, setInChunk] = useState(0);
  // a new chunk or a new run: its clock starts from nothing
  useEffect(() => {
    clock.current = { played: 0, since: null };
    setInChunk(0);
  }, [state.chunks, state.current]);
  useEffect(() => {
    if (!sounding) return;
    const running = clock.current;
    running.since = now();
    const timer = setInterval(() => setInChunk(running.played + now() - (running.since ?? now())), 250);
    return () => {
      clearInterval(timer);
      running.played += now() - (running.since ?? now());
      running.since = null;
      setInChunk(running.played);
    };
  }, [sounding, state.chunks, state.current, now]);
  const totalMs = chunkMs.reduce((sum, ms) => sum + ms, 0);
  return { elapsedMs: state.status === 'default' ? 0 : auditionElapsed(chunkMs, state.current, inChunk), totalMs };
}
