/**
 * Reading the item market's order book: which items trade, an item page's lists, the orders as
 * answers carry them. Every change of the book is in `orders.ts` and `trades.ts`.
 */
import type {
  ItemDefinition,
  LoadItemsAnswer,
  MarketDepthAnswer,
  MarketDepthLevel,
  MarketOrder,
  MarketOrderChange,
  YourListingsAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  MARKET_DEPTH_LEVELS,
  MARKET_ORDERS_SHOWN,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  hasDecimalPrice,
  type MarketPrice,
  type OrderType,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { GameError } from '../errors';
import { ITEMS } from '../content/items';
import { UNKNOWN_ITEM_TEXT } from '../inventory/inventory';
import { bookCacheOf, type BookSides } from './book-cache';
import { marketBookPagesTotal } from './market.metrics';
import {
  findBookSide,
  findDepthSide,
  findPlayerItemOrders,
  findPlayerOrders,
  type ListedOrderRow,
  type OrderRow,
} from './market-orders.repository';

export const NOT_MARKETABLE_TEXT = 'That item cannot be traded on the market.';

/** The item behind an item id, when it may be listed: known, marketable, not the currency. */
export function marketItem(itemId: string): ItemDefinition {
  const item = Object.hasOwn(ITEMS, itemId) ? ITEMS[itemId] : undefined;
  if (!item) throw new GameError(UNKNOWN_ITEM_TEXT);
  if (!item.marketable || itemId === MARKET_CURRENCY_ITEM) {
    throw new GameError(NOT_MARKETABLE_TEXT);
  }
  return item;
}

/** An order's price per item: resources count their hundredths. */
export function orderPrice(order: Pick<OrderRow, 'item_id' | 'cost' | 'cost_dec'>): MarketPrice {
  const itemType = Object.hasOwn(ITEMS, order.item_id) ? ITEMS[order.item_id]?.type : undefined;
  return {
    price: order.cost,
    priceDecimal: order.cost_dec,
    resource: hasDecimalPrice(itemType ?? ''),
  };
}

function toMarketOrder(row: ListedOrderRow): MarketOrder {
  return {
    id: row.id,
    itemid: row.item_id,
    type: row.type,
    amount: row.amount,
    cost: row.cost,
    costDec: row.cost_dec,
    bulk: row.bulk === 1,
    userid: row.user_id,
    username: row.username,
  };
}

const bestPriceFirst = (type: OrderType) => (type === ORDER_TYPE_SELL ? 'asc' : 'desc');

/**
 * The shown orders of one side of an item's book (`MARKET_ORDERS_SHOWN`), best price first
 * (cheapest sells, dearest buys), oldest first.
 */
export async function bookSide(db: Db, itemId: string, type: OrderType): Promise<MarketOrder[]> {
  const rows = await findBookSide(db, itemId, type, bestPriceFirst(type), {
    offset: 0,
    limit: MARKET_ORDERS_SHOWN,
  });
  return rows.map(toMarketOrder);
}

/**
 * What a fill changed on the book, once written: the amount left and, when the order left the
 * book, the order now last of the shown ones (it moved up into the place the order freed).
 */
export async function orderChange(
  db: Db,
  order: Pick<OrderRow, 'id' | 'item_id' | 'type'>,
  left: number,
): Promise<MarketOrderChange> {
  const type = order.type === ORDER_TYPE_SELL ? ORDER_TYPE_SELL : ORDER_TYPE_BUY;
  const [entering] =
    left > 0
      ? []
      : await findBookSide(db, order.item_id, type, bestPriceFirst(type), {
          offset: MARKET_ORDERS_SHOWN - 1,
          limit: 1,
        });
  return {
    itemid: order.item_id,
    orderId: order.id,
    type,
    amount: left,
    entering: entering === undefined ? null : toMarketOrder(entering),
  };
}

/** The player's own orders of one item, oldest first. */
export async function playerOrders(db: Db, userId: number, itemId: string): Promise<MarketOrder[]> {
  const rows = await findPlayerItemOrders(db, userId, itemId);
  return rows.map(toMarketOrder);
}

/** `yourListings`: the player's own orders over every item, each side oldest first. */
export async function yourListings(db: Db, userId: number): Promise<YourListingsAnswer> {
  const rows = await findPlayerOrders(db, userId);
  const orders = rows.map(toMarketOrder);
  return {
    sellOrders: orders.filter((order) => order.type === ORDER_TYPE_SELL),
    buyOrders: orders.filter((order) => order.type === ORDER_TYPE_BUY),
  };
}

/** Both shown sides of the item's book, kept between pages where that is safe (book-cache.ts). */
async function shownSides(db: Db, itemId: string): Promise<BookSides> {
  const read = async () => {
    marketBookPagesTotal.inc({ sides: 'read' });
    return {
      sellOrders: await bookSide(db, itemId, ORDER_TYPE_SELL),
      buyOrders: await bookSide(db, itemId, ORDER_TYPE_BUY),
    };
  };
  const cache = bookCacheOf(db);
  return cache ? cache.sides(itemId, read) : read();
}

/** An item page (`loadItems`). */
export async function loadMarketItem(
  db: Db,
  userId: number,
  itemId: string,
): Promise<LoadItemsAnswer> {
  const item = marketItem(itemId);
  const { sellOrders, buyOrders } = await shownSides(db, itemId);
  return {
    itemType: item.type,
    sellOrders,
    buyOrders,
    playerOrders: await playerOrders(db, userId, itemId),
  };
}

/** One side's best `MARKET_DEPTH_LEVELS` price levels, and whether it has more. */
async function depthSide(
  db: Db,
  itemId: string,
  type: OrderType,
): Promise<{ levels: MarketDepthLevel[]; more: boolean }> {
  // One level more than answered tells whether there are more.
  const rows = await findDepthSide(db, itemId, type, bestPriceFirst(type), MARKET_DEPTH_LEVELS + 1);
  return {
    levels: rows.slice(0, MARKET_DEPTH_LEVELS).map((row) => ({
      priceCents: row.cost * 100 + row.cost_dec,
      amount: row.amount,
      orders: row.orders,
    })),
    more: rows.length > MARKET_DEPTH_LEVELS,
  };
}

/** `marketDepth`: the item's book summed by price, the best levels of each side. */
export async function marketDepth(db: Db, itemId: string): Promise<MarketDepthAnswer> {
  marketItem(itemId);
  const sell = await depthSide(db, itemId, ORDER_TYPE_SELL);
  const buy = await depthSide(db, itemId, ORDER_TYPE_BUY);
  return {
    itemid: itemId,
    sell: sell.levels,
    buy: buy.levels,
    sellMore: sell.more,
    buyMore: buy.more,
  };
}
