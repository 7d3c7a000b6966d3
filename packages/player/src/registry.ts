/// Something that plays and can be told to stop.
export interface Stoppable {
  stop(): void;
}

/// Keeps one player playing at a time (spec 02 §4, circle player): a player claims the registry
/// when it starts, which stops the one that held it.
export interface PlayerRegistry {
  /// Make `player` the one playing; the previous holder, if another, is stopped first.
  claim(player: Stoppable): void;
  /// `player` stopped on its own; does nothing when it no longer holds the registry.
  release(player: Stoppable): void;
  /// The player holding the registry, if any.
  readonly active: Stoppable | null;
}

/// A new, empty registry (tests and isolated pages use their own).
export function createPlayerRegistry(): PlayerRegistry {
  let active: Stoppable | null = null;
  return {
    claim(player) {
      if (active === player) return;
      const previous = active;
      active = player;
      // Set first: the previous player's stop() releases the registry, which must not undo this claim.
      previous?.stop();
    },
    release(player) {
      if (active === player) active = null;
    },
    get active() {
      return active;
    },
  };
}

/// The page-wide registry every player uses by default, so a sample and an audition never talk
/// over each other.
export const sharedPlayerRegistry: PlayerRegistry = createPlayerRegistry();
