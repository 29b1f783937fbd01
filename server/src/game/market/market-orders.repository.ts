/**
 * The SQL of `market_orders`: the item market's order book. Every function takes the executor
 * (the database or the caller's transaction, which is a `Db` too) so a trade stays one
 * transaction; the rules (sides, limits, fills) stay in `orders.ts` and `trades.ts`.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MarketOrdersTable } from '../../db/schema';
import type { OrderType } from '@idle/game-rules';

/** A stored order, as the book reads it. */
export type OrderRow = Pick<
  Selectable<MarketOrdersTable>,
  'id' | 'user_id' | 'item_id' | 'type' | 'amount' | 'cost' | 'cost_dec' | 'bulk'
>;

/** An order with its owner's name, as answers list it. */
export type ListedOrderRow = OrderRow & { username: string };

function listedOrdersQuery(db: Db) {
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

/**
 * `limit` orders of one side of an item's book from place `offset` on (0: the best), best price
 * first (`direction` of the price), oldest first.
 */
export function findBookSide(
  db: Db,
  itemId: string,
  type: OrderType,
  direction: 'asc' | 'desc',
  range: { offset: number; limit: number },
): Promise<ListedOrderRow[]> {
  return listedOrdersQuery(db)
    .where('market_orders.item_id', '=', itemId)
    .where('market_orders.type', '=', type)
    .orderBy('market_orders.cost', direction)
    .orderBy('market_orders.cost_dec', direction)
    .orderBy('market_orders.id', 'asc')
    .limit(range.limit)
    .offset(range.offset)
    .execute();
}

/** The player's own orders of one item, oldest first. */
export function findPlayerItemOrders(
  db: Db,
  userId: number,
  itemId: string,
): Promise<ListedOrderRow[]> {
  return listedOrdersQuery(db)
    .where('market_orders.user_id', '=', userId)
    .where('market_orders.item_id', '=', itemId)
    .orderBy('market_orders.id', 'asc')
    .execute();
}

/** The player's own orders over every item, oldest first. */
export function findPlayerOrders(db: Db, userId: number): Promise<ListedOrderRow[]> {
  return listedOrdersQuery(db)
    .where('market_orders.user_id', '=', userId)
    .orderBy('market_orders.id', 'asc')
    .execute();
}

/** An order by id. */
export function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('market_orders')
    .select(['id', 'user_id', 'item_id', 'type', 'amount', 'cost', 'cost_dec', 'bulk'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The player's order of this id and item, if it is theirs. */
export function findOwnOrder(
  db: Db,
  userId: number,
  orderId: number,
  itemId: string,
): Promise<Omit<OrderRow, 'user_id' | 'bulk'> | undefined> {
  return db
    .selectFrom('market_orders')
    .select(['id', 'item_id', 'type', 'amount', 'cost', 'cost_dec'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

/** Whether the player has an order of this type for the item. */
export async function hasOrderOfType(
  db: Db,
  userId: number,
  itemId: string,
  type: OrderType,
): Promise<boolean> {
  const row = await db
    .selectFrom('market_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('type', '=', type)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many orders the player has listed. */
export async function countPlayerOrders(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('market_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertOrder(
  db: Db,
  order: Omit<Insertable<MarketOrdersTable>, 'id'>,
): Promise<void> {
  await db.insertInto('market_orders').values(order).execute();
}

/** Removes the order only while it still has `amount`; whether it did. */
export async function deleteOrderHolding(
  db: Db,
  orderId: number,
  amount: number,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('market_orders')
    .where('id', '=', orderId)
    .where('amount', '=', amount)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

/** Takes `amount` off the order only while it has that much; whether it did. */
export async function shrinkOrder(db: Db, orderId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('market_orders')
    .set((eb) => ({ amount: eb('amount', '-', amount) }))
    .where('id', '=', orderId)
    .where('amount', '>=', amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the order once it is empty. */
export async function deleteOrderIfEmpty(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('market_orders').where('id', '=', orderId).where('amount', '=', 0).execute();
}

/** Every order of this type (the economy audit's buy orders), unordered. */
export function listOrdersOfType(db: Db, type: number) {
  return db
    .selectFrom('market_orders')
    .select(['item_id', 'amount', 'cost', 'cost_dec'])
    .where('type', '=', type)
    .execute();
}

/** Open orders by side (type), for the metrics: an emptied order is deleted, so all rows count. */
export async function countOpenOrders(db: Db): Promise<{ type: number; orders: number }[]> {
  const rows = await db
    .selectFrom('market_orders')
    .select(['type', db.fn.countAll<number>().as('orders')])
    .groupBy('type')
    .execute();
  return rows.map((row) => ({ type: row.type, orders: row.orders }));
}
