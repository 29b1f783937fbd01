/**
 * Reading and moving items. Every change runs inside the caller's transaction and says what it
 * does to the economy (`ItemFlow`), so the economy counters move with it (see economy.ts).
 */
import type { ItemAmount, ItemCounts } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { GameError } from '../errors';
import { countFlow, type ItemFlow } from '../economy/economy';
import {
  addItemAmounts,
  addPlayersItemAmounts,
  itemAmount,
  itemAmounts,
  takeItemAmount,
} from './items.repository';

export type { ItemFlow } from '../economy/economy';

export async function loadItems(db: Db, userId: number): Promise<ItemCounts> {
  const rows = await itemAmounts(db, userId);
  return Object.fromEntries(
    rows.filter((row) => row.amount > 0).map((row) => [row.item_id, row.amount]),
  );
}

export async function itemCount(db: Db, userId: number, itemId: string): Promise<number> {
  return (await itemAmount(db, userId, itemId)) ?? 0;
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
  await addItemAmounts(trx, userId, added);
}

/**
 * Items that change hands between players (flow `moved`, which counts nothing), given to each
 * of them in one statement.
 */
export async function giveMovedItems(
  trx: Transaction<Database>,
  grants: readonly { userId: number; items: ItemAmount[] }[],
): Promise<void> {
  const byPlayer = new Map<number, ItemAmount[]>();
  for (const { userId, items } of grants) {
    byPlayer.set(userId, [...(byPlayer.get(userId) ?? []), ...items]);
  }
  const rows = [...byPlayer].flatMap(([userId, items]) =>
    merged(items)
      .filter((item) => item.amount > 0)
      .map((item) => ({ userId, ...item })),
  );
  if (rows.length > 0) await addPlayersItemAmounts(trx, rows);
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
    if (!(await takeItemAmount(trx, userId, id, amount))) {
      throw new GameError(shortfallMessage(id));
    }
  }
  if (flow === 'destroyed') await countFlow(trx, userId, removed, 'destroyed');
}
