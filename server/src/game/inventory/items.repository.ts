/** The `items` table: how many of each item a player holds. */
import type { ItemAmount } from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import {
  compiledPerDatabase,
  compiledPerDialect,
  prepare,
  prepareAddBatch,
  prepareBatchRows,
  prepareList,
  type PreparedList,
} from '../../db/prepared';
import type { Database } from '../../db/schema';

/** Every stored amount of the player's (zeros included). */
export function itemAmounts(
  db: Db,
  userId: number,
): Promise<{ item_id: string; amount: number }[]> {
  return db
    .selectFrom('items')
    .select(['item_id', 'amount'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The single-row statements of every call that reads or moves items (the market's, the
 * dungeon's), compiled once per dialect (db/prepared.ts): Kysely's building and compiling cost
 * about as much as running them. By dialect, not by database: callers pass their transaction.
 */
function compileItemStatements(db: Db) {
  return {
    amount: prepare(
      db,
      (p: { userId: number; itemId: string }) =>
        sql<{ amount: number }>`select amount from items
          where user_id = ${p.userId} and item_id = ${p.itemId}`,
      { userId: -1, itemId: 'sample' },
    ),
    take: prepare(
      db,
      (p: { userId: number; itemId: string; amount: number }) =>
        sql`update items set amount = amount - ${p.amount}
          where user_id = ${p.userId} and item_id = ${p.itemId} and amount >= ${p.amount}`,
      { userId: -1, itemId: 'sample', amount: -2 },
    ),
    add: prepareAddBatch(db, 'items', 'item_id', 'text', 'amount'),
  };
}

const statements = compiledPerDialect(compileItemStatements);

/** How many of the item the player holds, or undefined without a row. */
export async function itemAmount(
  db: Db,
  userId: number,
  itemId: string,
): Promise<number | undefined> {
  const result = await statements(db).amount(db, { userId, itemId });
  return result.rows[0]?.amount;
}

/** A new player's items (no row of theirs exists yet). */
export async function insertItems(
  db: Db,
  userId: number,
  items: readonly ItemAmount[],
): Promise<void> {
  await db
    .insertInto('items')
    .values(items.map(({ id, amount }) => ({ user_id: userId, item_id: id, amount })))
    .execute();
}

/**
 * Adds each amount to the player's row of that item (a missing row starts at the amount). An item
 * appears once in `items`.
 */
export function addItemAmounts(
  trx: Transaction<Database>,
  userId: number,
  items: readonly ItemAmount[],
): Promise<void> {
  return addPlayersItemAmounts(
    trx,
    items.map((item) => ({ userId, ...item })),
  );
}

/**
 * `addItemAmounts` for rows of several players in one statement (a trade's two sides). A
 * player's item appears once in `rows`.
 */
export async function addPlayersItemAmounts(
  trx: Transaction<Database>,
  rows: readonly (ItemAmount & { userId: number })[],
): Promise<void> {
  await statements(trx).add(
    trx,
    rows.map((row) => [row.userId, row.id, row.amount]),
  );
}

/**
 * Takes `amount` of the item only while the player holds at least that much (one conditional
 * update, exact on both databases); answers whether it took.
 */
export async function takeItemAmount(
  trx: Transaction<Database>,
  userId: number,
  itemId: string,
  amount: number,
): Promise<boolean> {
  const result = await statements(trx).take(trx, { userId, itemId, amount });
  return Number(result.numAffectedRows ?? 0) !== 0;
}

/** The action tick's compiled statements on items (db/prepared.ts). */
export const itemStatements = compiledPerDatabase((db: Db) => ({
  /**
   * Takes (user_id, item_id, amount) rows, of any players, each only while at least its amount
   * is owned: it changes (and returns) one row per given row when every one is there, fewer when one falls
   * short (the caller then refuses, which rolls the statement back). A (player, item) appears
   * once in the rows.
   */
  spend: prepareBatchRows(
    db,
    [
      ['user_id', 'integer'],
      ['item_id', 'text'],
      ['amount', 'bigint'],
    ],
    (source) =>
      sql`update items set amount = items.amount - v.amount from ${source}
          where items.user_id = v.user_id and items.item_id = v.item_id
          and items.amount >= v.amount returning items.user_id`,
  ),
  add: prepareAddBatch(db, 'items', 'item_id', 'text', 'amount'),
  /** One of the item taken, only while one is owned (a dungeon's key). */
  spendOne: prepare(
    db,
    (p: { userId: number; itemId: string }) =>
      sql`update items set amount = amount - 1 where user_id = ${p.userId}
          and item_id = ${p.itemId} and amount >= 1`,
    { userId: -1, itemId: 'key' },
  ),
}));

type CountsStatement = PreparedList<{ item_id: string; amount: number }>;
const compiledCounts = new WeakMap<Db, Map<number, CountsStatement>>();

/** The player's counts of these items, by a statement compiled once per number of items. */
export async function itemCounts(
  db: Db,
  userId: number,
  itemIds: string[],
): Promise<{ item_id: string; amount: number }[]> {
  let byCount = compiledCounts.get(db);
  if (!byCount) compiledCounts.set(db, (byCount = new Map<number, CountsStatement>()));
  let statement = byCount.get(itemIds.length);
  if (!statement) {
    const sample: unknown[] = [-1, ...itemIds.map((_id, index) => `item${index}`)];
    statement = prepareList(
      db,
      (...args: unknown[]) =>
        sql<{ item_id: string; amount: number }>`select item_id, amount from items
          where user_id = ${args[0]} and item_id in (${sql.join(args.slice(1))})`,
      sample,
    );
    byCount.set(itemIds.length, statement);
  }
  return (await statement(db, [userId, ...itemIds])).rows;
}

/** Every item the player holds more than none of, gold included (net worth). */
export function heldItems(db: Db, userId: number): Promise<{ item_id: string; amount: number }[]> {
  return db
    .selectFrom('items')
    .select(['item_id', 'amount'])
    .where('user_id', '=', userId)
    .where('amount', '>', 0)
    .execute();
}
