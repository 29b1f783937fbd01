/**
 * An item's market page: its order book and its depth by price, and the changes made on it
 * (buying from and selling to an order, placing, editing and cancelling the player's own). Each change writes what its answer carries
 * into the item stores and the kept answers (the book, the player's listings), and marks the
 * price history out of date when a trade added to it. A fill's answer, and the live socket's
 * message when another player fills one of the player's orders (`marketOrderFilled`), carry only
 * what changed on the book: the kept answers apply it, asking for nothing again.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  MARKET_ORDER_FILLED_MESSAGE_TYPE,
  applyListingChange,
  applyOrderChange,
  type BuyAnswer,
  type CancelOrderAnswer,
  type EditOrderAnswer,
  type LoadItemsAnswer,
  type MarketOrder,
  type MarketOrderChange,
  type PlaceBuyOrderAnswer,
  type PlaceSellOrderAnswer,
  type SellAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { MARKET_CURRENCY_ITEM } from '@idle/game-rules';
import { applyItemChanges } from '@idle/state';
import { showPlayerOrders } from './listings';

export const useMarketItem = (itemid: string) => useQuery(ENDPOINTS.market.loadItems, { itemid });

/**
 * The item's depth by price. Its own call, not part of `loadItems`: every change of the book
 * (a fill, a placed, edited or removed order) marks it out of date and it is asked again, a
 * small answer, while the fills' live messages stay as compact as they are.
 */
export const useMarketDepth = (itemid: string) =>
  useQuery(ENDPOINTS.market.marketDepth, { itemid });

function depthChanged(itemid: string): void {
  queryCache.invalidate(ENDPOINTS.market.marketDepth, { itemid });
}

/** The order form as checked on the client. */
export interface OrderFields {
  amount: number;
  cost: number;
  costDec: number;
  /** Taken whole or not at all. */
  bulk: boolean;
}

/** Writes the parts of the book a change answered afresh into the kept book of `itemid`. */
function showBook(itemid: string, changed: Partial<LoadItemsAnswer>): void {
  queryCache.update(ENDPOINTS.market.loadItems, { itemid }, (book) => ({ ...book, ...changed }));
}

/**
 * A fill changed an order: the kept book and listings apply the change (what is left of the
 * order; an emptied one goes and the next best takes its place), and the item's price history
 * has a new trade.
 */
function showOrderChange(change: MarketOrderChange): void {
  queryCache.invalidate(ENDPOINTS.market.priceHistory, { itemid: change.itemid });
  queryCache.invalidate(ENDPOINTS.market.tradeHistory);
  depthChanged(change.itemid);
  queryCache.update(ENDPOINTS.market.loadItems, { itemid: change.itemid }, (book) =>
    applyOrderChange(book, change),
  );
  queryCache.update(ENDPOINTS.market.yourListings, undefined, (listings) =>
    applyListingChange(listings, change),
  );
}

/** `buy`: takes `amount` from another player's sell order, paying its price. */
export async function buyFromOrder(order: MarketOrder, amount: number): Promise<BuyAnswer> {
  const bought = await api.call(ENDPOINTS.market.buy, { id: order.id, amount });
  applyItemChanges(
    [{ id: bought.itemid, amount: bought.amount }],
    [{ id: MARKET_CURRENCY_ITEM, amount: bought.cost }],
  );
  showOrderChange(bought.change);
  return bought;
}

/** `sell`: gives `amount` items into another player's buy order, for its gold less the tax. */
export async function sellToOrder(order: MarketOrder, amount: number): Promise<SellAnswer> {
  const sold = await api.call(ENDPOINTS.market.sell, { id: order.id, amount });
  applyItemChanges(
    [{ id: MARKET_CURRENCY_ITEM, amount: sold.goldReceived }],
    [{ id: sold.itemid, amount: sold.amount }],
  );
  showOrderChange(sold.change);
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
  depthChanged(itemid);
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
  depthChanged(itemid);
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
  depthChanged(order.itemid);
  return cancelled;
}

/** An edit of one of the player's orders, as the form checked it. */
export interface EditFields {
  amount: number;
  cost: number;
  costDec: number;
}

/**
 * `editOrder`: sets one of the player's orders to a new amount and price. It names the amount
 * the player saw, so a fill meanwhile refuses it rather than holding a surprise.
 */
export async function editOrder(order: MarketOrder, fields: EditFields): Promise<EditOrderAnswer> {
  const edited = await api.call(ENDPOINTS.market.editOrder, {
    orderid: order.id,
    itemid: order.itemid,
    was: order.amount,
    ...fields,
  });
  applyItemChanges(edited.itemsToAdd, edited.itemsToRemove);
  const side: Partial<LoadItemsAnswer> =
    'sellOrders' in edited ? { sellOrders: edited.sellOrders } : { buyOrders: edited.buyOrders };
  showBook(order.itemid, { ...side, playerOrders: edited.playerOrders });
  showPlayerOrders(order.itemid, edited.playerOrders);
  depthChanged(order.itemid);
  return edited;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The order as the server lists it, or null for another shape. */
function readOrder(data: unknown): MarketOrder | null {
  if (typeof data !== 'object' || data === null) return null;
  const order = data as Record<keyof MarketOrder, unknown>;
  const valid =
    isCount(order.id) &&
    typeof order.itemid === 'string' &&
    isCount(order.type) &&
    isCount(order.amount) &&
    isCount(order.cost) &&
    isCount(order.costDec) &&
    typeof order.bulk === 'boolean' &&
    isCount(order.userid) &&
    typeof order.username === 'string';
  return valid ? (order as MarketOrder) : null;
}

/** The change of a `marketOrderFilled` message, or null when the data has another shape. */
export function readOrderFilledMessage(data: unknown): MarketOrderChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const change = data as Record<keyof MarketOrderChange, unknown>;
  const entering = change.entering === null ? null : readOrder(change.entering);
  const valid =
    typeof change.itemid === 'string' &&
    change.itemid !== '' &&
    isCount(change.orderId) &&
    isCount(change.type) &&
    isCount(change.amount) &&
    (change.entering === null || entering !== null);
  return valid
    ? {
        itemid: change.itemid as string,
        orderId: change.orderId as number,
        type: change.type as number,
        amount: change.amount as number,
        entering,
      }
    : null;
}

// Registered once, when the remote loads: the kept answers follow another player's fills of
// the player's orders whether a market screen is open or not, from the change the message
// carries (never the book again). The gold or goods the fill brought arrive apart
// (`addItemsToUser`, followed by the item stores).
bus.on('socket', (message) => {
  if (message.type !== MARKET_ORDER_FILLED_MESSAGE_TYPE) return;
  const change = readOrderFilledMessage(message.data);
  if (change !== null) showOrderChange(change);
});
