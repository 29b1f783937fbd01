/** The jewel market of one gem type, and buying a listed jewel from it. */
import { api, queryCache, useQuery } from '@idle/api-client';
import { ENDPOINTS, type BuyJewelMarketAnswer, type JewelListing } from '@idle/contracts';
import { GEM_TYPE_IDS, MARKET_CURRENCY_ITEM, type GemTypeId } from '@idle/game-rules';
import { $jewels, applyItemChanges } from '@idle/state';

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
