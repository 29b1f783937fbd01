/**
 * What net worth reads of a player's: one statement a part (items, trinkets, orders; the jewels'
 * is `jewelCountsWithSales`), each grouped in SQL so thousands of rows answer a row per kind.
 */
import type { Db } from '../../db/database';

/** Every item the player holds more than none of, gold included. */
export function heldItems(db: Db, userId: number): Promise<{ item_id: string; amount: number }[]> {
  return db
    .selectFrom('items')
    .select(['item_id', 'amount'])
    .where('user_id', '=', userId)
    .where('amount', '>', 0)
    .execute();
}

/** The player's trinkets counted per rarity. */
export function trinketCounts(
  db: Db,
  userId: number,
): Promise<{ rarity: number; amount: number }[]> {
  return db
    .selectFrom('trinkets')
    .select(['rarity', (eb) => eb.fn.countAll<number>().as('amount')])
    .where('user_id', '=', userId)
    .groupBy('rarity')
    .orderBy('rarity')
    .execute();
}

/** The player's open orders: what each still offers or wants, at its price. */
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
