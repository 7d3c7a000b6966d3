// @vitest-environment happy-dom
import { act, createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FetchChunk, Sound, SoundOptions } from './howlerAdapter.ts';
import type { AuditionMode } from './machine.ts';
import { createPlayerRegistry } from './registry.ts';
import { useAudition, type AuditionControls } from './useAudition.ts';
import { useCirclePlayer, type CirclePlayerControls } from './useCirclePlayer.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

class QuietSound implements Sound {
  static made: QuietSound[] = [];
  unloaded = false;
  stopped = 0;
  position = 0;
  constructor(readonly options: SoundOptions) {
    QuietSound.made.push(this);
  }
  play() {
    return 1;
  }
  pause() {}
  stop() {
    this.stopped += 1;
  }
  unload() {
    this.unloaded = true;
  }
  seek() {
    return this.position;
  }
  duration() {
    return 0;
  }
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  QuietSound.made = [];
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
});

function renderAudition(props: { fetchChunk: FetchChunk; mode?: AuditionMode }) {
  const seen: { current: AuditionControls | null } = { current: null };
  const registry = createPlayerRegistry();
  function Probe(p: typeof props) {
    seen.current = useAudition({ ...p, Howl: QuietSound, registry });
    return null;
  }
  act(() => root.render(createElement(StrictMode, null, createElement(Probe, props))));
  return {
    controls: () => seen.current!,
    rerender: (next: typeof props) => act(() => root.render(createElement(StrictMode, null, createElement(Probe, next)))),
  };
}

describe('useAudition', () => {
  it('re-renders with each status and aborts the request in flight on stop', async () => {
    const signals: AbortSignal[] = [];
    const fetchChunk: FetchChunk = (_text, _index, signal) => {
      signals.push(signal);
      return new Promise<Blob>(() => {});
    };
    const { controls } = renderAudition({ fetchChunk });
    expect(controls().state.status).toBe('default');

    await act(async () => controls().start(['你好，世界。']));
    expect(controls().state.status).toBe('loading');
    expect(signals).toHaveLength(1);

    act(() => controls().stop());
    expect(controls().state.status).toBe('default');
    expect(signals[0]!.aborted).toBe(true);
  });

  it('unmounting stops the audition and aborts its request', async () => {
    const signals: AbortSignal[] = [];
    const { controls } = renderAudition({
      fetchChunk: (_text, _index, signal) => {
        signals.push(signal);
        return new Promise<Blob>(() => {});
      },
    });
    await act(async () => controls().start(['一。']));
    act(() => root.unmount());
    expect(signals[0]!.aborted).toBe(true);
    root = createRoot(container);
  });

  it('uses the latest fetchChunk and mode given', async () => {
    const calls: string[] = [];
    const failing = (who: string): FetchChunk => async () => {
      calls.push(who);
      throw new Error('服务繁忙');
    };
    const { controls, rerender } = renderAudition({ fetchChunk: failing('first'), mode: 'editor' });
    rerender({ fetchChunk: failing('second'), mode: 'picker' });
    await act(async () => controls().start(['一。', '二。']));
    expect(calls[0]).toBe('second');
    // picker: both refused sentences are skipped and the run ends with a warning, not an error.
    expect(controls().state).toMatchObject({ status: 'default', error: null, warning: { message: '服务繁忙' } });
  });
});

describe('useCirclePlayer', () => {
  it('toggles, and a new src stops the sample and frees it', () => {
    const seen: { current: CirclePlayerControls | null } = { current: null };
    const registry = createPlayerRegistry();
    function Probe({ src }: { src: string }) {
      seen.current = useCirclePlayer({ src, format: 'mp3', Howl: QuietSound, registry, ticker: () => () => {} });
      return null;
    }
    act(() => root.render(createElement(Probe, { src: '/samples/a' })));
    act(() => seen.current!.toggle());
    expect(seen.current!.state.status).toBe('loading');
    // sound came out: howler says it plays and the position has moved
    QuietSound.made[0]!.position = 0.1;
    act(() => QuietSound.made[0]!.options.onplay?.(1));
    expect(seen.current!.state.status).toBe('playing');

    act(() => root.render(createElement(Probe, { src: '/samples/b' })));
    expect(seen.current!.state).toEqual({ status: 'idle', progress: 0, error: null });
    expect(QuietSound.made[0]!.unloaded).toBe(true);
    act(() => seen.current!.toggle());
    expect(QuietSound.made[1]!.options.src).toEqual(['/samples/b']);
  });
});
