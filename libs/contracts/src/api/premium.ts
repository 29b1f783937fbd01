/** Premium answers: credits through a payment provider, Autos, honor and nobility (spec 002). */
import type { ItemAmount } from './common';

/** The player's nobility: the rank their honor gives and its bonus. */
export interface Nobility {
  /** 0 without a rank. */
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
}

/** `misc.php useHonorTokens`: honor tokens turned into honor (ten a point). */
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
