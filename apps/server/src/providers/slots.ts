// How many calls an adapter makes to a remote service at once. The renderer asks for sentences far ahead
// (16 per request), and hosted services refuse or queue past a few concurrent calls, so each remote engine
// holds its calls to a number of slots; someone listening (an audition) is served before queued task work.

/// A waiting call: `urgent` goes ahead of non-urgent ones, otherwise first come, first served.
interface Waiter {
  urgent: boolean;
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export class Slots {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly size: number) {}

  /// Runs `work` when a slot is free. A call whose signal aborts while it waits leaves the queue at once.
  async run<T>(work: () => Promise<T>, opts: { urgent?: boolean; signal?: AbortSignal | undefined } = {}): Promise<T> {
    opts.signal?.throwIfAborted();
    if (this.running >= this.size) {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          urgent: opts.urgent === true,
          resolve,
          reject,
          signal: opts.signal,
          onAbort: () => {
            const at = this.waiting.indexOf(waiter);
            if (at >= 0) this.waiting.splice(at, 1);
            reject(opts.signal!.reason);
          },
        };
        opts.signal?.addEventListener('abort', waiter.onAbort, { once: true });
        // urgent calls queue behind other urgent ones only
        const at = waiter.urgent ? this.waiting.findIndex((w) => !w.urgent) : -1;
        if (at >= 0) this.waiting.splice(at, 0, waiter);
        else this.waiting.push(waiter);
      });
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) {
        next.signal?.removeEventListener('abort', next.onAbort);
        // the slot passes to the next caller without being freed
        next.resolve();
      } else {
        this.running--;
      }
    }
  }
}
