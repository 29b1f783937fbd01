/**
 * Test and story data of the black market: a player with gold and resource caches, the page's
 * answer and a server that sells credits at the month's rising price and trades caches.
 * Never imported by production code.
 */
import type { BlackMarketAnswer, InitialData, ItemDefinition } from '@idle/contracts';
import {
  blackMarketCreditPrice,
  cacheResourceItem,
  RESOURCE_CACHE_ITEM,
  RESOURCE_CACHE_YIELD,
} from '@idle/game-rules';
import { sampleApiAnswers, sampleInitialData, type FakeRequest } from '@idle/test-fixtures';

function resource(name: string): ItemDefinition {
  return {
    name,
    type: 'resource',
    rarity: 1,
    description: `${name}.`,
    useable: false,
    marketable: true,
  };
}

/** The sample player with 150,000 gold (one credit's worth, not two) and 12 resource caches. */
export function blackMarketInitialData(items: Record<string, number> = {}): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: {
      ...base.itemData,
      metal: resource('Metal'),
      wood: resource('Wood'),
      stone: resource('Stone'),
      [RESOURCE_CACHE_ITEM]: { ...resource('Resource Cache'), type: 'material' },
    },
    items: { ...base.items, gold: 150_000, [RESOURCE_CACHE_ITEM]: 12, ...items },
  };
}

/** `purchased` credits already bought this month, and the price of the next. */
export function sampleBlackMarket(purchased = 0): BlackMarketAnswer {
  return { creditsPurchased: purchased, creditsCost: blackMarketCreditPrice(purchased + 1) };
}

/** A black market that sells credits from `purchased` on and trades any caches asked. */
export function blackMarketApiAnswers(purchased = 0): Record<string, unknown> {
  let bought = purchased;
  return {
    ...sampleApiAnswers(),
    'store.php?mod=blackMarket': () => sampleBlackMarket(bought),
    'store.php?mod=blackMarketCredits': () => {
      bought += 1;
      return {
        purchased: bought,
        cost: blackMarketCreditPrice(bought),
        nextCost: blackMarketCreditPrice(bought + 1),
      };
    },
    'store.php?mod=blackMarketCache': (request: FakeRequest) => {
      const caches = Number(request.params.amount);
      return {
        res: cacheResourceItem(Number(request.params.resource)),
        numRes: caches * RESOURCE_CACHE_YIELD,
        numCache: caches,
      };
    },
  };
}
