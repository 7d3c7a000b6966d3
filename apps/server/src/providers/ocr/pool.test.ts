// The pool's rules with stand-in workers (plain objects) on the test's clock (fake timers), so that deadlines
// and idle time are exact and no machine is too slow for them; ocr.test.ts runs the same pool over real
// Tesseract workers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkerPool, type PoolOptions } from './pool.ts';
import { OcrError } from './types.ts';

interface FakeWorker {
  id: number;
  destroyed: boolean;
}

function fakePool(options: Partial<PoolOptions<FakeWorker>> = {}) {
  const created: FakeWorker[] = [];
  let next = 1;
  const pool = new WorkerPool<FakeWorker>({
    size: 1,
    maxQueue: 2,
    idleMs: 60_000,
    create: async () => {
      const w = { id: next++, destroyed: false };
      created.push(w);
      return w;
    },
    destroy: async (w) => {
      w.destroyed = true;
    },
    ...options,
  });
  return { pool, created };
}

/// Lets `ms` pass on the test's clock, running what is due and what it starts (0: only what is under way).
const pass = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
/// Whether a promise has settled yet, read without waiting for it.
function watch(p: Promise<unknown>) {
  const state = { settled: false };
  p.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}
/// A job that holds its worker until released.
function held() {
  let release!: (v: number) => void;
  const done = new Promise<number>((r) => (release = r));
  return { job: (w: FakeWorker) => done.then((v) => v + w.id * 0), release };
}

const kindOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof OcrError ? e.kind : String(e)));

let pools: WorkerPool<FakeWorker>[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
  vi.useRealTimers();
});

describe('WorkerPool', () => {
  it('starts no worker until a job comes, then reuses it', async () => {
    const { pool, created } = fakePool();
    pools.push(pool);
    expect(pool.stats()).toEqual({ workers: 0, running: 0, queued: 0 });
    expect(await pool.run(async (w) => w.id, { timeoutMs: 1000 })).toBe(1);
    expect(await pool.run(async (w) => w.id, { timeoutMs: 1000 })).toBe(1);
    expect(created).toHaveLength(1);
    expect(pool.stats()).toEqual({ workers: 1, running: 0, queued: 0 });
  });

  it('runs at most `size` jobs at once and queues the rest in order', async () => {
    const { pool, created } = fakePool({ size: 2, maxQueue: 5 });
    pools.push(pool);
    const order: number[] = [];
    const a = held();
    const b = held();
    const pa = pool.run(a.job, { timeoutMs: 1000 });
    const pb = pool.run(b.job, { timeoutMs: 1000 });
    const pc = pool.run(async () => order.push(3), { timeoutMs: 1000 });
    const pd = pool.run(async () => order.push(4), { timeoutMs: 1000 });
    await pass();
    expect(pool.stats()).toEqual({ workers: 2, running: 2, queued: 2 });
    a.release(1);
    await Promise.all([pa, pc, pd]);
    expect(order).toEqual([3, 4]);
    b.release(2);
    await pb;
    expect(created).toHaveLength(2);
  });

  it('refuses a job as busy when the queue is full', async () => {
    const { pool } = fakePool({ size: 1, maxQueue: 1 });
    pools.push(pool);
    const a = held();
    const running = pool.run(a.job, { timeoutMs: 1000 });
    await pass();
    const waiting = pool.run(async () => 2, { timeoutMs: 1000 });
    const refused = pool.run(async () => 3, { timeoutMs: 1000 });
    expect(await kindOf(refused)).toBe('busy');
    await expect(refused).rejects.toThrow('图片文字识别繁忙，请稍后再试');
    a.release(1);
    expect(await running).toBe(1);
    expect(await waiting).toBe(2);
  });

  it('answers a job still waiting at its wait limit as busy (never a timeout: issue 26 §3) and lets the others run', async () => {
    const { pool } = fakePool({ size: 1, maxQueue: 3 });
    pools.push(pool);
    const a = held();
    const running = pool.run(a.job, { timeoutMs: 1000 });
    const late = pool.run(async () => 'late', { timeoutMs: 1000, waitMs: 30 });
    const lateState = watch(late);
    await pass(29);
    expect([lateState.settled, pool.stats().queued]).toEqual([false, 1]);
    await pass(1);
    expect(await kindOf(late)).toBe('busy');
    expect(pool.stats().queued).toBe(0);
    a.release(7);
    expect(await running).toBe(7);
  });

  it('runs one job per owner at a time: a second waits even with a worker free, a third is refused at once', async () => {
    const { pool, created } = fakePool({ size: 3, maxQueue: 8 });
    pools.push(pool);
    const first = held();
    const order: string[] = [];
    const a1 = pool.run(first.job, { timeoutMs: 1000, owner: 'alice' });
    const a2 = pool.run(async () => order.push('alice 2'), { timeoutMs: 1000, owner: 'alice' });
    const a3 = pool.run(async () => order.push('alice 3'), { timeoutMs: 1000, owner: 'alice' });
    expect(await kindOf(a3)).toBe('busy');
    // another account gets a worker of its own at once
    expect(await pool.run(async () => 'bob', { timeoutMs: 1000, owner: 'bob' })).toBe('bob');
    expect(order).toEqual([]);
    expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
    first.release(1);
    await Promise.all([a1, a2]);
    expect(order).toEqual(['alice 2']);
    expect(created.length).toBeLessThanOrEqual(2);
  });

  it('gives a free worker to the owner served least recently, not to the first in the queue (fair share)', async () => {
    const { pool } = fakePool({ size: 1, maxQueue: 8, perOwnerQueue: 3 });
    pools.push(pool);
    const order: string[] = [];
    const first = held();
    const a1 = pool.run(first.job, { timeoutMs: 1000, owner: 'alice' });
    const rest = [
      pool.run(async () => order.push('alice 2'), { timeoutMs: 1000, owner: 'alice' }),
      pool.run(async () => order.push('alice 3'), { timeoutMs: 1000, owner: 'alice' }),
      pool.run(async () => order.push('bob 1'), { timeoutMs: 1000, owner: 'bob' }),
      pool.run(async () => order.push('carol 1'), { timeoutMs: 1000, owner: 'carol' }),
      pool.run(async () => order.push('bob 2'), { timeoutMs: 1000, owner: 'bob' }),
    ];
    first.release(1);
    await Promise.all([a1, ...rest]);
    // alice queued first and most, but each account takes its turn
    expect(order).toEqual(['bob 1', 'carol 1', 'alice 2', 'bob 2', 'alice 3']);
  });

  it('refuses as busy when the whole queue is full, whoever asks', async () => {
    const { pool } = fakePool({ size: 1, maxQueue: 2 });
    pools.push(pool);
    const first = held();
    const running = pool.run(first.job, { timeoutMs: 1000, owner: 1 });
    const waiting = [pool.run(async () => 2, { timeoutMs: 1000, owner: 2 }), pool.run(async () => 3, { timeoutMs: 1000, owner: 3 })];
    expect(await kindOf(pool.run(async () => 4, { timeoutMs: 1000, owner: 4 }))).toBe('busy');
    first.release(1);
    expect(await Promise.all([running, ...waiting])).toEqual([1, 2, 3]);
  });

  it('terminates the worker of a job that runs past its deadline and starts a fresh one for the next', async () => {
    const { pool, created } = fakePool();
    pools.push(pool);
    const stuck = pool.run(() => new Promise<never>(() => {}), { timeoutMs: 40 });
    const stuckState = watch(stuck);
    await pass(39);
    expect([stuckState.settled, created[0]!.destroyed]).toEqual([false, false]);
    await pass(1);
    await expect(stuck).rejects.toThrow('图片文字识别超时');
    expect(created[0]!.destroyed).toBe(true);
    expect(pool.stats()).toEqual({ workers: 0, running: 0, queued: 0 });
    expect(await pool.run(async (w) => w.id, { timeoutMs: 1000 })).toBe(2);
  });

  it('replaces a worker whose job threw, and reports a failure rather than the raw error', async () => {
    const { pool, created } = fakePool();
    pools.push(pool);
    const failed = pool.run(() => Promise.reject(new Error('RuntimeError: memory access out of bounds')), { timeoutMs: 1000 });
    expect(await kindOf(failed)).toBe('failed');
    await expect(failed).rejects.toThrow('图片文字识别出错，请稍后再试');
    expect(created[0]!.destroyed).toBe(true);
    expect(await pool.run(async (w) => w.id, { timeoutMs: 1000 })).toBe(2);
  });

  it('keeps the worker when the job itself refuses its input (an OcrError)', async () => {
    const { pool, created } = fakePool();
    pools.push(pool);
    const refused = pool.run(() => Promise.reject(new OcrError('corrupt', '图片无法读取，文件可能已损坏')), { timeoutMs: 1000 });
    expect(await kindOf(refused)).toBe('corrupt');
    expect(created[0]!.destroyed).toBe(false);
    expect(await pool.run(async (w) => w.id, { timeoutMs: 1000 })).toBe(1);
  });

  it('reports a worker that cannot start, and tries again for the next job', async () => {
    let attempts = 0;
    const { pool } = fakePool({
      create: async () => {
        attempts++;
        if (attempts === 1) throw new Error('model missing');
        return { id: attempts, destroyed: false };
      },
    });
    pools.push(pool);
    expect(await kindOf(pool.run(async () => 1, { timeoutMs: 1000 }))).toBe('failed');
    expect(await pool.run(async (w) => w.id, { timeoutMs: 1000 })).toBe(2);
  });

  it('terminates a worker left idle', async () => {
    const { pool, created } = fakePool({ idleMs: 30 });
    pools.push(pool);
    await pool.run(async () => 1, { timeoutMs: 1000 });
    expect(pool.stats().workers).toBe(1);
    await pass(29);
    expect([created[0]!.destroyed, pool.stats().workers]).toEqual([false, 1]);
    await pass(1);
    expect(created[0]!.destroyed).toBe(true);
    expect(pool.stats().workers).toBe(0);
  });

  it('drops a waiting job when its caller aborts', async () => {
    const { pool } = fakePool();
    pools.push(pool);
    const a = held();
    const running = pool.run(a.job, { timeoutMs: 1000 });
    const controller = new AbortController();
    let ran = false;
    const waiting = pool.run(async () => (ran = true), { timeoutMs: 1000, signal: controller.signal });
    controller.abort();
    expect(await kindOf(waiting)).toBe('aborted');
    a.release(1);
    await running;
    expect(ran).toBe(false);
  });

  it('fails waiting and running jobs and terminates every worker on close', async () => {
    const { pool, created } = fakePool({ size: 1, maxQueue: 2 });
    const running = pool.run(() => new Promise<never>(() => {}), { timeoutMs: 5000 });
    const waiting = pool.run(async () => 1, { timeoutMs: 5000 });
    await pass();
    await pool.close();
    expect(await kindOf(running)).toBe('unavailable');
    expect(await kindOf(waiting)).toBe('unavailable');
    expect(created.every((w) => w.destroyed)).toBe(true);
    expect(await kindOf(pool.run(async () => 1, { timeoutMs: 5000 }))).toBe('unavailable');
  });
});
