/**
 * The jewel market of one gem type, and buying a listed jewel from it. When another player buys
 * one of the player's jewels, the live socket says which (`jewelSold`): the list of its gem type
 * is asked for again.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  JEWEL_SOLD_MESSAGE_TYPE,
  type BuyJewelMarketAnswer,
  type JewelListing,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { GEM_TYPE_IDS, MARKET_CURRENCY_ITEM, type GemTypeId } from '@idle/game-rules';
import { $jewels, applyItemChanges, readJewelSoldMessage } from '@idle/state';

/** The listed jewels of `gemType`; nothing is asked for a gem type that does not exist (null). */
export const useJewelMarket = (gemType: GemTypeId | null) =>
  useQuery(
    ENDPOINTS.jewelMarket.loadJewels,
    // The fields of a disabled query name no request; any gem type does.
    { gemType: gemType ?? GEM_TYPE_IDS[0] },
    { enabled: gemType !== null },
  );

/** `buyJewelMarket`: the jewel joins the player's jewels, its cost leaves the gold, the list. */
export async function buyJewel(listing: JewelListing): Promise<BuyJewelMarketAnswer> {
  const purchase = await api.call(ENDPOINTS.jewelMarket.buyJewelMarket, { id: listing.id });
  applyItemChanges([], [{ id: MARKET_CURRENCY_ITEM, amount: purchase.cost }]);
  $jewels.set([...$jewels.get(), purchase.jewel]);
  queryCache.update(ENDPOINTS.jewelMarket.loadJewels, { gemType: listing.gemType }, (listings) =>
    listings.filter((listed) => listed.id !== listing.id),
  );
  return purchase;
}

// Registered once, when the remote loads: a list kept or open follows the sale of the player's
// jewel whether a market screen is open or not (asked again, so a load in flight at the sale is
// not kept either). The gold arrives apart (`addItemsToUser`); the stores drop the jewel from the
// player's jewels (`applySocketMessage`).
bus.on('socket', (message) => {
  if (message.type !== JEWEL_SOLD_MESSAGE_TYPE) return;
  const sold = readJewelSoldMessage(message.data);
  if (sold === null) return;
  queryCache.invalidate(ENDPOINTS.jewelMarket.loadJewels, { gemType: sold.gemType });
});
