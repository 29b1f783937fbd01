/** market.php answers: the item market's order book (spec 000 sections 3 and 7). */
import type { ItemAmount } from './common';

/** An order on the market (spec 000 section 3, "Market order"). */
export interface MarketOrder {
  id: number;
  itemid: string;
  /** 1 sell, 2 buy. */
  type: number;
  /** What is still offered or wanted. */
  amount: number;
  /** Whole gold per item. */
  cost: number;
  /** Hundredths of a gold per item, 0 to 99 (resources only; 0 for other items). */
  costDec: number;
  /** Taken whole or not at all. */
  bulk: boolean;
  userid: number;
  username: string;
}

/**
 * What a fill changed on an item's book, and nothing more: the order's amount left and, once it
 * emptied and left the book, the order that took the last place of the side's best orders
 * (`MARKET_ORDERS_SHOWN`). Applied to a kept book (`applyOrderChange`), it gives what a fresh
 * `loadItems` gives, without sending the book again.
 */
export interface MarketOrderChange {
  itemid: string;
  orderId: number;
  /** The order's side: 1 sell, 2 buy. */
  type: number;
  /** What is left of the order; 0 once it left the book. */
  amount: number;
  /** Once the order left: the order now last of the side's best ones, null when there is none. */
  entering: MarketOrder | null;
}

/**
 * The live socket's message to an order's owner when another player filled it (in part or
 * whole): the change on the item's book, which the owner's kept answers apply. The goods or gold
 * it brought come apart, as `addItemsToUser`.
 */
export const MARKET_ORDER_FILLED_MESSAGE_TYPE = 'marketOrderFilled';

export interface MarketOrderFilledMessage extends MarketOrderChange {
  /** How many items this fill took (the owner's alert says so). */
  filled: number;
}

/** An item page: its sell orders cheapest first, buy orders dearest first, the player's own. */
export interface LoadItemsAnswer {
  /** The item's type id (`resource` prices carry a decimal part). */
  itemType: string;
  sellOrders: MarketOrder[];
  buyOrders: MarketOrder[];
  /** The player's own orders for this item. */
  playerOrders: MarketOrder[];
}

export interface PlaceBuyOrderAnswer {
  /** The gold the order took and holds. */
  goldRequired: number;
  buyOrders: MarketOrder[];
  playerOrders: MarketOrder[];
}

export interface PlaceSellOrderAnswer {
  sellOrders: MarketOrder[];
  playerOrders: MarketOrder[];
}

/** The cancelled order's side of the book afresh, and what it still held, given back. */
export type CancelOrderAnswer = ({ sellOrders: MarketOrder[] } | { buyOrders: MarketOrder[] }) & {
  playerOrders: MarketOrder[];
  itemsToAdd: ItemAmount[];
};

/** A sale into a buy order: the gold received after the market's tax. */
export interface SellAnswer {
  goldReceived: number;
  /** The market's tax taken out of the sale's gold (not paid to anyone). */
  tax: number;
  itemid: string;
  amount: number;
  /** What the sale changed on the item's book. */
  change: MarketOrderChange;
}

/** A purchase from a sell order: the gold it cost. */
export interface BuyAnswer {
  cost: number;
  /** The market's tax taken out of the seller's share of `cost`. */
  tax: number;
  itemid: string;
  amount: number;
  /** What the purchase changed on the item's book. */
  change: MarketOrderChange;
}

/** `market.php yourListings`: the player's own orders over every item. */
export interface YourListingsAnswer {
  sellOrders: MarketOrder[];
  buyOrders: MarketOrder[];
}

/** One fill of an order: when, how many, at what price per item (hundredths for resources). */
export interface MarketTrade {
  /** Unix milliseconds. */
  at: number;
  amount: number;
  /** Price per item in hundredths of a gold. */
  priceCents: number;
}

/** A day of trading (UTC), for the price chart. */
export interface MarketDay {
  /** The day's start, Unix milliseconds (UTC midnight). */
  day: number;
  /** Items traded that day. */
  volume: number;
  /** Average price per item that day, weighted by amount, in hundredths of a gold. */
  averageCents: number;
}

/** `market.php priceHistory`: what the item page shows beyond the order book. */
export interface PriceHistoryAnswer {
  /** The most recent trades, newest first (at most 20). */
  lastTrades: MarketTrade[];
  /** Items traded in the last 24 hours. */
  volume24h: number;
  /** Average price per item over the last 24 hours (hundredths), null without a trade. */
  average1dCents: number | null;
  /** Average price per item over the last 7 days (hundredths), null without a trade. */
  average7dCents: number | null;
  /** Average price per item over the last 30 days (hundredths), null without a trade. */
  average30dCents: number | null;
  /** The last 30 days with trades, oldest first. */
  days: MarketDay[];
}

/** One price level of a side of the book: every order at that price, summed. */
export interface MarketDepthLevel {
  /** Price per item in hundredths of a gold. */
  priceCents: number;
  /** Items offered (sell) or wanted (buy) at this price. */
  amount: number;
  /** How many orders are at this price. */
  orders: number;
}

/**
 * `market.php marketDepth`: the book's depth by price, the best `MARKET_DEPTH_LEVELS` levels of
 * each side (sells cheapest first, buys dearest first), never the orders themselves.
 */
export interface MarketDepthAnswer {
  itemid: string;
  sell: MarketDepthLevel[];
  buy: MarketDepthLevel[];
  /** Whether a side has more levels than those answered. */
  sellMore: boolean;
  buyMore: boolean;
}

/**
 * `market.php editOrder`: the edited order's side of the book afresh, the player's orders of
 * the item, and what the held goods or gold changed by: `itemsToAdd` came back to the player
 * (an order made smaller or cheaper), `itemsToRemove` left them to be held (larger or dearer).
 */
export type EditOrderAnswer = ({ sellOrders: MarketOrder[] } | { buyOrders: MarketOrder[] }) & {
  /** The order as it stands now. */
  order: MarketOrder;
  playerOrders: MarketOrder[];
  itemsToAdd: ItemAmount[];
  itemsToRemove: ItemAmount[];
};

/** One traded item's average price over the last `days` days. */
export interface MarketValue {
  itemid: string;
  /** Amount-weighted average price per item, in hundredths of a gold. */
  averageCents: number;
  /** Items traded over those days. */
  volume: number;
}

/** `market.php marketValues`: the average price of every item traded over the last `days` days. */
export interface MarketValuesAnswer {
  days: number;
  values: MarketValue[];
}

/** One of the player's own trades, as their ledger lists it. */
export interface LedgerTrade {
  id: number;
  /** Unix milliseconds. */
  at: number;
  /** Whether the player bought or sold. */
  side: 'bought' | 'sold';
  itemid: string;
  amount: number;
  /** Price per item in hundredths of a gold. */
  priceCents: number;
  /** Gold the buyer paid (before the tax the seller paid out of it). */
  total: number;
  /** The market's tax, paid by the seller out of `total` (0 on the player's purchases). */
  tax: number;
  /** The other player's name, null once their account is gone. */
  counterpart: string | null;
}

/** `market.php tradeHistory`: a page of the player's own trades, newest first, with totals. */
export interface TradeHistoryAnswer {
  trades: LedgerTrade[];
  page: number;
  pages: number;
  /** All the player's trades, over every page. */
  count: number;
  totals: {
    /** Gold paid for what the player bought. */
    spent: number;
    /** Gold the player received for what they sold, after the tax. */
    earned: number;
    /** Tax the player paid on their sales. */
    taxPaid: number;
  };
}
