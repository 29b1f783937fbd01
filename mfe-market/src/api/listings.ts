/**
 * The player's own orders over every item (`/market_your_listings`). A change that answers the
 * player's orders of one item (placing, cancelling) rebuilds them here: the server lists both
 * the same way, oldest first.
 */
import { queryCache, useQuery } from '@idle/api-client';
import { ENDPOINTS, type MarketOrder, type YourListingsAnswer } from '@idle/contracts';
import { ORDER_TYPE_BUY, ORDER_TYPE_SELL } from '@idle/game-rules';

export const useYourListings = () => useQuery(ENDPOINTS.market.yourListings);

/** One side of the listings with the orders of `itemid` replaced by `own`, oldest first. */
function withItemOrders(
  listed: readonly MarketOrder[],
  itemid: string,
  own: readonly MarketOrder[],
): MarketOrder[] {
  return [...listed.filter((order) => order.itemid !== itemid), ...own].sort(
    (left, right) => left.id - right.id,
  );
}

/** Writes what a change answered of the player's orders of `itemid` into the kept listings. */
export function showPlayerOrders(itemid: string, playerOrders: readonly MarketOrder[]): void {
  queryCache.update(ENDPOINTS.market.yourListings, undefined, (listings): YourListingsAnswer => ({
    sellOrders: withItemOrders(
      listings.sellOrders,
      itemid,
      playerOrders.filter((order) => order.type === ORDER_TYPE_SELL),
    ),
    buyOrders: withItemOrders(
      listings.buyOrders,
      itemid,
      playerOrders.filter((order) => order.type === ORDER_TYPE_BUY),
    ),
  }));
}
