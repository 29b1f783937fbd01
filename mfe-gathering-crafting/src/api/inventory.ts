/** The inventory's changes (`items.php`): drinking potions, deconstructing items. */
import { api } from '@idle/api-client';
import { ENDPOINTS, type RequestOf, type UseItemAnswer } from '@idle/contracts';
import { $misc, applyItemChanges } from '@idle/state';

/** Drinks `amount` potions of `id`; resolves how many were used. */
export async function drinkPotions(id: string, amount: number): Promise<number> {
  const answer = await api.call(ENDPOINTS.inventory.useItem, { id, amount });
  const used = Number.isFinite(answer.used) && answer.used > 0 ? answer.used : 0;
  applyItemChanges([], [{ id, amount: used }]);
  // Trust no shape: only a map of potions is merged into misc.potions.
  const potionData: unknown = answer.potionData;
  const misc = $misc.get();
  if (misc && typeof potionData === 'object' && potionData !== null) {
    $misc.set({
      ...misc,
      potions: { ...misc.potions, ...(potionData as UseItemAnswer['potionData']) },
    });
  }
  return used;
}

/** Deconstructs the items of `fields.data`; resolves what they gave. */
export async function destroyItems(fields: RequestOf<typeof ENDPOINTS.inventory.destroyItems>) {
  const answer = await api.call(ENDPOINTS.inventory.destroyItems, fields);
  const added = Array.isArray(answer.itemsToAdd) ? answer.itemsToAdd : [];
  const removed = Array.isArray(answer.itemsToRemove) ? answer.itemsToRemove : [];
  applyItemChanges(added, removed);
  return added;
}
