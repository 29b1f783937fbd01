import { describe, expect, it } from 'vitest';
import { parseUtcMinute, utcMinute } from './format';

describe('UTC minutes', () => {
  it('writes a time as the chat does', () => {
    expect(utcMinute(Date.UTC(2026, 10, 28, 14, 5, 59))).toBe('2026-11-28 14:05 UTC');
  });

  it('reads what it writes, with a space or a T', () => {
    expect(parseUtcMinute('2026-11-28 14:05')).toBe(Date.UTC(2026, 10, 28, 14, 5));
    expect(parseUtcMinute(' 2026-11-28T14:05 ')).toBe(Date.UTC(2026, 10, 28, 14, 5));
  });

  it.each([
    '',
    'tomorrow',
    '2026-11-31 10:00',
    '2026-13-01 10:00',
    '2026-11-28 24:00',
    '2026-11-28',
  ])('refuses %j', (text) => {
    expect(parseUtcMinute(text)).toBeNull();
  });
});
