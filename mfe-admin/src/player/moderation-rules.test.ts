import { ADMIN_MAX_MINUTES } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  MODERATION_ERRORS,
  readEnd,
  reasonProblem,
  type EndChoice,
} from './moderation-rules';

const NOW = Date.UTC(2026, 10, 28, 12, 0);
const choice = (overrides: Partial<EndChoice>): EndChoice => ({
  kind: 'duration',
  amount: '',
  unit: 'hours',
  until: '',
  ...overrides,
});

describe('moderation rules', () => {
  it.each([
    ['', MODERATION_ERRORS.noReason],
    ['  ', MODERATION_ERRORS.noReason],
    ['ab', MODERATION_ERRORS.reasonTooShort],
    ['x'.repeat(501), MODERATION_ERRORS.reasonTooLong],
    [' abc ', undefined],
  ])('reads the reason %j', (reason, problem) => {
    expect(reasonProblem(reason)).toBe(problem);
  });

  it('reads a duration in minutes, hours or days', () => {
    expect(readEnd(choice({ amount: '90', unit: 'minutes' }), NOW)).toEqual({
      end: { kind: 'minutes', minutes: 90 },
    });
    expect(readEnd(choice({ amount: '2', unit: 'hours' }), NOW)).toEqual({
      end: { kind: 'minutes', minutes: 120 },
    });
    expect(readEnd(choice({ amount: '3650', unit: 'days' }), NOW)).toEqual({
      end: { kind: 'minutes', minutes: ADMIN_MAX_MINUTES },
    });
    expect(readEnd(choice({ amount: '3651', unit: 'days' }), NOW)).toEqual({
      problem: MODERATION_ERRORS.durationTooLong,
    });
    expect(readEnd(choice({ amount: '' }), NOW)).toEqual({ problem: MODERATION_ERRORS.noDuration });
    expect(readEnd(choice({ amount: '0' }), NOW)).toEqual({
      problem: MODERATION_ERRORS.noDuration,
    });
  });

  it('reads a time typed in UTC, ahead of now', () => {
    expect(readEnd(choice({ kind: 'until', until: '2026-12-01 08:30' }), NOW)).toEqual({
      end: { kind: 'until', at: Date.UTC(2026, 11, 1, 8, 30) },
    });
    expect(readEnd(choice({ kind: 'until', until: '2026-11-28 12:00' }), NOW)).toEqual({
      problem: MODERATION_ERRORS.pastTime,
    });
    expect(readEnd(choice({ kind: 'until', until: '1 December' }), NOW)).toEqual({
      problem: MODERATION_ERRORS.badTime,
    });
    expect(readEnd(choice({ kind: 'until', until: '2040-01-01 00:00' }), NOW)).toEqual({
      problem: MODERATION_ERRORS.durationTooLong,
    });
  });

  it('reads never', () => {
    expect(readEnd(choice({ kind: 'permanent' }), NOW)).toEqual({ end: { kind: 'permanent' } });
  });

  it.each([
    ['', MODERATION_ERRORS.noAmount],
    ['0', MODERATION_ERRORS.noAmount],
    ['1000000000001', MODERATION_ERRORS.amountTooLarge],
    ['1000000000000', undefined],
    ['1', undefined],
  ])('reads the amount %j', (amount, problem) => {
    expect(amountProblem(amount)).toBe(problem);
  });
});
