/**
 * The SQL of `market_orders`: the item market's order book. Every function takes the executor
 * (the database or the caller's transaction, which is a `Db` too) so a trade stays one
 * transaction; the rules (sides, limits, fills) stay in `orders.ts` and `trades.ts`.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { prepare } from '../../db/prepared';
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

const LISTED_ORDERS = sql`select market_orders.id, market_orders.item_id, market_orders.type,
  market_orders.amount, market_orders.cost, market_orders.cost_dec, market_orders.bulk,
  market_orders.user_id, users.username
  from market_orders inner join users on users.id = market_orders.user_id`;

/**
 * The statements every market call runs (the book's sides, an order read and shrunk), compiled
 * once per dialect (db/prepared.ts): Kysely's building and compiling cost about as much as
 * running them.
 */
function compileHotStatements(db: Db) {
  const bookSide = (direction: 'asc' | 'desc') =>
    prepare(
      db,
      (p: { itemId: string; type: number; limit: number; offset: number }) =>
        sql<ListedOrderRow>`${LISTED_ORDERS}
          where market_orders.item_id = ${p.itemId} and market_orders.type = ${p.type}
          order by market_orders.cost ${sql.raw(direction)},
            market_orders.cost_dec ${sql.raw(direction)}, market_orders.id asc
          limit ${p.limit} offset ${p.offset}`,
      { itemId: 'sample', type: -1, limit: -2, offset: -3 },
    );
  // Price levels, best first: the book's index (item, type, cost, cost_dec) gives them in order,
  // so only the levels answered are summed. The sum in floating point: shown, never paid, and
  // as integers it could overflow.
  const depthSide = (direction: 'asc' | 'desc') =>
    prepare(
      db,
      (p: { itemId: string; type: number; limit: number }) =>
        sql<DepthRow>`select cost, cost_dec, sum(amount * 1.0) as amount, count(*) as orders
          from market_orders where item_id = ${p.itemId} and type = ${p.type}
          group by cost, cost_dec
          order by cost ${sql.raw(direction)}, cost_dec ${sql.raw(direction)}
          limit ${p.limit}`,
      { itemId: 'sample', type: -1, limit: -2 },
    );
  return {
    bookSide: { asc: bookSide('asc'), desc: bookSide('desc') },
    order: prepare(
      db,
      (p: { orderId: number }) =>
        sql<OrderRow>`select id, user_id, item_id, type, amount, cost, cost_dec, bulk
          from market_orders where id = ${p.orderId}`,
      { orderId: -1 },
    ),
    shrink: prepare(
      db,
      (p: { orderId: number; amount: number }) =>
        sql`update market_orders set amount = amount - ${p.amount}
          where id = ${p.orderId} and amount >= ${p.amount}`,
      { orderId: -1, amount: -2 },
    ),
    playerItemOrders: prepare(
      db,
      (p: { userId: number; itemId: string }) =>
        sql<ListedOrderRow>`${LISTED_ORDERS}
          where market_orders.user_id = ${p.userId} and market_orders.item_id = ${p.itemId}
          order by market_orders.id asc`,
      { userId: -1, itemId: 'sample' },
    ),
    removeOwnOrder: prepare(
      db,
      (p: { userId: number; orderId: number; itemId: string }) =>
        sql<RemovedOrderRow>`delete from market_orders
          where id = ${p.orderId} and user_id = ${p.userId} and item_id = ${p.itemId}
          returning id, item_id, type, amount, cost, cost_dec`,
      { userId: -1, orderId: -2, itemId: 'sample' },
    ),
    listingCounts: prepare(
      db,
      (p: { userId: number; itemId: string; type: number }) =>
        sql<{ orders: number | string; of_type: number | string | null }>`select
          count(*) as orders,
          coalesce(sum(case when item_id = ${p.itemId} and type = ${p.type} then 1 else 0 end), 0)
            as of_type
          from market_orders where user_id = ${p.userId}`,
      { userId: -1, itemId: 'sample', type: -2 },
    ),
    insert: prepare(
      db,
      (p: Omit<NewOrder, 'type'> & { type: number }) =>
        sql`insert into market_orders
          (user_id, item_id, type, amount, cost, cost_dec, bulk, created_at)
          values (${p.userId}, ${p.itemId}, ${p.type}, ${p.amount}, ${p.cost}, ${p.costDec},
            ${p.bulk}, ${p.createdAt})`,
      {
        userId: -1,
        itemId: 'sample',
        type: -2,
        amount: -3,
        cost: -4,
        costDec: -5,
        bulk: -6,
        createdAt: -7,
      },
    ),
    depthSide: {
      asc: depthSide('asc'),
      desc: depthSide('desc'),
    },
    edit: prepare(
      db,
      (p: EditedOrder & { was: number }) =>
        sql`update market_orders set amount = ${p.amount}, cost = ${p.cost}, cost_dec = ${p.costDec}
          where id = ${p.orderId} and user_id = ${p.userId} and amount = ${p.was}`,
      { orderId: -1, userId: -2, was: -3, amount: -4, cost: -5, costDec: -6 },
    ),
    deleteIfEmpty: prepare(
      db,
      (p: { orderId: number }) =>
        sql`delete from market_orders where id = ${p.orderId} and amount = 0`,
      { orderId: -1 },
    ),
  };
}

/** One price level of a side of the book. */
export type DepthRow = { cost: number; cost_dec: number; amount: number; orders: number };

/** An order's new amount and price, as `editOwnOrder` stores them. */
export type EditedOrder = {
  orderId: number;
  userId: number;
  amount: number;
  cost: number;
  costDec: number;
};

/** An order to list, as `insertOrder` stores it. */
// A type, not an interface: `prepare` reads its parameters as a record.
export type NewOrder = {
  userId: number;
  itemId: string;
  type: OrderType;
  amount: number;
  cost: number;
  costDec: number;
  bulk: number;
  createdAt: number;
};

const hotStatements: {
  postgres?: ReturnType<typeof compileHotStatements>;
  sqlite?: ReturnType<typeof compileHotStatements>;
} = {};

/** The hot statements of the executor's dialect (a transaction's are its database's). */
function statements(db: Db): ReturnType<typeof compileHotStatements> {
  const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
  return (hotStatements[dialect] ??= compileHotStatements(db));
}

/**
 * `limit` orders of one side of an item's book from place `offset` on (0: the best), best price
 * first (`direction` of the price), oldest first.
 */
export async function findBookSide(
  db: Db,
  itemId: string,
  type: OrderType,
  direction: 'asc' | 'desc',
  range: { offset: number; limit: number },
): Promise<ListedOrderRow[]> {
  const result = await statements(db).bookSide[direction](db, { itemId, type, ...range });
  return result.rows;
}

/** The player's own orders of one item, oldest first. */
export async function findPlayerItemOrders(
  db: Db,
  userId: number,
  itemId: string,
): Promise<ListedOrderRow[]> {
  const result = await statements(db).playerItemOrders(db, { userId, itemId });
  return result.rows;
}

/** The player's own orders over every item, oldest first. */
export function findPlayerOrders(db: Db, userId: number): Promise<ListedOrderRow[]> {
  return listedOrdersQuery(db)
    .where('market_orders.user_id', '=', userId)
    .orderBy('market_orders.id', 'asc')
    .execute();
}

/** An order by id. */
export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const result = await statements(db).order(db, { orderId });
  return result.rows[0];
}

/** An order as its removal gave it back. */
export type RemovedOrderRow = Omit<OrderRow, 'user_id' | 'bulk'>;

/**
 * Removes the player's order of this id and item, if it is theirs; answers it as it was when
 * removed (what it still held), or undefined.
 */
export async function removeOwnOrder(
  db: Db,
  userId: number,
  orderId: number,
  itemId: string,
): Promise<RemovedOrderRow | undefined> {
  const result = await statements(db).removeOwnOrder(db, { userId, orderId, itemId });
  return result.rows[0];
}

/** How many orders the player has listed, and how many of them are of this item and type. */
export async function countListings(
  db: Db,
  userId: number,
  itemId: string,
  type: OrderType,
): Promise<{ orders: number; ofType: number }> {
  const result = await statements(db).listingCounts(db, { userId, itemId, type });
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), ofType: Number(row?.of_type ?? 0) };
}

export async function insertOrder(db: Db, order: NewOrder): Promise<void> {
  await statements(db).insert(db, order);
}

/** Takes `amount` off the order only while it has that much; whether it did. */
export async function shrinkOrder(db: Db, orderId: number, amount: number): Promise<boolean> {
  const result = await statements(db).shrink(db, { orderId, amount });
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** The best `limit` price levels of one side of an item's book (`direction` of the price). */
export async function findDepthSide(
  db: Db,
  itemId: string,
  type: OrderType,
  direction: 'asc' | 'desc',
  limit: number,
): Promise<DepthRow[]> {
  // PostgreSQL's bigint and numeric arrive as numbers (db/database.ts's type parsers).
  const result = await statements(db).depthSide[direction](db, { itemId, type, limit });
  return result.rows;
}

/** Sets the player's order to a new amount and price only while it still has `was`; whether it did. */
export async function editOwnOrder(db: Db, edit: EditedOrder, was: number): Promise<boolean> {
  const result = await statements(db).edit(db, { ...edit, was });
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Removes the order once it is empty. */
export async function deleteOrderIfEmpty(db: Db, orderId: number): Promise<void> {
  await statements(db).deleteIfEmpty(db, { orderId });
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

/** The player's open orders: what each still offers or wants, at its price (net worth). */
export function openOrders(
  db: Db,
  userId: number,
): Promise<{ item_id: string; type: number; amount: number; cost: number; cost_dec: number }[]> {
  return db
    .selectFrom('market_orders')
    .select(['item_id', 'type', 'amount', 'cost', 'cost_dec'])
    .where('user_id', '=', userId)
    .execute();
}
