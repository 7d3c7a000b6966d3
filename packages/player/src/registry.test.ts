import { describe, expect, it } from 'vitest';
import { createPlayerRegistry, type Stoppable } from './registry.ts';

function player(name: string, log: string[]): Stoppable {
  return { stop: () => log.push(`stop ${name}`) };
}

describe('player registry (spec 02 §4: only one plays at a time)', () => {
  it('claiming stops the player that held it', () => {
    const log: string[] = [];
    const registry = createPlayerRegistry();
    const a = player('a', log);
    const b = player('b', log);
    registry.claim(a);
    registry.claim(b);
    expect(log).toEqual(['stop a']);
    expect(registry.active).toBe(b);
  });

  it('claiming again by the holder stops nothing', () => {
    const log: string[] = [];
    const registry = createPlayerRegistry();
    const a = player('a', log);
    registry.claim(a);
    registry.claim(a);
    expect(log).toEqual([]);
  });

  it('a stale release does not free the new holder', () => {
    const registry = createPlayerRegistry();
    const b: Stoppable = { stop() {} };
    // a releases from inside its stop(), as the players do when they return to idle.
    const a: Stoppable = { stop: () => registry.release(a) };
    registry.claim(a);
    registry.claim(b);
    expect(registry.active).toBe(b);
    registry.release(a);
    expect(registry.active).toBe(b);
    registry.release(b);
    expect(registry.active).toBeNull();
  });
});
