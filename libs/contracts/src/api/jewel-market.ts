/** Answers of the jewel market (market.php lists, equipment.php sells, removes and buys; spec 001). */
import type { Jewel } from './inventory';

/** A jewel for sale on the jewel market (its price is `cost`, the seller's name `username`). */
export interface JewelListing {
  id: number;
  gemType: 1 | 2 | 3 | 4;
  rarity: number;
  stats: Jewel['stats'];
  cost: number;
  userid: number;
  username: string;
  craftedBy: string;
}

/** `market.php loadJewels`: every listed jewel of a gem type, highest total first. */
export type LoadJewelsAnswer = JewelListing[];

/** `equipment.php buyJewelMarket`: the jewel now in the buyer's inventory and what it cost. */
export interface BuyJewelMarketAnswer {
  jewel: Jewel;
  cost: number;
  /** The market's tax taken out of the seller's share of `cost`. */
  tax: number;
}

/** `equipment.php mod=sellJewelMarket` / `mod=removeJewelMarket`. */
export interface JewelMarketAnswer {
  id: number;
  marketPrice: number | null;
}
