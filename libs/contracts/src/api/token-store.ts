/** Answers of the token store (store.php, spec 000 §3, §7). */
import type { ItemAmount } from './common';

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
