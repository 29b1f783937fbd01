/**
 * Reading and moving items. Every change runs inside the caller's transaction and says what it
 * does to the economy (`ItemFlow`), so the economy counters move with it (see economy.ts).
 */
import type { ItemAmount, ItemCounts } from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { GameError } from '../http/errors';
import { countFlow, type ItemFlow } from './economy';

export type { ItemFlow } from './economy';

type Executor = Db | Transaction<Database>;

export async function loadItems(db: Executor, userId: number): Promise<ItemCounts> {
  const rows = await db
    .selectFrom('items')
    .select(['item_id', 'amount'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(
    rows.filter((row) => row.amount > 0).map((row) => [row.item_id, row.amount]),
  );
}

export async function itemCount(db: Executor, userId: number, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select('amount')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.amount ?? 0;
}

/** Merges amounts of the same item into one entry each. */
function merged(items: ItemAmount[]): ItemAmount[] {
  const totals = new Map<string, number>();
  for (const { id, amount } of items) totals.set(id, (totals.get(id) ?? 0) + amount);
  return [...totals].map(([id, amount]) => ({ id, amount }));
}

export async function addItems(
  trx: Transaction<Database>,
  userId: number,
  items: ItemAmount[],
  flow: ItemFlow,
): Promise<void> {
  const added = merged(items).filter((item) => item.amount > 0);
  if (added.length === 0) return;
  if (flow === 'created') await countFlow(trx, userId, added, 'created');
  const rows = added.map((item) => ({ user_id: userId, item_id: item.id, amount: item.amount }));
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
 * Takes items away, all or nothing: each row only changes when enough is there, and a shortfall
 * throws, which rolls the caller's transaction back.
 */
export async function removeItems(
  trx: Transaction<Database>,
  userId: number,
  items: ItemAmount[],
  shortfallMessage: (itemId: string) => string,
  flow: ItemFlow,
): Promise<void> {
  const removed = merged(items).filter((item) => item.amount > 0);
  for (const { id, amount } of removed) {
    const result = await trx
      .updateTable('items')
      .set({ amount: sql`amount - ${amount}` })
      .where('user_id', '=', userId)
      .where('item_id', '=', id)
      .where('amount', '>=', amount)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new GameError(shortfallMessage(id));
  }
  if (flow === 'destroyed') await countFlow(trx, userId, removed, 'destroyed');
}
