/**
 * What a paid credit purchase grants (issue 17; GAME-FACTS.md, "Premium"): 100 credits a dollar
 * (one a cent; the spec gives no rate), one honor and one honor token per whole dollar, 10% of
 * the credits to the referrer (spec 001, section 9), and one minute of server-wide Bonus Time
 * per whole dollar.
 */
import { referralBonusCredits } from '../clan/referral';
import { assertInteger } from '../guards';

/** Credits a purchase gives per cent paid. */
export const CREDITS_PER_CENT = 1;
/** Server-wide Bonus Time a purchase adds per whole dollar. */
export const BONUS_TIME_PER_DOLLAR_MS = 60_000;
/** The Bonus Time modifier (percent) a purchase starts when no Bonus Time runs. */
export const PURCHASE_BONUS_TIME_MODIFIER = 10;
const CENTS_PER_DOLLAR = 100;

/** The grant of one purchase. */
export interface PurchaseGrant {
  credits: number;
  honor: number;
  honorTokens: number;
  /** The referrer's share, when the buyer was referred. */
  referralCredits: number;
}

/** The grant of one paid purchase of `amountCents` (a whole number from 0). */
export function purchaseGrant(amountCents: number): PurchaseGrant {
  assertInteger('amount in cents', amountCents);
  const dollars = Math.floor(amountCents / CENTS_PER_DOLLAR);
  const credits = amountCents * CREDITS_PER_CENT;
  return {
    credits,
    honor: dollars,
    honorTokens: dollars,
    referralCredits: referralBonusCredits(credits),
  };
}

/** The Bonus Time, in milliseconds, a purchase of `amountCents` adds: a minute a whole dollar. */
export function purchaseBonusTimeMs(amountCents: number): number {
  assertInteger('amount in cents', amountCents);
  return Math.floor(amountCents / CENTS_PER_DOLLAR) * BONUS_TIME_PER_DOLLAR_MS;
}
