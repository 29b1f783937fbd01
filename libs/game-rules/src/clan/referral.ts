/**
 * Referral bonus. Spec 001, section 9.
 */
import { assertInteger, assertSafeResult } from '../guards';
import { floorExact } from '../numeric';

/** Percent of every referred player's credit purchase given as a bonus. */
export const REFERRAL_BONUS_PERCENT = 10;

/**
 * Bonus credits for one referred purchase of `purchasedCredits` (whole number from 0): 10%,
 * rounded down to whole credits since credits are whole items (25 gives 2). Who receives it is
 * not in the spec (the referrer, by the spec's "referrer side"). Spec 001, section 9.
 */
export function referralBonusCredits(purchasedCredits: number): number {
  assertInteger('purchased credits', purchasedCredits);
  return assertSafeResult(
    'referral bonus',
    floorExact((purchasedCredits * REFERRAL_BONUS_PERCENT) / 100),
  );
}
