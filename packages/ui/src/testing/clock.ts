// A clock a play function holds still (issue 30: no timed assertions that a slow machine breaks). A rule
// measured on `Date.now()`, such as the pop-up re-click delay, is then checked on both sides of its bound
// however long the browser takes between two steps, and the clock moves only when the story moves it.

export interface HeldClock {
  /** Moves the held time on by `ms`. */
  advance(ms: number): void;
  /** Gives `Date.now` back to the browser. */
  release(): void;
}

/// Holds `Date.now` of `view` (the story's window) at its current time until `release()`.
export function holdClock(view: Window & typeof globalThis): HeldClock {
  const real = view.Date.now;
  let at = real.call(view.Date);
  view.Date.now = () => at;
  return {
    advance(ms) {
      at += ms;
    },
    release() {
      view.Date.now = real;
    },
  };
}
