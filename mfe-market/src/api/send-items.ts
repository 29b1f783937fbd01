/** Sending gold or a marketable item to another player (nothing is read: the items are stores). */
import { api } from '@idle/api-client';
import { ENDPOINTS, type SendItemsAnswer } from '@idle/contracts';
import { applyItemChanges } from '@idle/state';

/** `sendItems`: `amount` of `itemid` leaves the inventory for `username`. */
export async function sendItems(
  username: string,
  itemid: string,
  amount: number,
): Promise<SendItemsAnswer> {
  const sent = await api.call(ENDPOINTS.sendItems.sendItems, { username, itemid, amount });
  applyItemChanges([], sent.itemsToRemove);
  return sent;
}
