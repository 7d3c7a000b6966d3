// A small pool of OCR workers (each a worker thread holding a Tesseract instance and its model, some
// 100-200 MB and 1-3 s to start). Workers start on demand up to `size`, jobs beyond that wait in a
// bounded queue (past it: "busy"), each job has a deadline covering its wait and its run (past it: the
// job fails and, if it was running, its worker is terminated: Tesseract cannot be interrupted), and a
// worker idle for `idleMs` is terminated to give its memory back.
import { OCR_MESSAGES, OcrError } from './types.ts';

export interface PoolOptions<W> {
  size: number;
  /// Jobs allowed to wait for a worker; one more is refused as busy.
  maxQueue: number;
  idleMs: number;
  create(): Promise<W>;
  destroy(worker: W): Promise<void>;
}

interface Waiter<W> {
  give(worker: W): void;
  fail(error: Error): void;
}

export class WorkerPool<W> {
  private readonly idle: { worker: W; timer: NodeJS.Timeout }[] = [];
  private readonly queue: Waiter<W>[] = [];
  /// Jobs holding a worker, with the way to fail them when the pool closes.
  private readonly running = new Map<W, (error: Error) => void>();
  /// Workers alive or starting.
  private count = 0;
  private closed = false;

  constructor(private readonly options: PoolOptions<W>) {}

  stats() {
    return { workers: this.count, running: this.running.size, queued: this.queue.length };
  }

  run<T>(job: (worker: W) => Promise<T>, { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal }): Promise<T> {
    if (this.closed) return Promise.reject(new OcrError('unavailable', OCR_MESSAGES.failed));
    if (signal?.aborted) return Promise.reject(new OcrError('aborted', OCR_MESSAGES.aborted));
    if (this.idle.length === 0 && this.count >= this.options.size && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new OcrError('busy', OCR_MESSAGES.busy));
    }
    return new Promise<T>((resolve, reject) => {
      let holding: W | null = null;
      let done = false;
      const finish = (error: Error | null, value?: T) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(value as T);
      };
      const waiter: Waiter<W> = {
        give: (worker) => {
          if (done) {
            this.release(worker);
            return;
          }
          holding = worker;
          this.running.set(worker, (error) => {
            holding = null;
            finish(error);
          });
          job(worker).then(
            (value) => {
              if (holding !== worker) return; // timed out: the worker was already terminated
              holding = null;
              this.running.delete(worker);
              this.release(worker);
              finish(null, value);
            },
            (error: unknown) => {
              if (holding !== worker) return;
              holding = null;
              this.running.delete(worker);
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
        fail: (error) => finish(error),
      };
      const timer = setTimeout(() => {
        if (holding === null) {
          this.unqueue(waiter);
        } else {
          const worker = holding;
          holding = null;
          this.running.delete(worker);
          this.discard(worker);
        }
        finish(new OcrError('timeout', OCR_MESSAGES.timeout));
      }, timeoutMs);
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

  private pump() {
    while (this.queue.length > 0) {
      const idle = this.idle.pop();
      if (idle) {
        clearTimeout(idle.timer);
        this.queue.shift()!.give(idle.worker);
        continue;
      }
      if (this.count >= this.options.size) return;
      this.count++;
      const waiter = this.queue.shift()!;
      this.options.create().then(
        (worker) => {
          if (this.closed) void this.options.destroy(worker).catch(() => {});
          else waiter.give(worker);
        },
        (error: unknown) => {
          this.count--;
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
    const next = this.queue.shift();
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
