/**
 * Gathering (spec 001) outside the ticks: the loot tables, the gathering upgrade level and
 * upgrades 1-5. The ticks are actions/handlers/gathering.ts.
 */
import type {
  LoadGatheringAnswer,
  UpgradeGatheringLevelAnswer,
  UpgradeGatheringUpgradeAnswer,
} from '@idle/contracts';
import {
  GATHERING_UPGRADE_COST_ITEM,
  type GatheringUpgradeId,
  type GatheringUpgradeLevelPurchaseCode,
  gatheringUpgradeCost,
  gatheringUpgradeLevelPayment,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { GATHERING } from '../content/crafting';
import { findItem } from '../content/items';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import {
  gatheringUpgradeLevel,
  gatheringUpgradeLevels,
  setGatheringUpgradeLevel,
} from './gathering-upgrades.repository';

export const NOT_ENOUGH_TEXT = (id: string) =>
  `You do not have enough ${findItem(id)?.name ?? id} for this upgrade.`;

export type GatheringUpgrades = LoadGatheringAnswer['upgrades'];

export async function loadUpgrades(
  db: Db,
  userId: number,
): Promise<{ level: number; upgrades: GatheringUpgrades }> {
  const rows = await gatheringUpgradeLevels(db, userId);
  const levelOf = (id: number) => rows.find((row) => row.upgrade_id === id)?.level ?? 0;
  return {
    level: levelOf(0),
    upgrades: {
      '1': levelOf(1),
      '2': levelOf(2),
      '3': levelOf(3),
      '4': levelOf(4),
      '5': levelOf(5),
    },
  };
}

export async function loadGathering(
  game: GameContext,
  userId: number,
): Promise<LoadGatheringAnswer> {
  const { level, upgrades } = await loadUpgrades(game.db, userId);
  return { skills: GATHERING, upgradeLevel: level, upgrades };
}

/** Raises the gathering upgrade level by one, paid in bulk (c 1) or in one resource (11-13). */
export async function upgradeGatheringLevel(
  game: GameContext,
  userId: number,
  code: GatheringUpgradeLevelPurchaseCode,
): Promise<UpgradeGatheringLevelAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const next = ((await gatheringUpgradeLevel(trx, userId, 0)) ?? 0) + 1;
    const itemsToRemove = gatheringUpgradeLevelPayment(next, code).map((part) => ({
      id: part.itemId,
      amount: part.amount,
    }));
    await removeItems(trx, userId, itemsToRemove, NOT_ENOUGH_TEXT, 'destroyed');
    await setGatheringUpgradeLevel(trx, userId, 0, next);
    return { upgradeLevel: next, itemsToRemove };
  });
}

/** Raises gathering upgrade `id` (1-5) by one point, paid in gathering shards. */
export async function upgradeGatheringUpgrade(
  game: GameContext,
  userId: number,
  id: GatheringUpgradeId,
): Promise<UpgradeGatheringUpgradeAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const level = (await gatheringUpgradeLevel(trx, userId, id)) ?? 0;
    const cost = gatheringUpgradeCost(level);
    const itemsToRemove = cost > 0 ? [{ id: GATHERING_UPGRADE_COST_ITEM, amount: cost }] : [];
    await removeItems(trx, userId, itemsToRemove, NOT_ENOUGH_TEXT, 'destroyed');
    await setGatheringUpgradeLevel(trx, userId, id, level + 1);
    return { id, level: level + 1, itemsToRemove };
  });
}
