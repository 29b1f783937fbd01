/**
 * An item's market page: its order book, and the changes made on it (buying from and selling to
 * an order, placing and cancelling the player's own). Each change writes what its answer carries
 * into the item stores and the kept answers (the book, the player's listings), and marks the
 * price history out of date when a trade added to it. When another player fills one of the
 * player's orders, the live socket says which item's book changed (`marketOrderFilled`): its
 * answers are asked for again, whether a screen shows them now or later.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  MARKET_ORDER_FILLED_MESSAGE_TYPE,
  type BuyAnswer,
  type CancelOrderAnswer,
  type LoadItemsAnswer,
  type MarketOrder,
  type PlaceBuyOrderAnswer,
  type PlaceSellOrderAnswer,
  type SellAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_CURRENCY_ITEM, MARKET_ORDERS_SHOWN } from '@idle/game-rules';
import { applyItemChanges } from '@idle/state';
import { showPlayerOrders } from './listings';

export const useMarketItem = (itemid: string) => useQuery(ENDPOINTS.market.loadItems, { itemid });

/** The order form as checked on the client. */
export interface OrderFields {
  amount: number;
  cost: number;
  costDec: number;
  /** Taken whole or not at all. */
  bulk: boolean;
}

type BookSide = 'sellOrders' | 'buyOrders';

/** Writes the parts of the book a change answered afresh into the kept book of `itemid`. */
function showBook(itemid: string, changed: Partial<LoadItemsAnswer>): void {
  queryCache.update(ENDPOINTS.market.loadItems, { itemid }, (book) => ({ ...book, ...changed }));
}

/**
 * A trade took `amount` from the order: the kept book shows what is left of it (an emptied order
 * goes), and the item's price history has a new trade.
 */
function takeFromOrder(itemid: string, order: MarketOrder, side: BookSide, amount: number): void {
  queryCache.invalidate(ENDPOINTS.market.priceHistory, { itemid });
  const kept = queryCache.get(ENDPOINTS.market.loadItems, { itemid });
  if (kept === undefined) return;
  const left = (kept[side].find((shown) => shown.id === order.id) ?? order).amount - amount;
  if (left <= 0 && kept[side].length >= MARKET_ORDERS_SHOWN) {
    // The server sends only the best orders: one the page was not sent now takes the room.
    queryCache.invalidate(ENDPOINTS.market.loadItems, { itemid });
    return;
  }
  showBook(itemid, {
    [side]: kept[side].flatMap((shown) => {
      if (shown.id !== order.id) return [shown];
      return left <= 0 ? [] : [{ ...shown, amount: left }];
    }),
  });
}

/** `buy`: takes `amount` from another player's sell order, paying its price. */
export async function buyFromOrder(order: MarketOrder, amount: number): Promise<BuyAnswer> {
  const bought = await api.call(ENDPOINTS.market.buy, { id: order.id, amount });
  applyItemChanges(
    [{ id: bought.itemid, amount: bought.amount }],
    [{ id: MARKET_CURRENCY_ITEM, amount: bought.cost }],
  );
  takeFromOrder(bought.itemid, order, 'sellOrders', bought.amount);
  return bought;
}

/** `sell`: gives `amount` items into another player's buy order, for its gold less the tax. */
export async function sellToOrder(order: MarketOrder, amount: number): Promise<SellAnswer> {
  const sold = await api.call(ENDPOINTS.market.sell, { id: order.id, amount });
  applyItemChanges(
    [{ id: MARKET_CURRENCY_ITEM, amount: sold.goldReceived }],
    [{ id: sold.itemid, amount: sold.amount }],
  );
  takeFromOrder(sold.itemid, order, 'buyOrders', sold.amount);
  return sold;
}

function orderRequest(itemid: string, fields: OrderFields) {
  return { itemid, ...fields, bulk: fields.bulk ? 1 : 0 };
}

/** `placeSellOrder`: lists `fields.amount` of the item, which the order holds from now on. */
export async function placeSellOrder(
  itemid: string,
  fields: OrderFields,
): Promise<PlaceSellOrderAnswer> {
  const placed = await api.call(ENDPOINTS.market.placeSellOrder, orderRequest(itemid, fields));
  applyItemChanges([], [{ id: itemid, amount: fields.amount }]);
  showBook(itemid, { sellOrders: placed.sellOrders, playerOrders: placed.playerOrders });
  showPlayerOrders(itemid, placed.playerOrders);
  return placed;
}

/** `placeBuyOrder`: bids for the item, the order holding the gold it may pay. */
export async function placeBuyOrder(
  itemid: string,
  fields: OrderFields,
): Promise<PlaceBuyOrderAnswer> {
  const placed = await api.call(ENDPOINTS.market.placeBuyOrder, orderRequest(itemid, fields));
  applyItemChanges([], [{ id: MARKET_CURRENCY_ITEM, amount: placed.goldRequired }]);
  showBook(itemid, { buyOrders: placed.buyOrders, playerOrders: placed.playerOrders });
  showPlayerOrders(itemid, placed.playerOrders);
  return placed;
}

/** `cancelOrder`: removes one of the player's orders, giving back what it still held. */
export async function cancelOrder(order: MarketOrder): Promise<CancelOrderAnswer> {
  const cancelled = await api.call(ENDPOINTS.market.cancelOrder, {
    orderid: order.id,
    itemid: order.itemid,
  });
  applyItemChanges(cancelled.itemsToAdd);
  const side: Partial<LoadItemsAnswer> =
    'sellOrders' in cancelled
      ? { sellOrders: cancelled.sellOrders }
      : { buyOrders: cancelled.buyOrders };
  showBook(order.itemid, { ...side, playerOrders: cancelled.playerOrders });
  showPlayerOrders(order.itemid, cancelled.playerOrders);
  return cancelled;
}

/** The item of a `marketOrderFilled` message, or null when the data has another shape. */
export function readOrderFilledMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const itemid: unknown = (data as { itemid?: unknown }).itemid;
  return typeof itemid === 'string' && itemid !== '' ? itemid : null;
}

// Registered once, when the remote loads: the kept answers follow another player's fills of
// the player's orders whether a market screen is open or not. The gold or goods the fill brought
// arrive apart (`addItemsToUser`, followed by the item stores).
bus.on('socket', (message) => {
  if (message.type !== MARKET_ORDER_FILLED_MESSAGE_TYPE) return;
  const itemid = readOrderFilledMessage(message.data);
  if (itemid === null) return;
  queryCache.invalidate(ENDPOINTS.market.loadItems, { itemid });
  queryCache.invalidate(ENDPOINTS.market.priceHistory, { itemid });
  queryCache.invalidate(ENDPOINTS.market.yourListings);
});
