/** items.php mod=sendItems: gold or a marketable item given to another player (spec 002 §5, §7). */
import { z } from 'zod';
import { ItemId, PlayerName, formInt } from './common';

/** The 15-character amount box: at most fifteen nines. */
const SEND_AMOUNT_MAX = 999_999_999_999_999;

export const SendItemsRequest = z.object({
  mod: z.literal('sendItems'),
  username: PlayerName,
  itemid: ItemId,
  amount: formInt('amount', 1, SEND_AMOUNT_MAX),
});
