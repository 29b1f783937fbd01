/** The `items` table: how many of each item a player holds. */
import type { ItemAmount } from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
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
