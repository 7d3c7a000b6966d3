// The drafts list's summary of a work (issue 14 §2: `<[^>]*>` over 200 000 unclosed brackets froze every
// request for 15.7 s): what it shows, and that it is one pass whatever the text.
import { describe, expect, it } from 'vitest';
import { growth, LINEAR } from '../../../../../tests/support/growth.ts';
import { summaryOf } from './service.ts';

describe('summaryOf', () => {
  it('shows the first characters without markup, blank runs as one space', () => {
    expect(summaryOf('<speak><p>大家好，\n  欢迎 <break time="1s"/>来到</p></speak>')).toBe('大家好， 欢迎 来到');
    expect(summaryOf('a < b and 😀'.repeat(10), 12)).toBe('a < b and 😀a');
    expect(summaryOf('<'.repeat(200_000))).toBe('<'.repeat(50));
  });

  it('summarises any text in one pass: unclosed brackets and blank runs cost in proportion to their length', () => {
    // CPU time at an eighth of the length and at all of it (tests/support/growth.ts): the quadratic version
    // grew 64× for 8× the text
    const makers: Record<string, (n: number) => string> = {
      'unclosed brackets': (n) => '<'.repeat(n),
      'blank run': (n) => `${' \t'.repeat(n / 2)}x`,
      'a tag, then unclosed brackets': (n) => `<a>${'<'.repeat(n)}`,
    };
    for (const [name, make] of Object.entries(makers)) expect(growth(make, (text) => summaryOf(text), 200_000), name).toBeLessThan(LINEAR);
  });
});
