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
import type { Db } from '../../db/database';
import { counterTotals, heldTotals } from './economy-counters.repository';
import { orderPrice } from '../market/book';
import { listOrdersOfType } from '../market/market-orders.repository';

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
  for (const row of await heldTotals(db, ORDER_TYPE_SELL)) entry(row.item_id).held += row.amount;

  // A buy order holds its gold by the same rule that took it and gives it back.
  const buyOrders = await listOrdersOfType(db, ORDER_TYPE_BUY);
  const gold = entry(MARKET_CURRENCY_ITEM);
  for (const order of buyOrders) gold.held += buyOrderHeld(orderPrice(order), order.amount);

  for (const row of await counterTotals(db)) {
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
