import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createAuditionPlayer, type FetchChunk, type SoundConstructor } from './howlerAdapter.ts';
import type { AuditionMode, AuditionState } from './machine.ts';
import type { PlayerRegistry } from './registry.ts';

/// Options of {@link useAudition}. `fetchChunk` and `mode` may change between renders; the
/// latest ones are used from the next request / the next start.
export interface UseAuditionOptions {
  /// Requests one chunk's audio; must honour the signal (aborted on stop and unmount).
  fetchChunk: FetchChunk;
  /// @default 'editor'
  mode?: AuditionMode;
  /// Read once, on mount. @default howler's Howl
  Howl?: SoundConstructor;
  /// Read once, on mount. @default sharedPlayerRegistry
  registry?: PlayerRegistry | null;
}

/// What {@link useAudition} returns.
export interface AuditionControls {
  /// The machine's state: `status` drives the play button (spec 02 §4), `error`/`warning` the messages.
  state: AuditionState;
  /// Plays these chunk texts; an empty list leaves the player in `default`.
  start(chunks: readonly string[]): void;
  pause(): void;
  resume(): void;
  /// Stops and aborts requests in flight.
  stop(): void;
  /// Clears the error or warning once shown.
  dismiss(): void;
}

/// The audition player for React: streams chunk after chunk through `fetchChunk` and plays them.
/// Unmounting stops it and aborts requests in flight.
export function useAudition(options: UseAuditionOptions): AuditionControls {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [player] = useState(() =>
    createAuditionPlayer({
      fetchChunk: (text, index, signal) => latest.current.fetchChunk(text, index, signal),
      ...(options.Howl ? { Howl: options.Howl } : {}),
      ...(options.registry !== undefined ? { registry: options.registry } : {}),
    }),
  );
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  useEffect(() => () => player.stop(), [player]);
  const start = useCallback(
    (chunks: readonly string[]) => player.start(chunks, latest.current.mode ?? 'editor'),
    [player],
  );
  return useMemo(
    () => ({ state, start, pause: player.pause, resume: player.resume, stop: player.stop, dismiss: player.dismiss }),
    [state, start, player],
  );
}
