import { describe, expect, it } from 'vitest';
import { breakInputToMs, formatBreak } from './breakInput';

describe('breakInputToMs (what a custom break commits, spec 02 §5)', () => {
  it('sends milliseconds, one decimal of seconds', () => {
    expect(breakInputToMs('0.5')).toBe(500);
    expect(breakInputToMs('1.26')).toBe(1300);
    expect(breakInputToMs('2')).toBe(2000);
  });

  it('clamps to 0.1-5 s', () => {
    expect(breakInputToMs('8')).toBe(5000);
    expect(breakInputToMs('0.04')).toBe(100);
    expect(breakInputToMs('-3')).toBe(100);
  });

  it('gives the default 200 ms for an empty or unreadable input', () => {
    expect(breakInputToMs('')).toBe(200);
    expect(breakInputToMs('  ')).toBe(200);
    expect(breakInputToMs('abc')).toBe(200);
  });
});

describe('formatBreak', () => {
  it('shows seconds with one decimal like the presets', () => {
    expect([200, 500, 1000].map(formatBreak)).toEqual(['0.2s', '0.5s', '1.0s']);
  });
});
