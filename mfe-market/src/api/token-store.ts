/** The token store: items for boss tokens, jewel slots for dungeoneering tokens. */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  type BossTokenStoreEntry,
  type BuyJewelSlotsAnswer,
  type SpendBossTokensAnswer,
} from '@idle/contracts';
import { $jewelSlots, applyItemChanges } from '@idle/state';

export const useTokenStore = () => useQuery(ENDPOINTS.tokenStore.tokenStore);

/** `spendBossTokens`: one of the entry's item for its boss tokens. */
export async function spendBossTokens(entry: BossTokenStoreEntry): Promise<SpendBossTokensAnswer> {
  const purchase = await api.call(ENDPOINTS.tokenStore.spendBossTokens, { id: entry.id });
  applyItemChanges(purchase.itemsToAdd, purchase.itemsToRemove);
  return purchase;
}

/** `buyJewelSlots`: one more jewel slot of `gemType`; the store shows the slots and next cost. */
export async function buyJewelSlot(gemType: number): Promise<BuyJewelSlotsAnswer> {
  const purchase = await api.call(ENDPOINTS.tokenStore.buyJewelSlots, { jewelType: gemType });
  applyItemChanges([], purchase.itemsToRemove);
  $jewelSlots.setKey(gemType, purchase.jewelSlots);
  queryCache.update(ENDPOINTS.tokenStore.tokenStore, undefined, (store) => ({
    ...store,
    jewelSlots: { ...store.jewelSlots, [gemType]: purchase.jewelSlots },
    jewelSlotsCost: { ...store.jewelSlotsCost, [gemType]: purchase.nextSlotCost },
  }));
  return purchase;
}
