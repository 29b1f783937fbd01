/**
 * What the moderation forms check before sending, with the server's bounds (the request schemas
 * of admin.php): a reason of 3 to 500 characters, an end ahead of now and at most ten years
 * away, an amount of items from 1 to a trillion. The server checks them again.
 */
import {
  ADMIN_ITEMS_MAX,
  ADMIN_MAX_MINUTES,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_REASON_MIN_LENGTH,
} from '@idle/contracts';
import type { BanEnd, MuteEnd } from '@idle/contracts/schemas';
import { formatNumber } from '@idle/game-rules';
import { parseUtcMinute } from '../format';

export const MODERATION_ERRORS = {
  noReason: 'Enter a reason.',
  reasonTooShort: `The reason must be at least ${formatNumber(ADMIN_REASON_MIN_LENGTH)} characters.`,
  reasonTooLong: `The reason can be at most ${formatNumber(ADMIN_REASON_MAX_LENGTH)} characters.`,
  noDuration: 'Enter the duration.',
  durationTooLong: 'The duration can be at most ten years.',
  badTime: 'Enter the end time as YYYY-MM-DD HH:MM (UTC).',
  pastTime: 'The end time must be ahead of now.',
  noAmount: 'Enter the amount.',
  amountTooLarge: `The amount can be at most ${formatNumber(ADMIN_ITEMS_MAX)}.`,
} as const;

export function reasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed === '') return MODERATION_ERRORS.noReason;
  if (trimmed.length < ADMIN_REASON_MIN_LENGTH) return MODERATION_ERRORS.reasonTooShort;
  if (trimmed.length > ADMIN_REASON_MAX_LENGTH) return MODERATION_ERRORS.reasonTooLong;
  return undefined;
}

export const DURATION_UNITS = { minutes: 1, hours: 60, days: 24 * 60 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** How the end of a ban or mute is chosen in the form. */
export interface EndChoice {
  kind: 'duration' | 'until' | 'permanent';
  /** The duration's number as typed, in `unit`s. */
  amount: string;
  unit: DurationUnit;
  /** The end time as typed, "YYYY-MM-DD HH:MM" in UTC. */
  until: string;
}

export type EndReading = { end: BanEnd; problem?: undefined } | { problem: string };

/** The end the form means, or what is wrong with it (`now` for a time typed). */
export function readEnd(choice: EndChoice, now: number): EndReading {
  if (choice.kind === 'permanent') return { end: { kind: 'permanent' } };
  if (choice.kind === 'until') {
    const at = parseUtcMinute(choice.until);
    if (at === null) return { problem: MODERATION_ERRORS.badTime };
    if (at <= now) return { problem: MODERATION_ERRORS.pastTime };
    if (at - now > ADMIN_MAX_MINUTES * 60_000)
      return { problem: MODERATION_ERRORS.durationTooLong };
    return { end: { kind: 'until', at } };
  }
  const amount = choice.amount === '' ? Number.NaN : Number(choice.amount);
  if (!Number.isInteger(amount) || amount < 1) return { problem: MODERATION_ERRORS.noDuration };
  const minutes = amount * DURATION_UNITS[choice.unit];
  if (minutes > ADMIN_MAX_MINUTES) return { problem: MODERATION_ERRORS.durationTooLong };
  return { end: { kind: 'minutes', minutes } };
}

/** A mute always ends: the form offers no "never" for it. */
export function isMuteEnd(end: BanEnd): end is MuteEnd {
  return end.kind !== 'permanent';
}

export function amountProblem(amount: string): string | undefined {
  const value = amount === '' ? Number.NaN : Number(amount);
  if (!Number.isInteger(value) || value < 1) return MODERATION_ERRORS.noAmount;
  if (value > ADMIN_ITEMS_MAX) return MODERATION_ERRORS.amountTooLarge;
  return undefined;
}
