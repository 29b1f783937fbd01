/**
 * The economy tests' own books, counted independently of the audit (economy-audit.ts): what
 * every player and the market hold of each item, and the counters' totals.
 */
import { ORDER_TYPE_SELL, buyOrderHeld } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { jewelKey } from './economy';
import { orderPrice } from '../market/book';

/** Amounts by item id (jewels as `jewel:<gem type>`); zero amounts are left out. */
export type Amounts = Record<string, number>;

function adder(): { add(itemId: string, amount: number): void; total(): Amounts } {
  const sums = new Map<string, number>();
  return {
    add: (itemId, amount) => sums.set(itemId, (sums.get(itemId) ?? 0) + amount),
    total: () => Object.fromEntries([...sums].filter(([, amount]) => amount !== 0)),
  };
}

/**
 * Everything held: inventories, rune belts, jewels (listed or not), sell orders' items and buy
 * orders' gold.
 */
export async function holdings(db: Db): Promise<Amounts> {
  const books = adder();
  const items = await db.selectFrom('items').select(['item_id', 'amount']).execute();
  for (const row of items) books.add(row.item_id, row.amount);
  const runes = await db.selectFrom('rune_belt').select('rune_id').execute();
  for (const row of runes) books.add(row.rune_id, 1);
  const jewels = await db.selectFrom('jewels').select('gem_type').execute();
  for (const row of jewels) books.add(jewelKey(row.gem_type), 1);
  const orders = await db.selectFrom('market_orders').selectAll().execute();
  for (const order of orders) {
    if (order.type === ORDER_TYPE_SELL) books.add(order.item_id, order.amount);
    else books.add('gold', buyOrderHeld(orderPrice(order), order.amount));
  }
  return books.total();
}

/** The economy counters summed over every player. */
export async function counterTotals(db: Db): Promise<{ created: Amounts; destroyed: Amounts }> {
  const rows = await db
    .selectFrom('economy_counters')
    .select(['item_id', 'created', 'destroyed'])
    .execute();
  const created = adder();
  const destroyed = adder();
  for (const row of rows) {
    created.add(row.item_id, row.created);
    destroyed.add(row.item_id, row.destroyed);
  }
  return { created: created.total(), destroyed: destroyed.total() };
}

/** `after - before` per item, zero changes left out. */
export function change(before: Amounts, after: Amounts): Amounts {
  const books = adder();
  for (const [itemId, amount] of Object.entries(after)) books.add(itemId, amount);
  for (const [itemId, amount] of Object.entries(before)) books.add(itemId, -amount);
  return books.total();
}

/** Sums lists of item amounts into one record. */
export function sumAmounts(
  ...lists: readonly (readonly { id: string; amount: number }[])[]
): Amounts {
  const books = adder();
  for (const list of lists) for (const { id, amount } of list) books.add(id, amount);
  return books.total();
}
