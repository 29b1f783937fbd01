/**
 * Reading the item market's order book: which items trade, an item page's lists, the orders as
 * answers carry them. Every change of the book is in `orders.ts` and `trades.ts`.
 */
import type {
  ItemDefinition,
  LoadItemsAnswer,
  MarketOrder,
  YourListingsAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  MARKET_ORDERS_SHOWN,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  hasDecimalPrice,
  type MarketPrice,
  type OrderType,
} from '@idle/game-rules';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MarketOrdersTable } from '../../db/schema';
import { GameError } from '../../http/errors';
import { ITEMS } from '../content/items';
import { UNKNOWN_ITEM_TEXT } from '../inventory';

type Executor = Db | Transaction<Database>;

export const NOT_MARKETABLE_TEXT = 'That item cannot be traded on the market.';

/** A stored order, as the book reads it. */
export type OrderRow = Pick<
  Selectable<MarketOrdersTable>,
  'id' | 'user_id' | 'item_id' | 'type' | 'amount' | 'cost' | 'cost_dec' | 'bulk'
>;

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

function ordersQuery(db: Executor) {
  return db
    .selectFrom('market_orders')
    .innerJoin('users', 'users.id', 'market_orders.user_id')
    .select([
      'market_orders.id',
      'market_orders.item_id',
      'market_orders.type',
      'market_orders.amount',
      'market_orders.cost',
      'market_orders.cost_dec',
      'market_orders.bulk',
      'market_orders.user_id',
      'users.username',
    ]);
}

type OrderView = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

function toMarketOrder(row: OrderView): MarketOrder {
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

/** One side of an item's book, best price first (cheapest sells, dearest buys), oldest first. */
export async function bookSide(
  db: Executor,
  itemId: string,
  type: OrderType,
): Promise<MarketOrder[]> {
  const direction = type === ORDER_TYPE_SELL ? 'asc' : 'desc';
  const rows = await ordersQuery(db)
    .where('market_orders.item_id', '=', itemId)
    .where('market_orders.type', '=', type)
    .orderBy('market_orders.cost', direction)
    .orderBy('market_orders.cost_dec', direction)
    .orderBy('market_orders.id', 'asc')
    .limit(MARKET_ORDERS_SHOWN)
    .execute();
  return rows.map(toMarketOrder);
}

/** The player's own orders of one item, oldest first. */
export async function playerOrders(
  db: Executor,
  userId: number,
  itemId: string,
): Promise<MarketOrder[]> {
  const rows = await ordersQuery(db)
    .where('market_orders.user_id', '=', userId)
    .where('market_orders.item_id', '=', itemId)
    .orderBy('market_orders.id', 'asc')
    .execute();
  return rows.map(toMarketOrder);
}

/** `yourListings`: the player's own orders over every item, each side oldest first. */
export async function yourListings(db: Db, userId: number): Promise<YourListingsAnswer> {
  const rows = await ordersQuery(db)
    .where('market_orders.user_id', '=', userId)
    .orderBy('market_orders.id', 'asc')
    .execute();
  const orders = rows.map(toMarketOrder);
  return {
    sellOrders: orders.filter((order) => order.type === ORDER_TYPE_SELL),
    buyOrders: orders.filter((order) => order.type === ORDER_TYPE_BUY),
  };
}

/** An item page (`loadItems`). */
export async function loadMarketItem(
  db: Db,
  userId: number,
  itemId: string,
): Promise<LoadItemsAnswer> {
  const item = marketItem(itemId);
  return {
    itemType: item.type,
    sellOrders: await bookSide(db, itemId, ORDER_TYPE_SELL),
    buyOrders: await bookSide(db, itemId, ORDER_TYPE_BUY),
    playerOrders: await playerOrders(db, userId, itemId),
  };
}

/** An order by id, read in the caller's transaction. */
export async function findOrder(db: Executor, orderId: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('market_orders')
    .select(['id', 'user_id', 'item_id', 'type', 'amount', 'cost', 'cost_dec', 'bulk'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
