// Linear-time checks that a loaded machine cannot break (issue 30: no timed assertions that a slow machine
// breaks). A text path that runs on what a client sends must stay linear in its input; a test of that runs
// the path on an input and on one eight times as long and compares the work: linear code does about 8×
// more, a quadratic scan 64×.
//
// The work is CPU time, not elapsed time: while other processes hold the cores this process is not running
// and its CPU time does not grow, so a loaded 2-core machine stretches both measurements alike only through
// shared caches and a busy sibling hyperthread (well under 2×), nowhere near the gap between 8 and 64.
// Every measurement is the best of several runs, so a garbage collection or a JIT compilation inside one
// run does not count either. No wall clock and no absolute duration is asserted anywhere.
//
// The CPU time is the process's (Node 20 has no per-thread clock; /proc's schedstat only moves at
// scheduler ticks for a running thread), so measure where no worker thread of this process is busy: in a
// test file of pure functions, not beside a server warming its speech engines up.

/// CPU time of this process (user + system), in ms, to the microsecond.
export function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/// The CPU time `fn` takes, in ms: the best of `rounds` runs. What `fn` throws is its answer too (a refusal).
export function cpuTimeOf(fn: () => unknown, rounds = 5): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = cpuNow();
    try {
      fn();
    } catch {
      // refusing the input is an answer; only the work matters here
    }
    best = Math.min(best, cpuNow() - started);
  }
  return best;
}

/// Below this the eighth's time is mostly the measuring itself (reading the clock, a loop's warm-up).
const FLOOR_MS = 0.5;

/// How much more CPU time `run` takes on `make(length)` than on `make(length / 8)`: about 8 when linear
/// (9-11 measured on a loaded 2-core machine), about 64 when quadratic (62 measured). Assert it below
/// `LINEAR`. `run` is called once first (lazy loading, the JIT), then `rounds` times on each input.
export function growth<T>(make: (length: number) => T, run: (input: T) => unknown, length: number, rounds = 5): number {
  const eighth = make(Math.floor(length / 8));
  const full = make(length);
  cpuTimeOf(() => run(eighth), 1);
  const small = cpuTimeOf(() => run(eighth), rounds);
  const big = cpuTimeOf(() => run(full), rounds);
  return big / Math.max(small, FLOOR_MS);
}

/// The bound for `growth`: three times linear, well under quadratic.
export const LINEAR = 24;
