/** Premium answers: credits through a payment provider, Autos, honor and nobility (spec 002). */
import type { ItemAmount } from './common';

/** The player's nobility: the rank their honor gives and its bonus. */
export interface Nobility {
  /** The spec's rank number: 1 Peasant, 2 Squire, 3 Knight ... 27 God. */
  rank: number;
  name: string;
  /** The rank's bonus in percent. */
  bonusPercent: number;
  honor: number;
  /** Honor the next rank needs; null at the top rank. */
  nextRankHonor: number | null;
}

/** `misc.php loadPremium`. */
export interface LoadPremiumAnswer {
  nobility: Nobility;
  /** Autos bought so far (the Autos tab's owned count, which prices the next ones). */
  autosOwned: number;
  /** The boosts running now. */
  boosts: ActiveBoost[];
}

/** `misc.php useHonorTokens {honor}`: `honor` points made of ten honor tokens each. */
export interface UseHonorTokensAnswer {
  nobility: Nobility;
  itemsToRemove: ItemAmount[];
}

/** `misc.php purchaseAutos`: the credits paid; the maximum Autos rises by the amount. */
export interface PurchaseAutosAnswer {
  itemsToRemove: ItemAmount[];
  maxAutos: number;
  autosOwned: number;
}

/** `premium.php createCheckout`: where the browser goes to pay. */
export interface CreateCheckoutAnswer {
  checkoutUrl: string;
  sessionId: string;
}

/**
 * `premium.php finalizeCheckout` after the redirect back: the same idempotent fulfilment the
 * webhook runs. `credited` is what this session brought (0 while the payment is not complete).
 */
export interface FinalizeCheckoutAnswer {
  status: 'paid' | 'pending';
  credited: number;
  credits: number;
}

/**
 * Boosts: timed bonuses bought with credits (ours; spec 002 names the Boosts tab only). Each kind
 * raises one figure by a percent while it runs; buying one that runs adds to its time.
 */
export const BOOST_KINDS = ['combatExp', 'gold', 'drops', 'gatheringExp', 'resources'] as const;
export type BoostKind = (typeof BOOST_KINDS)[number];
/** The lengths a boost is sold in, in hours. */
export const BOOST_DURATIONS_HOURS = [24, 168] as const;
export type BoostDurationHours = (typeof BOOST_DURATIONS_HOURS)[number];

/** A boost running for the player. */
export interface ActiveBoost {
  kind: BoostKind;
  percent: number;
  /** When it ends, in milliseconds since the epoch. */
  endsAt: number;
}

/** `premium.php buyBoost`: the credits paid and the player's boosts after it. */
export interface BuyBoostAnswer {
  itemsToRemove: ItemAmount[];
  boosts: ActiveBoost[];
}
