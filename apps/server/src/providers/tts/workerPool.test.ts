// The worker pool the local engines share (espeak, Kokoro), with a worker written here: it answers each job
// with its text once told to go on, and dies on the text "crash". Order, abort, crash and close are what the
// engines rely on.
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, type WorkerMessage } from './workerPool.ts';

// Jobs wait for a "go" from the test, so the queue can be looked at while one runs.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const jobs = [];
let open = 0;
parentPort.postMessage({ ready: true });
parentPort.on('message', (msg) => {
  if (msg.go) { open += msg.go; }
  else jobs.push(msg);
  while (open > 0 && jobs.length) {
    open--;
    const job = jobs.shift();
    if (job.text === 'crash') throw new Error('worker crashed');
    if (job.text === 'refuse') parentPort.postMessage({ id: job.id, error: 'refused' });
    else parentPort.postMessage({ id: job.id, text: job.text });
  }
});`;

interface Answer extends WorkerMessage {
  text?: string;
}

const started: Worker[] = [];
let pool: WorkerPool<Answer, string> | null = null;
function makePool(size: number) {
  pool = new WorkerPool<Answer, string>({
    name: 'test',
    size,
    start: () => {
      const w = new Worker(SOURCE, { eval: true });
      started.push(w);
      return w;
    },
    result: (a) => a.text!,
  });
  return pool;
}
const go = (n = 1) => started.at(-1)!.postMessage({ go: n });

afterEach(async () => {
  await pool?.close();
  pool = null;
  started.length = 0;
});

describe('the worker pool', () => {
  it("serves an audition's jobs before a task's, each in order", async () => {
    const p = makePool(1);
    await p.start();
    const done: string[] = [];
    const all = [
      p.post({ text: 'task 1' }).then((t) => done.push(t)),
      p.post({ text: 'task 2' }).then((t) => done.push(t)),
      p.post({ text: 'audition 1' }, { urgent: true }).then((t) => done.push(t)),
      p.post({ text: 'audition 2' }, { urgent: true }).then((t) => done.push(t)),
    ];
    go(4);
    await Promise.all(all);
    // task 1 was already running when the auditions came
    expect(done).toEqual(['task 1', 'audition 1', 'audition 2', 'task 2']);
  });

  it('is idle only with nothing queued and no worker busy (an audition is guessed ahead only then)', async () => {
    const p = makePool(1);
    await p.start();
    expect(p.idle).toBe(true);
    const first = p.post({ text: 'first' });
    const second = p.post({ text: 'second' });
    expect(p.idle).toBe(false);
    go();
    await first;
    // the second still runs
    expect(p.idle).toBe(false);
    go();
    await second;
    expect(p.idle).toBe(true);
  });

  it('drops a queued job that is aborted, and refuses one aborted before it is posted', async () => {
    const p = makePool(1);
    await p.start();
    const stop = new AbortController();
    const first = p.post({ text: 'first' });
    const dropped = p.post({ text: 'dropped' }, { signal: stop.signal });
    const last = p.post({ text: 'last' });
    stop.abort(new Error('the listener left'));
    await expect(dropped).rejects.toThrow('the listener left');
    await expect(p.post({ text: 'never' }, { signal: stop.signal })).rejects.toThrow('the listener left');
    go(2);
    expect(await Promise.all([first, last])).toEqual(['first', 'last']);
  });

  it("fails a crashed worker's job, a worker's own error, and replaces the worker for the next job", async () => {
    const p = makePool(1);
    await p.start();
    const crashed = p.post({ text: 'crash' });
    go();
    await expect(crashed).rejects.toThrow('test worker failed: worker crashed');
    const refused = p.post({ text: 'refuse' });
    // a new worker was started for it
    await expect.poll(() => started.length).toBe(2);
    go();
    await expect(refused).rejects.toThrow('test: refused');
    const next = p.post({ text: 'next' });
    go();
    expect(await next).toBe('next');
  });

  it('fails what is queued and what runs when it closes, and takes nothing after', async () => {
    const p = makePool(1);
    await p.start();
    const running = expect(p.post({ text: 'running' })).rejects.toThrow('test engine is closed');
    const queued = expect(p.post({ text: 'queued' })).rejects.toThrow('test engine is closed');
    await p.close();
    await queued;
    await running;
    await expect(p.post({ text: 'late' })).rejects.toThrow('test engine is closed');
  });
});
