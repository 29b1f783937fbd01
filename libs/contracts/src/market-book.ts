/**
 * Applying a fill's change (`MarketOrderChange`) to the answers a client keeps of the item
 * market: an item page (`loadItems`) and the player's listings (`yourListings`). Server and
 * client share it, so the server's tests check that a kept page with the change applied equals
 * a fresh load.
 */
import type {
  LoadItemsAnswer,
  MarketOrder,
  MarketOrderChange,
  YourListingsAnswer,
} from './api/market';

const SELL = 1;

/** The orders with the changed one's amount set, or without it once it left the book. */
function changedOrders(orders: MarketOrder[], change: MarketOrderChange): MarketOrder[] {
  return orders.flatMap((order) => {
    if (order.id !== change.orderId) return [order];
    return change.amount > 0 ? [{ ...order, amount: change.amount }] : [];
  });
}

/**
 * The side's best orders after the change: an order that left the shown ones makes room for
 * `entering`, the next best, which goes last. An order shown nowhere changes nothing shown.
 */
function changedSide(orders: MarketOrder[], change: MarketOrderChange): MarketOrder[] {
  if (!orders.some((order) => order.id === change.orderId)) return orders;
  const changed = changedOrders(orders, change);
  const { entering } = change;
  if (change.amount > 0 || entering === null) return changed;
  return changed.some((order) => order.id === entering.id) ? changed : [...changed, entering];
}

/** The page of the change's item with the change applied. */
export function applyOrderChange(
  page: LoadItemsAnswer,
  change: MarketOrderChange,
): LoadItemsAnswer {
  const side = change.type === SELL ? 'sellOrders' : 'buyOrders';
  return {
    ...page,
    [side]: changedSide(page[side], change),
    playerOrders: changedOrders(page.playerOrders, change),
  };
}

/** The player's listings with the change of one of their orders applied. */
export function applyListingChange(
  listings: YourListingsAnswer,
  change: MarketOrderChange,
): YourListingsAnswer {
  return {
    sellOrders: changedOrders(listings.sellOrders, change),
    buyOrders: changedOrders(listings.buyOrders, change),
  };
}
