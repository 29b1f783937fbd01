/**
 * The item market's order book and trades, the jewel market's sales, and the black market's
 * monthly credits.
 */
import type { Generated } from 'kysely';

/** An open order of the item market; `amount` is what it still offers or wants (migration 0006). */
export interface MarketOrdersTable {
  id: Generated<number>;
  user_id: number;
  item_id: string;
  /** 1 sell, 2 buy. */
  type: number;
  amount: number;
  /** Whole gold per item. */
  cost: number;
  /** Hundredths of a gold per item (resources only). */
  cost_dec: Generated<number>;
  /** 1: taken whole or not at all. */
  bulk: Generated<number>;
  created_at: number;
}

/** One fill of an item-market order (migrations 0008, 0018): its amount at the order's price. */
export interface MarketTradesTable {
  id: Generated<number>;
  item_id: string;
  amount: number;
  /** The order's price per item in hundredths of a gold. */
  price_cents: number;
  traded_at: number;
  /** Gold the buyer paid (migration 0018). */
  gold: Generated<number>;
  /** The market's tax, paid by the seller out of `gold` (migration 0018). */
  tax: Generated<number>;
  /** Null once the player's account is gone. */
  buyer_id: number | null;
  seller_id: number | null;
}

/** One jewel bought on the jewel market (migration 0021): its kind and price. */
export interface JewelTradesTable {
  id: Generated<number>;
  gem_type: number;
  rarity: number;
  /** Whole gold the buyer paid. */
  price: number;
  traded_at: number;
  /** Null once the player's account is gone. */
  buyer_id: number | null;
  seller_id: number | null;
}

/** Bound credits bought on the black market in the UTC month `month_key` ("YYYY-MM"). */
export interface BlackMarketCreditsTable {
  user_id: number;
  month_key: string;
  credits_bought: number;
}

export interface MarketTables {
  market_orders: MarketOrdersTable;
  market_trades: MarketTradesTable;
  jewel_trades: JewelTradesTable;
  black_market_credits: BlackMarketCreditsTable;
}
