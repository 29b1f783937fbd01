/**
 * The premium store's credit amount box and honor tokens.
 * Spec 002, sections 5, 8 and 9.
 */
import { assertInteger } from '../guards';
import { INVALID_AMOUNT_TEXT } from '../crafting/crafting';
import { assertString } from './input';

/** Credit purchase bounds and the value the box starts with and resets to. */
export const PREMIUM_CREDITS_MIN = 5;
export const PREMIUM_CREDITS_MAX = 500;
export const PREMIUM_CREDITS_DEFAULT = 5;

/** Up to three digits, optionally followed by a point and exactly two decimals. */
const PREMIUM_CREDIT_AMOUNT_PATTERN = /^\d{1,3}(\.\d{2})?$/;

/** A refused credit amount: the error to show and what the box resets to. */
export interface RefusedPremiumCreditAmount {
  readonly ok: false;
  readonly error: string;
  readonly resetTo: string;
}
export type PremiumCreditAmountResult =
  { readonly ok: true; readonly value: number } | RefusedPremiumCreditAmount;

/**
 * Checks the premium credit amount box: it must read as up to three digits with an optional
 * two-digit fraction ("5", "25.50", "500.00") and lie within 5 to 500; otherwise the error
 * "Invalid amount." is shown and the box resets to "5". Nothing is trimmed. Refusals are
 * returned, not thrown. Spec 002, sections 5, 8 and 9.
 */
export function validatePremiumCreditAmount(input: string): PremiumCreditAmountResult {
  assertString('premium credit amount', input);
  const refused: RefusedPremiumCreditAmount = {
    ok: false,
    error: INVALID_AMOUNT_TEXT,
    resetTo: String(PREMIUM_CREDITS_DEFAULT),
  };
  if (!PREMIUM_CREDIT_AMOUNT_PATTERN.test(input)) return refused;
  const value = Number(input);
  if (value < PREMIUM_CREDITS_MIN || value > PREMIUM_CREDITS_MAX) return refused;
  return { ok: true, value };
}

/**
 * Whether honor tokens can be used: only with a count above 0. `count` is the player's owned
 * honor tokens, a whole number of at least 0. Spec 002, section 5.
 */
export function canUseHonorTokens(count: number): boolean {
  assertInteger('honor tokens', count);
  return count > 0;
}
