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
import type { Db } from '../db/database';
import { playerTransaction } from '../db/transactions';
import { GATHERING } from './content/crafting';
import { findItem } from './content/items';
import type { GameContext } from './context';
import { removeItems } from './items';

export const NOT_ENOUGH_TEXT = (id: string) =>
  `You do not have enough ${findItem(id)?.name ?? id} for this upgrade.`;

export type GatheringUpgrades = LoadGatheringAnswer['upgrades'];

export async function loadUpgrades(
  db: Db,
  userId: number,
): Promise<{ level: number; upgrades: GatheringUpgrades }> {
  const rows = await db
    .selectFrom('gathering_upgrades')
    .select(['upgrade_id', 'level'])
    .where('user_id', '=', userId)
    .execute();
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
    const row = await trx
      .selectFrom('gathering_upgrades')
      .select('level')
      .where('user_id', '=', userId)
      .where('upgrade_id', '=', 0)
      .executeTakeFirst();
    const next = (row?.level ?? 0) + 1;
    const itemsToRemove = gatheringUpgradeLevelPayment(next, code).map((part) => ({
      id: part.itemId,
      amount: part.amount,
    }));
    await removeItems(trx, userId, itemsToRemove, NOT_ENOUGH_TEXT, 'destroyed');
    await trx
      .insertInto('gathering_upgrades')
      .values({ user_id: userId, upgrade_id: 0, level: next })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'upgrade_id']).doUpdateSet({ level: next }),
      )
      .execute();
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
    const row = await trx
      .selectFrom('gathering_upgrades')
      .select('level')
      .where('user_id', '=', userId)
      .where('upgrade_id', '=', id)
      .executeTakeFirst();
    const level = row?.level ?? 0;
    const cost = gatheringUpgradeCost(level);
    const itemsToRemove = cost > 0 ? [{ id: GATHERING_UPGRADE_COST_ITEM, amount: cost }] : [];
    await removeItems(trx, userId, itemsToRemove, NOT_ENOUGH_TEXT, 'destroyed');
    await trx
      .insertInto('gathering_upgrades')
      .values({ user_id: userId, upgrade_id: id, level: level + 1 })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'upgrade_id']).doUpdateSet({ level: level + 1 }),
      )
      .execute();
    return { id, level: level + 1, itemsToRemove };
  });
}
