import { describe, expect, it } from 'vitest';
import { formatLogDate, formatLogTime, logDateTime } from './log-format';

describe('log times', () => {
  it('reads a timestamp as local HH:MM:SS and YYYY-MM-DD with leading zeros', () => {
    const tstamp = new Date(2024, 0, 2, 3, 4, 5).getTime();
    expect(formatLogTime(tstamp)).toBe('03:04:05');
    expect(formatLogDate(tstamp)).toBe('2024-01-02');
    expect(logDateTime(tstamp)).toBe(new Date(tstamp).toISOString());
  });

  it('shows placeholders for a timestamp that is not a time', () => {
    expect(formatLogTime(Number.NaN)).toBe('--:--:--');
    expect(formatLogDate(Number.POSITIVE_INFINITY)).toBe('----------');
    expect(logDateTime(Number.NaN)).toBeUndefined();
  });
});
