// The per-key concurrency of /v1/audio/speech: a key runs `concurrency` syntheses at once, `queue` more wait
// their turn in order, anything beyond is refused with OpenAI's 429; keys do not share their turns.
import { describe, expect, it } from 'vitest';
import { OpenAiError } from './openaiErrors.ts';
import { keyGates } from './v1.ts';

describe('per-key synthesis gate', () => {
  it('lets two run, queues two in order, refuses the fifth, and hands a freed turn to the first waiting', async () => {
    const gate = keyGates(2, 2);
    const order: string[] = [];
    const a = await gate(1);
    const b = await gate(1);
    const c = gate(1).then((release) => (order.push('c'), release));
    const d = gate(1).then((release) => (order.push('d'), release));
    await expect(gate(1)).rejects.toSatisfy((e: unknown) => e instanceof OpenAiError && e.status === 429 && e.code === 'concurrency_limit_exceeded');
    // another key has its own turns
    const other = await gate(2);
    expect(order).toEqual([]);
    a();
    a(); // releasing twice frees one turn only
    const releaseC = await c;
    expect(order).toEqual(['c']);
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    other();
    // all free again: two run at once without waiting
    const e = await gate(1);
    const f = await gate(1);
    e();
    f();
  });
});
