/** store.php requests of the token store (spec 000 §5, §7). */
import { z } from 'zod';
import { FormId, formInt, modOnly } from './common';

export const TokenStoreQuery = modOnly('tokenStore');
/** `id`: an entry of the boss-token list. */
export const SpendBossTokensRequest = z.object({ mod: z.literal('spendBossTokens'), id: FormId });
/** `jewelType`: the gem type (1 to 4) to buy one more jewel slot of. */
export const BuyJewelSlotsRequest = z.object({
  mod: z.literal('buyJewelSlots'),
  jewelType: formInt('jewelType', 1, 4),
});
