// Which polyphones the editor asks the user to confirm (issue 12 item 4, issue 25 item 2): those the
// front-end's reader could not decide by a word, a rule or the user's dictionary and that are often read
// otherwise (readPolyphones' `toConfirm`), with the reader's suggestion first — the reading every engine
// is then given, so the editor suggests what will be heard.
//
// The reading runs in a worker thread of its own (segmentation and the phrase dictionary are CPU-bound,
// ≈ 15 ms per 1000 characters once warm), cached by text, so while the user types only the changed runs
// are read again.
import { Worker } from 'node:worker_threads';
import type { PolyphoneFlagItem } from '@peiyin/api-client';
import { pronunciationMessages as m } from '@peiyin/api-client';
import type { DictionaryMatcher } from '@peiyin/ssml';
import { AppError } from '../../http/errors.ts';
import type { PolyphoneAnswer, PolyphoneJob } from './polyphoneWorker.ts';

/// A small least-recently-used cache (a Map keeps insertion order).
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

/// The one worker thread that reads polyphones, started on first use and let go of when idle.
class PolyphoneThread {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(flags: PolyphoneFlagItem[][]): void; reject(error: Error): void }>();

  private start(): Worker {
    // The server runs its TypeScript through tsx: the entry registers it in the thread, then loads the worker.
    const worker = new Worker(new URL('./polyphoneWorker.mjs', import.meta.url));
    worker.on('message', (answer: PolyphoneAnswer) => {
      const job = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (!job) return;
      if (answer.flags) job.resolve(answer.flags);
      else job.reject(new Error(answer.error ?? 'polyphone worker failed'));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`polyphone worker exited (${code})`)));
    return worker;
  }

  run(texts: string[], timeoutMs: number): Promise<PolyphoneFlagItem[][]> {
    this.worker ??= this.start();
    const worker = this.worker;
    worker.ref();
    const id = this.nextId++;
    return new Promise<PolyphoneFlagItem[][]>((resolve, reject) => {
      const timer = setTimeout(() => {
        // a job that overruns its bound is never waited for again: the thread is replaced
        this.pending.delete(id);
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
        reject(new AppError(503, m.polyphoneBusy));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (flags) => {
          clearTimeout(timer);
          resolve(flags);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, texts } satisfies PolyphoneJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

/// Drops the flags on characters the user's dictionary reads (a pinyin entry decides the reading; an
/// alias replaces the word): the dictionary is the user's answer already.
export function withoutDictionaryWords(text: string, flags: readonly PolyphoneFlagItem[], dictionary: DictionaryMatcher | null): PolyphoneFlagItem[] {
  if (!dictionary || flags.length === 0) return [...flags];
  const covered: [number, number][] = [];
  for (let i = 0; i < text.length; ) {
    const entry = dictionary.match(text, i);
    if (!entry) {
      i++;
      continue;
    }
    covered.push([i, i + entry.word.length]);
    i += entry.word.length;
  }
  return flags.filter((f) => !covered.some(([from, to]) => f.index >= from && f.index < to));
}

export interface PolyphoneCheckOptions {
  /// The bound of one check, 20 s by default (the worker's first job also loads the phrase dictionary).
  timeoutMs?: number;
}

/// The polyphone check of the API: per text, the polyphones to confirm.
export function polyphoneChecker(options: PolyphoneCheckOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const thread = new PolyphoneThread();
  const flags = new Lru<PolyphoneFlagItem[]>(4_000);

  return {
    async check(texts: readonly string[], dictionary: DictionaryMatcher | null): Promise<PolyphoneFlagItem[][]> {
      const missing = [...new Set(texts.filter((t) => flags.get(t) === undefined))];
      if (missing.length) {
        const found = await thread.run(missing, timeoutMs);
        missing.forEach((t, i) => flags.set(t, found[i]!));
      }
      return texts.map((t) => withoutDictionaryWords(t, flags.get(t) ?? [], dictionary));
    },
    close: () => thread.close(),
  };
}

export type PolyphoneChecker = ReturnType<typeof polyphoneChecker>;
