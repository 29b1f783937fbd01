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

/**
 * The live socket's message to a jewel's seller when another player bought it: `data` names the
 * jewel and its gem type, so the seller's open jewel market of that type asks for its list again.
 * The gold it brought comes apart, as `addItemsToUser`. Not `marketOrderFilled`: a jewel is no
 * item with an order book, and that message's `itemid` names the item keys it changes.
 */
export const JEWEL_SOLD_MESSAGE_TYPE = 'jewelSold';

export interface JewelSoldMessage {
  /** The jewel sold. */
  id: number;
  gemType: JewelListing['gemType'];
}

/** `equipment.php mod=sellJewelMarket` / `mod=removeJewelMarket`. */
export interface JewelMarketAnswer {
  id: number;
  marketPrice: number | null;
}
