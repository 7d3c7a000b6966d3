import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createCirclePlayer, type SoundConstructor, type Ticker } from './howlerAdapter.ts';
import type { CircleState } from './machine.ts';
import type { PlayerRegistry } from './registry.ts';

/// Options of {@link useCirclePlayer}.
export interface UseCirclePlayerOptions {
  /// URL of the sample; changing it stops the player and plays the new one next time.
  src: string;
  /// Needed when the URL has no extension, e.g. 'mp3'.
  format?: string;
  /// Read once, on mount. @default howler's Howl
  Howl?: SoundConstructor;
  /// Read once, on mount. @default sharedPlayerRegistry
  registry?: PlayerRegistry | null;
  /// Read once, on mount. @default animation frames
  ticker?: Ticker;
}

/// What {@link useCirclePlayer} returns.
export interface CirclePlayerControls {
  /// `status` and the ring's `progress` (0..1); `error` after a playback failure.
  state: CircleState;
  play(): void;
  stop(): void;
  /// What a click on the circle does: play when idle, stop otherwise.
  toggle(): void;
}

/// A circle (sample) player for React; only one plays at a time across the page (spec 02 §4).
/// Unmounting stops it and frees its audio.
export function useCirclePlayer(options: UseCirclePlayerOptions): CirclePlayerControls {
  const { src, format } = options;
  const [player] = useState(() =>
    createCirclePlayer({
      src,
      ...(format ? { format } : {}),
      ...(options.Howl ? { Howl: options.Howl } : {}),
      ...(options.registry !== undefined ? { registry: options.registry } : {}),
      ...(options.ticker ? { ticker: options.ticker } : {}),
    }),
  );
  useEffect(() => player.setSource(src, format), [player, src, format]);
  useEffect(() => () => player.dispose(), [player]);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  return useMemo(
    () => ({ state, play: player.play, stop: player.stop, toggle: player.toggle }),
    [state, player],
  );
}
