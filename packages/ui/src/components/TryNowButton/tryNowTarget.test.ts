import { describe, expect, it } from 'vitest';
import { DEFAULT_ANCHOR_ID, tryNowTarget } from './tryNowTarget';

describe('tryNowTarget (spec 01 §2)', () => {
  it('given a signed-in person, leads to creation with the default anchor 12', () => {
    expect(tryNowTarget(true)).toEqual({ name: 'creation', anchorId: 12 });
    expect(DEFAULT_ANCHOR_ID).toBe(12);
  });

  it('given a visitor, leads to the anchors page', () => {
    expect(tryNowTarget(false)).toEqual({ name: 'anchors', href: '/anchors' });
  });
});
