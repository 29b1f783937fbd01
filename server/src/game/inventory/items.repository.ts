/** The `items` table: how many of each item a player holds. */
import type { ItemAmount } from '@idle/contracts';
import { type Kysely, type QueryResult, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import {
  compiledPerDatabase,
  prepare,
  prepareAddRows,
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

/** How many of the item the player holds, or undefined without a row. */
export async function itemAmount(
  db: Db,
  userId: number,
  itemId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('items')
    .select('amount')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.amount;
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

/** Adds each amount to the player's row of that item (a missing row starts at the amount). */
export async function addItemAmounts(
  trx: Transaction<Database>,
  userId: number,
  items: readonly ItemAmount[],
): Promise<void> {
  const rows = items.map((item) => ({ user_id: userId, item_id: item.id, amount: item.amount }));
  await trx
    .insertInto('items')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'item_id'])
        .doUpdateSet({ amount: sql`items.amount + excluded.amount` }),
    )
    .execute();
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
  const result = await trx
    .updateTable('items')
    .set({ amount: sql`amount - ${amount}` })
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('amount', '>=', amount)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** The action tick's compiled statements on items (db/prepared.ts). */
export const itemStatements = compiledPerDatabase((db: Db) => ({
  spend: prepareSpend(db),
  add: prepareAddRows(db, 'items', 'item_id', 'amount'),
  /** One of the item taken, only while one is owned (a dungeon's key). */
  spendOne: prepare(
    db,
    (p: { userId: number; itemId: string }) =>
      sql`update items set amount = amount - 1 where user_id = ${p.userId}
          and item_id = ${p.itemId} and amount >= 1`,
    { userId: -1, itemId: 'key' },
  ),
}));

/**
 * Takes several items in one statement, each only while at least its amount is owned: it changes
 * one row per item when every one is there, fewer when one falls short (the caller then refuses
 * the tick, which rolls the statement back). Compiled once per number of items.
 */
function prepareSpend(db: Db) {
  const bySize = new Map<number, PreparedList>();
  const statementFor = (count: number) => {
    const indexes = Array.from({ length: count }, (_unused, index) => index);
    const sample: unknown[] = [
      ...indexes.flatMap((index) => [`item${index}`, -1 - index]),
      -100,
      ...indexes.flatMap((index) => [`check${index}`, -200 - index]),
    ];
    return prepareList(
      db,
      (...args: unknown[]) => {
        const taken = sql.join(
          indexes.map(
            (index) => sql`when ${args[2 * index]} then cast(${args[2 * index + 1]} as bigint)`,
          ),
          sql` `,
        );
        const owned = sql.join(
          indexes.map((index) => {
            const at = 2 * count + 1 + 2 * index;
            return sql`(item_id = ${args[at]} and amount >= ${args[at + 1]})`;
          }),
          sql` or `,
        );
        return sql`update items set amount = amount - case item_id ${taken} end
          where user_id = ${args[2 * count]} and (${owned})`;
      },
      sample,
    );
  };
  return (
    executor: Kysely<Database>,
    userId: number,
    items: readonly ItemAmount[],
  ): Promise<QueryResult<unknown>> => {
    let statement = bySize.get(items.length);
    if (!statement) bySize.set(items.length, (statement = statementFor(items.length)));
    const pairs = items.flatMap(({ id, amount }) => [id, amount]);
    return statement(executor, [...pairs, userId, ...pairs]);
  };
}

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
