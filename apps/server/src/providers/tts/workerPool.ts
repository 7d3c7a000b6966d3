// The pool of worker threads the local engines synthesise in (espeak, Kokoro): one place for the rules
// both need. Jobs are served by rank, an audition's before a task's, in order within a rank (so a render's
// sentences keep their order); a queued job that is aborted is dropped, one already running finishes in
// its worker and is ignored; a worker that crashes fails its job and is replaced on the next one; a worker
// keeps the process alive only while it loads or works, never when idle.
import type { Worker } from 'node:worker_threads';
import { EngineError } from './types.ts';

/// What a worker posts: `ready` once after it has loaded (false with `error` when it could not), then one
/// answer per job, with its `id`, carrying the result or an `error`.
export interface WorkerMessage {
  id?: number;
  ready?: boolean;
  error?: string;
}

export interface WorkerPoolOptions<Answer extends WorkerMessage, Result> {
  /// For messages: `espeak`, `kokoro`.
  name: string;
  size: number;
  /// A new worker (its script and workerData).
  start(): Worker;
  /// The job's result from its worker's answer (no `error` in it).
  result(answer: Answer): Result;
  /// The `ready` message, for the engine's log (a model that did not load).
  onReady?(answer: Answer): void;
  /// Ends one worker (default: terminate). Kokoro's must end themselves: see kokoroWorker.mjs.
  stop?(worker: Worker): Promise<unknown>;
}

interface Pending<Result> {
  job: { id: number };
  urgent: boolean;
  signal?: AbortSignal | undefined;
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface Slot<Result> {
  worker: Worker;
  busy: Pending<Result> | null;
  ready: Promise<void>;
  loaded: boolean;
}

export class WorkerPool<Answer extends WorkerMessage, Result> {
  private slots: Slot<Result>[] = [];
  private queue: Pending<Result>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions<Answer, Result>) {}

  /// Queues a job (it gets its `id` here); the audition's (`urgent`) go ahead of a task's.
  post<Job extends object>(job: Job, opts: { signal?: AbortSignal | undefined; urgent?: boolean | undefined } = {}): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const signal = opts.signal;
      if (this.closed) {
        reject(new EngineError(`${this.options.name} engine is closed`));
        return;
      }
      // aborted before it could be queued (while its text was being prepared): never queued
      if (signal?.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        return;
      }
      const onAbort = () => {
        const i = this.queue.indexOf(pending);
        if (i >= 0) this.queue.splice(i, 1);
        reject(signal!.reason instanceof Error ? signal!.reason : new Error('aborted'));
      };
      const pending: Pending<Result> = {
        job: { ...job, id: this.nextId++ },
        urgent: opts.urgent === true,
        signal,
        resolve: (result) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(result);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const rank = (p: Pending<Result>) => (p.urgent ? 0 : 1);
      const after = this.queue.findIndex((p) => rank(p) > rank(pending));
      this.queue.splice(after < 0 ? this.queue.length : after, 0, pending);
      this.pump();
    });
  }

  /// Starts every worker and waits until each has loaded.
  async start(): Promise<void> {
    while (!this.closed && this.slots.length < this.options.size) this.spawn();
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /// Nothing queued and no worker busy.
  get idle(): boolean {
    return this.queue.length === 0 && this.slots.every((s) => !s.busy);
  }

  get workers(): number {
    return this.slots.length;
  }

  private spawn(): Slot<Result> {
    const worker = this.options.start();
    let markReady!: () => void;
    const slot: Slot<Result> = { worker, busy: null, ready: new Promise((resolve) => (markReady = resolve)), loaded: false };
    worker.on('message', (msg: Answer) => {
      if (msg.ready !== undefined) {
        slot.loaded = true;
        this.options.onReady?.(msg);
        if (!slot.busy) worker.unref();
        markReady();
        return;
      }
      const pending = slot.busy;
      slot.busy = null;
      if (pending && pending.job.id === msg.id) {
        if (msg.error !== undefined) pending.reject(new EngineError(`${this.options.name}: ${msg.error}`));
        else pending.resolve(this.options.result(msg));
      }
      this.pump();
      if (!slot.busy && slot.loaded) worker.unref();
    });
    worker.on('error', (error) => {
      markReady();
      slot.busy?.reject(new EngineError(`${this.options.name} worker failed: ${error.message}`));
      slot.busy = null;
      this.slots = this.slots.filter((s) => s !== slot);
      this.pump();
    });
    this.slots.push(slot);
    return slot;
  }

  private pump(): void {
    while (this.queue.length && !this.closed) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      if (pending.signal?.aborted) continue;
      slot.busy = pending;
      slot.worker.ref();
      slot.worker.postMessage(pending.job);
    }
  }

  /// Fails what is queued and ends every worker (a job still running fails when its worker has ended).
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue) p.reject(new EngineError(`${this.options.name} engine is closed`));
    this.queue = [];
    const stop = this.options.stop ?? ((w: Worker) => w.terminate());
    await Promise.all(
      this.slots.map(async (s) => {
        await stop(s.worker);
        s.busy?.reject(new EngineError(`${this.options.name} engine is closed`));
      }),
    );
    this.slots = [];
  }
}
