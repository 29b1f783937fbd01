/** store.php requests of the black market (spec 002 §5, §7). */
import { z } from 'zod';
import { formInt, modOnly } from './common';

/** The resource cache amount box holds 6 digits (game-rules' RESOURCE_CACHE_TRADE_MAX). */
const RESOURCE_CACHE_TRADE_MAX = 999_999;

export const BlackMarketQuery = modOnly('blackMarket');
export const BlackMarketCreditsRequest = modOnly('blackMarketCredits');
/** `resource`: 1 metal, 2 wood, 3 stone. */
export const BlackMarketCacheRequest = z.object({
  mod: z.literal('blackMarketCache'),
  amount: formInt('amount', 1, RESOURCE_CACHE_TRADE_MAX),
  resource: formInt('resource', 1, 3),
});
