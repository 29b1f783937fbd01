/** store.php requests: the black market (spec 002 §5, §7) and the token store (spec 000 §5, §7). */
import { z } from 'zod';
import { FormId, formInt, modOnly } from './common';

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

export const TokenStoreQuery = modOnly('tokenStore');
/** `id`: an entry of the boss-token list. */
export const SpendBossTokensRequest = z.object({ mod: z.literal('spendBossTokens'), id: FormId });
/** `jewelType`: the gem type (1 to 4) to buy one more jewel slot of. */
export const BuyJewelSlotsRequest = z.object({
  mod: z.literal('buyJewelSlots'),
  jewelType: formInt('jewelType', 1, 4),
});
