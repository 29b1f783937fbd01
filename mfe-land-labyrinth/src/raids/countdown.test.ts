import { describe, expect, it } from 'vitest';
import { formatMinutes, formatTimeLeft } from './countdown';

describe('raid times', () => {
  it('shows the time left as h:mm:ss, or mm:ss under an hour', () => {
    expect(formatTimeLeft(9_000)).toBe('2:30:00');
    expect(formatTimeLeft(59.2)).toBe('01:00');
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(-5)).toBe('00:00');
  });

  it('shows durations in hours and minutes', () => {
    expect(formatMinutes(150)).toBe('2h 30m');
    expect(formatMinutes(480)).toBe('8h');
    expect(formatMinutes(45)).toBe('45m');
  });
});
