/** The jewel market's requests (market.php lists, equipment.php sells, removes and buys). */
import { z } from 'zod';
import { FormId, formInt } from './common';

/** The jewel market of one gem type (1 Sapphire, 2 Ruby, 3 Emerald, 4 Diamond). */
export const LoadJewelsRequest = z.object({
  mod: z.literal('loadJewels'),
  gemType: formInt('gemType', 1, 4),
});

export const SellJewelMarketRequest = z.object({
  mod: z.literal('sellJewelMarket'),
  id: FormId,
  cost: formInt('cost', 1, 999_999_999_999),
});
export const RemoveJewelMarketRequest = z.object({
  mod: z.literal('removeJewelMarket'),
  id: FormId,
});
/** `equipment.php mod=buyJewelMarket`: buy a jewel listed on the jewel market. */
export const BuyJewelMarketRequest = z.object({ mod: z.literal('buyJewelMarket'), id: FormId });
