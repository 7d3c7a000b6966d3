import { describe, expect, it } from 'vitest';
import { canRegenerate, drawTaskState, isDrawTaskPending, parseDrawSize, ratioName, tileWidth } from './drawTask';

describe('draw task card helpers', () => {
  it('reads the spec’s statuses: 0 and 1 in progress, 2 done, anything else failed (spec 02 §4)', () => {
    expect([0, 1, 2, 3, -1, 9].map(drawTaskState)).toEqual(['queued', 'running', 'done', 'failed', 'failed', 'failed']);
    expect([0, 1, 2, 3].map(isDrawTaskPending)).toEqual([true, true, false, false]);
    // above 1 allows regenerate, so a failure can be drawn again but -1 could not
    expect([0, 1, 2, 3, -1].map(canRegenerate)).toEqual([false, false, true, true, false]);
  });

  it('names the sizes by their ratio and gives each shape its tile width', () => {
    expect(['1024*1024', '720*1280', '1280*720', '1000*333'].map(ratioName)).toEqual(['1:1', '9:16', '16:9', '1000×333']);
    expect(parseDrawSize('oops')).toEqual({ width: 1, height: 1 });
    expect(['720*1280', '1024*1024', '1280*720'].map(tileWidth)).toEqual([150, 180, 300]);
  });
});
