/** The black market: this month's bound credits and their price, and the two trades. */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  type BlackMarketCacheAnswer,
  type BlackMarketCreditsAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  RESOURCE_CACHE_ITEM,
  type CacheResourceChoice,
} from '@idle/game-rules';
import { applyItemChanges } from '@idle/state';

/** The item one credit buys. */
export const BOUND_CREDITS_ITEM = 'bound_credits';

export const useBlackMarket = () => useQuery(ENDPOINTS.blackMarket.blackMarket);

/** `blackMarketCredits`: one bound credit for gold; the month's count and next price follow. */
export async function buyBoundCredit(): Promise<BlackMarketCreditsAnswer> {
  const purchase = await api.call(ENDPOINTS.blackMarket.blackMarketCredits);
  applyItemChanges(
    [{ id: BOUND_CREDITS_ITEM, amount: 1 }],
    [{ id: MARKET_CURRENCY_ITEM, amount: purchase.cost }],
  );
  queryCache.update(ENDPOINTS.blackMarket.blackMarket, undefined, () => ({
    creditsPurchased: purchase.purchased,
    creditsCost: purchase.nextCost,
  }));
  return purchase;
}

/** `blackMarketCache`: `amount` resource caches traded for the resource chosen. */
export async function tradeResourceCaches(
  amount: number,
  resource: CacheResourceChoice,
): Promise<BlackMarketCacheAnswer> {
  const trade = await api.call(ENDPOINTS.blackMarket.blackMarketCache, { amount, resource });
  applyItemChanges(
    [{ id: trade.res, amount: trade.numRes }],
    [{ id: RESOURCE_CACHE_ITEM, amount: trade.numCache }],
  );
  return trade;
}
