/**
 * The economy audit: for every item (jewels as `jewel:<gem type>`, trinkets as
 * `trinket:<rarity>`), what players hold plus what the market holds must equal what was created
 * minus what was destroyed (economy.ts). Holdings are the inventory, the rune belt, jewels
 * (listed ones included), trinkets, sell orders' items, buy orders' gold and clan storage.
 */
import {
  MARKET_CURRENCY_ITEM,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  buyOrderHeld,
} from '@idle/game-rules';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { orderPrice } from './market/book';

/** One item whose books do not balance. */
export interface EconomyDifference {
  itemId: string;
  /** What players and the market hold. */
  held: number;
  created: number;
  destroyed: number;
}

export interface EconomyAudit {
  /** How many items were checked. */
  items: number;
  /** Every item that does not balance, by item id. */
  differences: EconomyDifference[];
}

interface Books {
  held: number;
  created: number;
  destroyed: number;
}

export async function auditEconomy(db: Db): Promise<EconomyAudit> {
  const books = new Map<string, Books>();
  const entry = (itemId: string): Books => {
    let found = books.get(itemId);
    if (!found) books.set(itemId, (found = { held: 0, created: 0, destroyed: 0 }));
    return found;
  };
  const held = await sql<{ item_id: string; amount: number }>`
    select item_id, sum(amount) as amount from (
      select item_id, amount from items
      union all select rune_id as item_id, 1 as amount from rune_belt
      union all select item_id, amount from market_orders where type = ${ORDER_TYPE_SELL}
      union all select 'jewel:' || cast(gem_type as text) as item_id, 1 as amount from jewels
      union all select 'trinket:' || cast(rarity as text) as item_id, 1 as amount from trinkets
      union all select item_id, amount from clan_storage
    ) holdings group by item_id`.execute(db);
  for (const row of held.rows) entry(row.item_id).held += row.amount;

  // A buy order holds its gold by the same rule that took it and gives it back.
  const buyOrders = await db
    .selectFrom('market_orders')
    .select(['item_id', 'amount', 'cost', 'cost_dec'])
    .where('type', '=', ORDER_TYPE_BUY)
    .execute();
  const gold = entry(MARKET_CURRENCY_ITEM);
  for (const order of buyOrders) gold.held += buyOrderHeld(orderPrice(order), order.amount);

  const counted = await db
    .selectFrom('economy_counters')
    .select((eb) => [
      'item_id',
      eb.fn.sum<number>('created').as('created'),
      eb.fn.sum<number>('destroyed').as('destroyed'),
    ])
    .groupBy('item_id')
    .execute();
  for (const row of counted) {
    const books = entry(row.item_id);
    books.created += row.created;
    books.destroyed += row.destroyed;
  }

  const differences = [...books]
    .filter(([, b]) => b.held !== b.created - b.destroyed)
    .map(([itemId, b]) => ({ itemId, ...b }))
    .sort((a, b) => a.itemId.localeCompare(b.itemId));
  return { items: books.size, differences };
}
