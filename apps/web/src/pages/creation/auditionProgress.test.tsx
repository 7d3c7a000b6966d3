// The bottom bar's audition progress (issue 27): the estimate of each chunk, and a clock that runs only while a chunk
// sounds. Time is the subject here, so the clock is a fake one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { auditionChunks, docFromText } from '@peiyin/ssml';
import type { AuditionState, ChunkStatus } from '@peiyin/player';
import { auditionElapsed, chunkEstimates, useAuditionProgress } from './auditionProgress';

const chunks = ['<speak>一</speak>', '<speak>二</speak>'];
const run = (status: AuditionState['status'], current: number, chunkStatuses: ChunkStatus[]): AuditionState => ({
  status,
  mode: 'editor',
  chunks,
  chunkStatuses,
  current,
  error: null,
  warning: null,
});

describe('auditionElapsed', () => {
  it('counts the chunks played in full and the current one up to its estimate', () => {
    expect(auditionElapsed([4000, 3000], -1, 500)).toBe(0);
    expect(auditionElapsed([4000, 3000], 0, 1500)).toBe(1500);
    expect(auditionElapsed([4000, 3000], 1, 1000)).toBe(5000);
    // a voice slower than estimated: the bar waits full rather than running past the total
    expect(auditionElapsed([4000, 3000], 1, 9000)).toBe(7000);
  });

  it('estimates each chunk from its plan, longer for more text', () => {
    const chunksOf = (text: string) => {
      const doc = docFromText(text);
      // each text one chunk (a long first sentence would otherwise start with its first clause alone)
      return auditionChunks(doc, 1, doc.content.size - 1, { anchorId: '12' }, { firstClause: null });
    };
    const [short, long] = chunkEstimates([...chunksOf('你好。'), ...chunksOf('我们一起去公园散步，看看湖边的柳树和刚开的花。')]);
    expect(short!).toBeGreaterThan(0);
    expect(long!).toBeGreaterThan(short! * 4);
  });
});

describe('useAuditionProgress', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      vi.advanceTimersByTime(ms);
    });

  it('runs while a chunk sounds, stands still while paused or loading the next, and adds up the chunks', () => {
    const { result, rerender } = renderHook(({ state }) => useAuditionProgress(state, [4000, 3000], clock), {
      initialProps: { state: run('loading', 0, ['fetching', 'waiting']) },
    });
    expect(result.current).toEqual({ elapsedMs: 0, totalMs: 7000 });
    advance(1000);
    expect(result.current.elapsedMs).toBe(0);

    rerender({ state: run('playing', 0, ['playing', 'fetching']) });
    advance(1500);
    expect(result.current.elapsedMs).toBe(1500);

    rerender({ state: run('paused', 0, ['playing', 'fetched']) });
    advance(5000);
    expect(result.current.elapsedMs).toBe(1500);

    rerender({ state: run('playing', 0, ['playing', 'fetched']) });
    advance(1000);
    expect(result.current.elapsedMs).toBe(2500);

    // the first chunk ended; the second is not sounding yet
    rerender({ state: run('playing', 1, ['played', 'ready']) });
    advance(700);
    expect(result.current.elapsedMs).toBe(4000);

    rerender({ state: run('playing', 1, ['played', 'playing']) });
    advance(1000);
    expect(result.current.elapsedMs).toBe(5000);

    rerender({ state: { ...run('default', -1, []), chunks: [] } });
    expect(result.current.elapsedMs).toBe(0);
  });
});
