/**
 * Heroic upgrades (spec 002): this month's potion dose maximum, and the heroic potions, shards and
 * upgrade stones spent on the player's heroic bonus and battling upgrades.
 */
import { api, useQuery } from '@idle/api-client';
import { ENDPOINTS, type UseHeroicAnswer, type UseUpgradeStonesAnswer } from '@idle/contracts';
import type { BattlingUpgradeType } from '@idle/game-rules';
import { $misc, applyItemChanges } from '@idle/state';

/** `misc.php?mod=loadHeroic`: the potion dose maximum this month. */
export function useHeroic() {
  return useQuery(ENDPOINTS.heroic.loadHeroic);
}

function applyHeroic(answer: UseHeroicAnswer): UseHeroicAnswer {
  const misc = $misc.get();
  if (misc) $misc.set({ ...misc, heroic: answer.heroic });
  applyItemChanges([], answer.itemsToRemove);
  return answer;
}

/** Drinks one heroic potion: the doses used go up and the potion is spent. */
export async function drinkHeroicPotion(): Promise<UseHeroicAnswer> {
  return applyHeroic(await api.call(ENDPOINTS.heroic.useHeroicPotion));
}

/** Spends heroic shards on one shard upgrade. */
export async function spendHeroicShards(): Promise<UseHeroicAnswer> {
  return applyHeroic(await api.call(ENDPOINTS.heroic.useHeroicShards));
}

/** Buys the next level of the health or damage upgrade with its upgrade stones. */
export async function buyBattlingUpgrade(
  type: BattlingUpgradeType,
): Promise<UseUpgradeStonesAnswer> {
  const answer = await api.call(ENDPOINTS.heroic.useUpgradeStones, { type });
  const misc = $misc.get();
  if (misc) $misc.set({ ...misc, upgrades: answer.upgrades });
  applyItemChanges([], answer.itemsToRemove);
  return answer;
}
