/** store.php answers: the black market (spec 002 §7) and the token store (spec 000 §3, §7). */
import type { ItemAmount } from './common';

/** The black market page: credits bought this UTC month and the gold price of the next. */
export interface BlackMarketAnswer {
  creditsPurchased: number;
  creditsCost: number;
}

/** One bound credit bought. */
export interface BlackMarketCreditsAnswer {
  /** Credits bought this month, this one included. */
  purchased: number;
  /** The gold this credit cost. */
  cost: number;
  /** The gold price of the next credit this month. */
  nextCost: number;
}

/** Resource caches traded: `numCache` caches spent for `numRes` of the resource `res`. */
export interface BlackMarketCacheAnswer {
  res: string;
  numRes: number;
  numCache: number;
}

/** An entry of the boss-token list. */
export interface BossTokenStoreEntry {
  id: number;
  itemid: string;
  /** Boss tokens for one of the item. */
  cost: number;
}

/** The token store page. Jewel slots are keyed by gem type (1 to 4). */
export interface TokenStoreAnswer {
  bossTokensItems: BossTokenStoreEntry[];
  /** Jewel slots owned of each gem type. */
  jewelSlots: Record<number, number>;
  maxJewelSlots: number;
  /** Dungeoneering tokens for the next slot of each gem type; null at the maximum. */
  jewelSlotsCost: Record<number, number | null>;
}

export interface SpendBossTokensAnswer {
  itemsToAdd: ItemAmount[];
  itemsToRemove: ItemAmount[];
}

export interface BuyJewelSlotsAnswer {
  /** Jewel slots now owned of the gem type. */
  jewelSlots: number;
  /** Dungeoneering tokens for the slot after this one; null at the maximum. */
  nextSlotCost: number | null;
  itemsToRemove: ItemAmount[];
}
