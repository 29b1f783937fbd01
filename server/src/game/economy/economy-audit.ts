/**
 * The economy audit: for every item (jewels as `jewel:<gem type>`, trinkets as
 * `trinket:<rarity>`), what players hold plus what the market holds must equal what was created
 * minus what was destroyed (economy.ts). Holdings are the inventory, the rune belt, jewels
 * (listed ones included), trinkets, sell orders' items, buy orders' gold and clan storage.
 * Created and destroyed are the players' counters plus what operators granted and took as
 * compensation (`operator_item_flows`), which the audit also answers by operator.
 */
import {
  MARKET_CURRENCY_ITEM,
  ORDER_TYPE_BUY,
  ORDER_TYPE_SELL,
  buyOrderHeld,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { counterTotals, heldTotals } from './economy-counters.repository';
import { operatorFlows } from './operator-item-flows.repository';
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

/** One item's books; of `created` and `destroyed`, what operators granted and took. */
export interface EconomyBooks extends EconomyDifference {
  operatorCreated: number;
  operatorDestroyed: number;
}

/** What one operator granted and took of one item, over all time. */
export interface OperatorFlow {
  operatorId: number;
  itemId: string;
  created: number;
  destroyed: number;
}

export interface EconomyAudit {
  /** How many items were checked. */
  items: number;
  /** Every item that does not balance, by item id. */
  differences: EconomyDifference[];
  /** Every item's books, by item id. */
  books: EconomyBooks[];
  /** Every operator's grants and takes, by item, then operator. */
  operatorFlows: OperatorFlow[];
}

interface Books {
  held: number;
  created: number;
  destroyed: number;
  operatorCreated: number;
  operatorDestroyed: number;
}

export async function auditEconomy(db: Db): Promise<EconomyAudit> {
  const books = new Map<string, Books>();
  const entry = (itemId: string): Books => {
    let found = books.get(itemId);
    if (!found) {
      found = { held: 0, created: 0, destroyed: 0, operatorCreated: 0, operatorDestroyed: 0 };
      books.set(itemId, found);
    }
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

  const flows = await operatorFlows(db);
  for (const row of flows) {
    const books = entry(row.item_id);
    books.created += row.created;
    books.destroyed += row.destroyed;
    books.operatorCreated += row.created;
    books.operatorDestroyed += row.destroyed;
  }

  const sorted = [...books]
    .map(([itemId, b]) => ({ itemId, ...b }))
    .sort((a, b) => a.itemId.localeCompare(b.itemId));
  const differences = sorted
    .filter((b) => b.held !== b.created - b.destroyed)
    .map(({ itemId, held, created, destroyed }) => ({ itemId, held, created, destroyed }));
  return {
    items: books.size,
    differences,
    books: sorted,
    operatorFlows: flows.map((row) => ({
      operatorId: row.operator_id,
      itemId: row.item_id,
      created: row.created,
      destroyed: row.destroyed,
    })),
  };
}
