import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, isTaskPending, taskStatusTone } from '../../private/records/format';

describe('taskStatusTone', () => {
  it('gives each status value of spec 02 §4 its own style', () => {
    expect(taskStatusTone(0)).toBe('default');
    expect(taskStatusTone(1)).toBe('finished');
    expect(taskStatusTone(2)).toBe('processing');
    expect(taskStatusTone(-1)).toBe('failed');
    expect(taskStatusTone(-7)).toBe('failed');
    // a status the server adds later still reads as work in progress, never as finished
    expect(taskStatusTone(5)).toBe('processing');
  });

  it('counts waiting and processing tasks as pending, finished and failed ones as settled', () => {
    expect([0, 2].every(isTaskPending)).toBe(true);
    expect([1, -1].some(isTaskPending)).toBe(false);
  });
});

describe('formatDateTime', () => {
  it('writes a local date and time with two-digit fields', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7, 30).getTime())).toBe('2026-01-05 09:07');
  });
  it('writes nothing for a value that is not a time', () => {
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('formatDuration (issue 27: the task list said nothing of a task’s length)', () => {
  it('shows minutes and seconds, hours only when there are', () => {
    expect(formatDuration(8_400)).toBe('0:08');
    expect(formatDuration(83_400)).toBe('1:23');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('0:00');
  });
});
