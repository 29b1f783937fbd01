/** items.php mod=sendItems answer (spec 002 §7). */
import type { ItemAmount } from './common';

/** What left the sender's inventory. */
export interface SendItemsAnswer {
  itemsToRemove: ItemAmount[];
}
