/** market.php requests: the item market's order book (spec 000 sections 5 and 7). */
import { z } from 'zod';
import { FormId, ItemId, formInt } from './common';

/** The 15-character amount box: at most fifteen nines (game-rules' MARKET_AMOUNT_MAX). */
const MARKET_AMOUNT_MAX = 999_999_999_999_999;
/** The price of one item is at most this (game-rules' MARKET_PRICE_MAX). */
const MARKET_PRICE_MAX = 999_999_999_999;

const Amount = formInt('amount', 1, MARKET_AMOUNT_MAX);

export const LoadItemsQuery = z.object({ mod: z.literal('loadItems'), itemid: ItemId });

/** The order form: whole price `cost`, resources' hundredths `costDec`, `bulk` taken whole. */
const orderFields = {
  itemid: ItemId,
  amount: Amount,
  cost: formInt('cost', 1, MARKET_PRICE_MAX),
  costDec: formInt('costDec', 0, 99).default(0),
  bulk: formInt('bulk', 0, 1).default(0),
};
export const PlaceBuyOrderRequest = z.object({
  mod: z.literal('placeBuyOrder'),
  ...orderFields,
});
export const PlaceSellOrderRequest = z.object({
  mod: z.literal('placeSellOrder'),
  ...orderFields,
});
export const CancelOrderRequest = z.object({
  mod: z.literal('cancelOrder'),
  orderid: FormId,
  itemid: ItemId,
});
/**
 * Changes the player's order `orderid` to `amount` at `cost` and `costDec`, if it still has
 * `was` (what the player saw): a fill or another edit meanwhile refuses it.
 */
export const EditOrderRequest = z.object({
  mod: z.literal('editOrder'),
  orderid: FormId,
  itemid: ItemId,
  was: formInt('was', 1, MARKET_AMOUNT_MAX),
  amount: Amount,
  cost: orderFields.cost,
  costDec: orderFields.costDec,
});
/** Sells into the buy order `id`. */
export const SellRequest = z.object({ mod: z.literal('sell'), id: FormId, amount: Amount });
/** Buys from the sell order `id`. */
export const BuyRequest = z.object({ mod: z.literal('buy'), id: FormId, amount: Amount });

/** The player's own orders across every item (`/market_your_listings`). */
export const YourListingsQuery = z.object({ mod: z.literal('yourListings') });

/** The item page's price history: last trades, 24-hour volume, 7-day average, daily chart. */
export const PriceHistoryQuery = z.object({ mod: z.literal('priceHistory'), itemid: ItemId });

/** The item's book depth by price (the chart on the item page). */
export const MarketDepthQuery = z.object({ mod: z.literal('marketDepth'), itemid: ItemId });

/** The 7-day average price of every traded item. */
export const MarketValuesQuery = z.object({ mod: z.literal('marketValues') });

/** A page of the player's own trades (`/market_history`). */
export const TradeHistoryQuery = z.object({
  mod: z.literal('tradeHistory'),
  page: formInt('page', 1, 1_000_000).default(1),
});
