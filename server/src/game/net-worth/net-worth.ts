/**
 * `loadNetWorth`: what the caller owns, valued at the market's 7-day average (the item page's
 * figure, `marketValues`). Gold counts at face value; a buy order counts the gold it holds, a
 * sell order its items at their average. A jewel (equipped, listed or neither) counts at the
 * average price the jewel market sold its gem type and rarity at in those days. Trinkets (no
 * market) and whatever no sale of those days prices count 0 and are listed. Only the session's
 * player: the call names no one.
 */
import type { NetWorthAnswer, NotValued } from '@idle/contracts';
import {
  MARKET_AVERAGE_DAYS,
  MARKET_CURRENCY_ITEM,
  ORDER_TYPE_BUY,
  buyOrderHeld,
} from '@idle/game-rules';
import type { GameContext } from '../context';
import { orderPrice } from '../market/book';
import { marketValues } from '../market/history';
// One statement a part, each grouped in SQL so thousands of rows answer a row per kind; each
// lives in its table's repository.
import { heldItems } from '../inventory/items.repository';
import { jewelCountsWithSales } from '../inventory/jewels.repository';
import { openOrders } from '../market/market-orders.repository';
import { trinketCounts } from '../trinkets/trinkets.repository';

const DAY_MS = 86_400_000;

export async function loadNetWorth(game: GameContext, userId: number): Promise<NetWorthAnswer> {
  const db = game.db;
  // The same window as `marketValues`.
  const since = game.clock.now() - MARKET_AVERAGE_DAYS * DAY_MS + 1;
  const [values, items, jewels, trinkets, orders] = await Promise.all([
    marketValues(game),
    heldItems(db, userId),
    jewelCountsWithSales(db, userId, since),
    trinketCounts(db, userId),
    openOrders(db, userId),
  ]);
  const cents = new Map(values.values.map((value) => [value.itemid, value.averageCents]));
  const unpriced = new Map<string, number>();
  /** Hundredths of a gold for `amount` of the item; an unpriced one is noted and counts 0. */
  const valueCents = (itemId: string, amount: number) => {
    const each = cents.get(itemId);
    if (each === undefined) unpriced.set(itemId, (unpriced.get(itemId) ?? 0) + amount);
    return (each ?? 0) * amount;
  };

  let gold = 0;
  let inventoryCents = 0;
  for (const item of items) {
    if (item.item_id === MARKET_CURRENCY_ITEM) gold += item.amount;
    else inventoryCents += valueCents(item.item_id, item.amount);
  }
  let ordersCents = 0;
  for (const order of orders) {
    ordersCents +=
      order.type === ORDER_TYPE_BUY
        ? buyOrderHeld(orderPrice(order), order.amount) * 100
        : valueCents(order.item_id, order.amount);
  }

  // Each kind at its exact average, not rounded per jewel: the part rounds once below.
  let jewelsGold = 0;
  for (const kind of jewels) {
    if (kind.sales > 0) jewelsGold += (kind.amount * (kind.gold ?? 0)) / kind.sales;
  }

  const notValued: NotValued[] = [
    ...[...unpriced].map(([itemid, amount]): NotValued => ({ kind: 'item', itemid, amount })),
    ...jewels
      .filter((row) => row.sales === 0)
      .map((row): NotValued => ({
        kind: 'jewel',
        gemType: row.gem_type,
        rarity: row.rarity,
        amount: row.amount,
      })),
    ...trinkets.map((row): NotValued => ({
      kind: 'trinket',
      rarity: row.rarity,
      amount: row.amount,
    })),
  ];
  // Each part rounds to whole gold once, so the total is the sum the screen shows.
  const inventory = Math.round(inventoryCents / 100);
  const ordersGold = Math.round(ordersCents / 100);
  const jewelsPart = Math.round(jewelsGold);
  return {
    days: values.days,
    total: gold + inventory + jewelsPart + ordersGold,
    gold,
    inventory,
    jewels: jewelsPart,
    trinkets: 0,
    orders: ordersGold,
    notValued,
  };
}
