// A small pool of OCR workers (each a worker thread holding a Tesseract instance and its model, some
// 100-200 MB and 1-3 s to start). Workers start on demand up to `size`, jobs beyond that wait in a
// bounded queue (past it: "busy"), a job waits at most `waitMs` for a worker (past it: "busy", never a
// gateway timeout) and runs at most `timeoutMs` on one (past it: the job fails and its worker is
// terminated: Tesseract cannot be interrupted), and a worker idle for `idleMs` is terminated to give its
// memory back.
//
// Fair share (issue 26 §3: three heavy pictures from one account made another user's 3 KB picture wait
// 60 s and answer 504): jobs carry their owner (the account). An owner runs one job at a time and may have
// `perOwnerQueue` more waiting (past that: busy at once); a free worker goes to the waiting job whose owner
// was served least recently, so one account's queue never stands in front of everyone else.
import { OCR_MESSAGES, OcrError } from './types.ts';

export interface PoolOptions<W> {
  size: number;
  /// Jobs allowed to wait for a worker; one more is refused as busy.
  maxQueue: number;
  /// Jobs one owner may have waiting while one of theirs runs (default 1); one more is refused as busy.
  perOwnerQueue?: number;
  idleMs: number;
  create(): Promise<W>;
  destroy(worker: W): Promise<void>;
}

interface Waiter<W> {
  owner: Owner;
  give(worker: W): void;
  fail(error: Error): void;
}

/// Who a job is for (an account id); `null` jobs have no owner's limits (each waits its turn as any owner).
export type Owner = string | number | null;

export interface RunOptions {
  /// Longest run on a worker; past it the job fails as `timeout` and the worker is terminated.
  timeoutMs: number;
  /// Longest wait for a worker; past it the job fails as `busy`. Default: `timeoutMs`.
  waitMs?: number;
  owner?: Owner;
  signal?: AbortSignal;
}

export class WorkerPool<W> {
  private readonly idle: { worker: W; timer: NodeJS.Timeout }[] = [];
  private readonly queue: Waiter<W>[] = [];
  /// Jobs holding a worker, with the way to fail them when the pool closes.
  private readonly running = new Map<W, (error: Error) => void>();
  /// Workers alive or starting.
  private count = 0;
  private closed = false;
  /// Owners with a job on a worker (or a worker starting for it).
  private readonly busyOwners = new Map<Owner, number>();
  /// When each owner with a job waiting or running was last given a worker (a rising count).
  private readonly served = new Map<Owner, number>();
  private turns = 0;

  constructor(private readonly options: PoolOptions<W>) {}

  stats() {
    return { workers: this.count, running: this.running.size, queued: this.queue.length };
  }

  run<T>(job: (worker: W) => Promise<T>, { timeoutMs, waitMs = timeoutMs, owner = null, signal }: RunOptions): Promise<T> {
    if (this.closed) return Promise.reject(new OcrError('unavailable', OCR_MESSAGES.failed));
    if (signal?.aborted) return Promise.reject(new OcrError('aborted', OCR_MESSAGES.aborted));
    // a job waits when no worker is free or can start, or when its owner already has one running
    const ownerBusy = owner !== null && this.busyOwners.has(owner);
    const willWait = ownerBusy || (this.idle.length === 0 && this.count >= this.options.size);
    const ownerWaiting = owner === null ? 0 : this.queue.filter((w) => w.owner === owner).length;
    if (willWait && (this.queue.length >= this.options.maxQueue || (owner !== null && ownerWaiting >= (this.options.perOwnerQueue ?? 1)))) {
      return Promise.reject(new OcrError('busy', OCR_MESSAGES.busy));
    }
    return new Promise<T>((resolve, reject) => {
      let holding: W | null = null;
      let done = false;
      let timer: NodeJS.Timeout | undefined;
      const finish = (error: Error | null, value?: T) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(value as T);
      };
      const waiter: Waiter<W> = {
        owner,
        give: (worker) => {
          if (done) {
            this.ownerDone(owner);
            this.release(worker);
            return;
          }
          holding = worker;
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (holding === null) return;
            const stuck = holding;
            holding = null;
            this.running.delete(stuck);
            this.ownerDone(owner);
            this.discard(stuck);
            finish(new OcrError('timeout', OCR_MESSAGES.timeout));
          }, timeoutMs);
          this.running.set(worker, (error) => {
            holding = null;
            finish(error);
          });
          job(worker).then(
            (value) => {
              if (holding !== worker) return; // timed out: the worker was already terminated
              holding = null;
              this.running.delete(worker);
              this.ownerDone(owner);
              this.release(worker);
              finish(null, value);
            },
            (error: unknown) => {
              if (holding !== worker) return;
              holding = null;
              this.running.delete(worker);
              this.ownerDone(owner);
              // an OcrError is the job's own verdict on its input (a picture that does not decode):
              // the worker is fine. Anything else leaves it in an unknown state: replace it.
              if (error instanceof OcrError) {
                this.release(worker);
                finish(error);
              } else {
                this.discard(worker);
                finish(new OcrError('failed', OCR_MESSAGES.failed, { cause: error }));
              }
            },
          );
        },
        fail: (error) => {
          finish(error);
        },
      };
      // waiting for a worker: past the wait, the service is busy (503), whatever the picture
      timer = setTimeout(() => {
        if (holding !== null) return;
        this.unqueue(waiter);
        finish(new OcrError('busy', OCR_MESSAGES.busy));
      }, waitMs);
      const onAbort = () => {
        if (holding !== null) return; // running: let it finish, nobody reads the result
        this.unqueue(waiter);
        finish(new OcrError('aborted', OCR_MESSAGES.aborted));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /// Starts one worker now (if none is alive) and keeps it idle.
  async warmUp(): Promise<void> {
    if (this.count > 0 || this.closed) return;
    this.count++;
    try {
      this.release(await this.options.create());
    } catch (error) {
      this.count--;
      throw new OcrError('failed', OCR_MESSAGES.failed, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.queue.splice(0)) waiter.fail(new OcrError('unavailable', OCR_MESSAGES.failed));
    const workers = [...this.idle.splice(0).map((i) => (clearTimeout(i.timer), i.worker)), ...this.running.keys()];
    for (const fail of this.running.values()) fail(new OcrError('unavailable', OCR_MESSAGES.failed));
    this.running.clear();
    this.count = 0;
    await Promise.all(workers.map((w) => this.options.destroy(w).catch(() => {})));
  }

  /// The waiting job to run next: among owners with nothing running, the one served least recently (the
  /// earliest in the queue between equals); null when every waiting job's owner already has one running.
  private next(): Waiter<W> | null {
    let best = -1;
    let bestTurn = Infinity;
    this.queue.forEach((waiter, at) => {
      if (waiter.owner !== null && this.busyOwners.has(waiter.owner)) return;
      const turn = this.served.get(waiter.owner) ?? -1;
      if (turn < bestTurn) {
        best = at;
        bestTurn = turn;
      }
    });
    if (best < 0) return null;
    const [waiter] = this.queue.splice(best, 1);
    if (waiter!.owner !== null) this.busyOwners.set(waiter!.owner, (this.busyOwners.get(waiter!.owner) ?? 0) + 1);
    this.served.set(waiter!.owner, this.turns++);
    return waiter!;
  }

  /// An owner's job has left its worker (finished, failed, timed out).
  private ownerDone(owner: Owner) {
    const left = owner === null ? 0 : (this.busyOwners.get(owner) ?? 1) - 1;
    if (left > 0) this.busyOwners.set(owner, left);
    else this.busyOwners.delete(owner);
    // forget the turn of an owner with nothing left, so the map holds only owners with jobs
    if (left <= 0 && !this.queue.some((w) => w.owner === owner)) this.served.delete(owner);
  }

  private pump() {
    while (this.queue.length > 0) {
      if (this.idle.length === 0 && this.count >= this.options.size) return;
      const waiter = this.next();
      if (!waiter) return;
      const idle = this.idle.pop();
      if (idle) {
        clearTimeout(idle.timer);
        waiter.give(idle.worker);
        continue;
      }
      this.count++;
      this.options.create().then(
        (worker) => {
          if (this.closed) void this.options.destroy(worker).catch(() => {});
          else waiter.give(worker);
        },
        (error: unknown) => {
          this.count--;
          this.ownerDone(waiter.owner);
          waiter.fail(new OcrError('failed', OCR_MESSAGES.failed, { cause: error }));
          this.pump();
        },
      );
    }
  }

  private release(worker: W) {
    if (this.closed) {
      void this.options.destroy(worker).catch(() => {});
      return;
    }
    const next = this.next();
    if (next) {
      next.give(worker);
      return;
    }
    const entry = {
      worker,
      timer: setTimeout(() => {
        const at = this.idle.indexOf(entry);
        if (at < 0) return;
        this.idle.splice(at, 1);
        this.count--;
        void this.options.destroy(worker).catch(() => {});
      }, this.options.idleMs),
    };
    entry.timer.unref();
    this.idle.push(entry);
  }

  private discard(worker: W) {
    this.count--;
    void this.options.destroy(worker).catch(() => {});
    this.pump();
  }

  private unqueue(waiter: Waiter<W>) {
    const at = this.queue.indexOf(waiter);
    if (at >= 0) this.queue.splice(at, 1);
  }
}
