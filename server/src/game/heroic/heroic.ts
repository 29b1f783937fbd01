/**
 * Heroic upgrades (spec 002 §9, misc.php): heroic potions raise the potion doses up to a maximum
 * that grows one a month, heroic shards buy shard upgrades up to that maximum minus 60, and
 * upgrade stones buy the health and damage battling upgrades. Costs and caps are game-rules'.
 */
import type { LoadHeroicAnswer, UseHeroicAnswer, UseUpgradeStonesAnswer } from '@idle/contracts';
import {
  type BattlingUpgradeType,
  heroicMaxPotionDoses,
  heroicShardCost,
  heroicShardUpgradeCap,
  upgradeStoneCost,
  upgradeStoneItem,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import { readUser, updateUser } from '../accounts/users.repository';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { ITEMS } from '../content/items';
import { removeItems } from '../inventory/items';

/** The month the potion dose maximum started growing from 0 (one more each month since). */
export const HEROIC_START = { year: 2019, month: 0 };

export const MAX_DOSES_TEXT = 'You have used as many heroic potions as this month allows.';
export const MAX_SHARD_UPGRADES_TEXT = 'You have made as many shard upgrades as this month allows.';

export function maxHeroicDoses(now: number): number {
  const date = new Date(now);
  const months =
    (date.getUTCFullYear() - HEROIC_START.year) * 12 + (date.getUTCMonth() - HEROIC_START.month);
  return heroicMaxPotionDoses(Math.max(0, months));
}

const notEnough = (id: string) => `You do not have enough ${ITEMS[id]?.name ?? id}.`;

export function loadHeroic(game: GameContext): LoadHeroicAnswer {
  return { maxHeroic: maxHeroicDoses(game.clock.now()) };
}

async function heroicRow(db: Db, userId: number) {
  return readUser(db, userId, [
    'heroic_potion_doses',
    'heroic_shard_upgrades',
    'upgrade_health',
    'upgrade_damage',
  ]);
}

export async function useHeroicPotion(game: GameContext, userId: number): Promise<UseHeroicAnswer> {
  const max = maxHeroicDoses(game.clock.now());
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await heroicRow(trx, userId);
    if (row.heroic_potion_doses >= max) throw new GameError(MAX_DOSES_TEXT);
    const itemsToRemove = [{ id: 'heroic_potion', amount: 1 }];
    await removeItems(trx, userId, itemsToRemove, notEnough, 'destroyed');
    await updateUser(trx, userId, { heroic_potion_doses: row.heroic_potion_doses + 1 });
    return {
      heroic: {
        potionDoses: row.heroic_potion_doses + 1,
        shardUpgrades: row.heroic_shard_upgrades,
      },
      itemsToRemove,
    };
  });
}

export async function useHeroicShards(game: GameContext, userId: number): Promise<UseHeroicAnswer> {
  const cap = heroicShardUpgradeCap(maxHeroicDoses(game.clock.now()));
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await heroicRow(trx, userId);
    if (row.heroic_shard_upgrades >= cap) throw new GameError(MAX_SHARD_UPGRADES_TEXT);
    const itemsToRemove = [
      { id: 'heroic_shard', amount: heroicShardCost(row.heroic_shard_upgrades) },
    ];
    await removeItems(trx, userId, itemsToRemove, notEnough, 'destroyed');
    await updateUser(trx, userId, { heroic_shard_upgrades: row.heroic_shard_upgrades + 1 });
    return {
      heroic: {
        potionDoses: row.heroic_potion_doses,
        shardUpgrades: row.heroic_shard_upgrades + 1,
      },
      itemsToRemove,
    };
  });
}

export async function useUpgradeStones(
  game: GameContext,
  userId: number,
  type: BattlingUpgradeType,
): Promise<UseUpgradeStonesAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await heroicRow(trx, userId);
    const level = type === 'health' ? row.upgrade_health : row.upgrade_damage;
    const itemsToRemove = [{ id: upgradeStoneItem(type), amount: upgradeStoneCost(level) }];
    await removeItems(trx, userId, itemsToRemove, notEnough, 'destroyed');
    await updateUser(
      trx,
      userId,
      type === 'health' ? { upgrade_health: level + 1 } : { upgrade_damage: level + 1 },
    );
    return {
      upgrades: {
        health: type === 'health' ? level + 1 : row.upgrade_health,
        damage: type === 'damage' ? level + 1 : row.upgrade_damage,
      },
      itemsToRemove,
    };
  });
}
