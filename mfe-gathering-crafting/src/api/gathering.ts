/**
 * `misc.php?mod=loadGathering` (the loot tables, the gathering upgrade level and upgrades 1-5), and
 * buying upgrade levels and upgrades, whose answers carry the new level.
 */
import { api, queryCache, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  type UpgradeGatheringLevelAnswer,
  type UpgradeGatheringUpgradeAnswer,
} from '@idle/contracts';
import type { GatheringUpgradeId, GatheringUpgradeLevelPurchaseCode } from '@idle/game-rules';
import { applyItemChanges } from '@idle/state';

export function useGathering() {
  return useQuery(ENDPOINTS.gathering.loadGathering);
}

/** Buys the next gathering upgrade level, paid in bulk or in one resource (`code`). */
export async function buyGatheringUpgradeLevel(
  code: GatheringUpgradeLevelPurchaseCode,
): Promise<UpgradeGatheringLevelAnswer> {
  const answer = await api.call(ENDPOINTS.gathering.upgradeGatheringUpgradeLevel, { c: code });
  applyItemChanges([], answer.itemsToRemove);
  queryCache.update(ENDPOINTS.gathering.loadGathering, undefined, (gathering) => ({
    ...gathering,
    upgradeLevel: answer.upgradeLevel,
  }));
  return answer;
}

/** Buys the next level of gathering upgrade `id`. */
export async function buyGatheringUpgrade(
  id: GatheringUpgradeId,
): Promise<UpgradeGatheringUpgradeAnswer> {
  const answer = await api.call(ENDPOINTS.gathering.upgradeGatheringUpgrade, { id });
  applyItemChanges([], answer.itemsToRemove);
  queryCache.update(ENDPOINTS.gathering.loadGathering, undefined, (gathering) => ({
    ...gathering,
    upgrades: { ...gathering.upgrades, [String(answer.id)]: answer.level },
  }));
  return answer;
}
