/**
 * The plot (land.php load, buyPlot, upgradePlot; spec 002 §2, §3, §9): bought once for the plot
 * cost, then upgraded level by level to the Empire. Costs leave the economy (destroyed).
 */
import type {
  LandBonus,
  LandChangeAnswer,
  LandData,
  LandPanelData,
  LoadLandAnswer,
} from '@idle/contracts';
import {
  formatNumber,
  LAND_MAX_LEVEL,
  landLevelBonuses,
  landLevelName,
  landLevelUpgradeCost,
  PLOT_COST,
} from '@idle/game-rules';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import {
  discountedCost,
  type Executor,
  landLevelOf,
  NO_PLOT_TEXT,
  notEnoughText,
  personnelPercent,
} from './effects';
import { insertPlot, setLandLevel } from './land.repository';
import { panelRaid } from './raids';
import { deleteRaidsOf } from './raids.repository';
import { deleteScoutedRaidsOf } from './scouted-raids.repository';

export const PLOT_OWNED_TEXT = 'You already own a plot of land.';
export const TOP_LEVEL_TEXT = 'Your land is already at its highest level.';

function bonusLines(level: number): LandBonus[] {
  const bonuses = landLevelBonuses(level);
  return [
    ['Maximum Autos', `+${formatNumber(bonuses.maxAutos)}`],
    ['Gold from mobs', `+${formatNumber(bonuses.mobGoldPercent)}%`],
    ['Resources', `+${formatNumber(bonuses.resourcePercent)}%`],
    ['Trinket chance', `+${formatNumber(bonuses.trinketChancePercent)}%`],
  ];
}

/** The plot's figures; upgrade costs with the quartermaster's discount. */
export function landDataOf(level: number, discountPercent: number): LandData {
  const top = level >= LAND_MAX_LEVEL;
  return {
    level,
    levelData: { name: landLevelName(level) },
    bonuses: bonusLines(level),
    nextLevelData: top ? null : { name: landLevelName(level + 1) },
    nextBonuses: top ? null : bonusLines(level + 1),
    nextLevelUpgradeCosts: top
      ? null
      : discountedCost(landLevelUpgradeCost(level + 1), discountPercent),
  };
}

async function landDataFor(db: Executor, userId: number, level: number): Promise<LandData> {
  return landDataOf(level, await personnelPercent(db, userId, 'quartermaster_1'));
}

export async function loadLand(game: GameContext, userId: number): Promise<LoadLandAnswer> {
  const level = await landLevelOf(game.db, userId);
  return { landData: level === 0 ? null : await landDataFor(game.db, userId, level) };
}

/** Buys the Camp; a new plot starts with no raid and today's scouted raids rolled afresh. */
export async function buyPlot(game: GameContext, userId: number): Promise<LandChangeAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    if ((await landLevelOf(trx, userId)) > 0) throw new GameError(PLOT_OWNED_TEXT);
    const itemsToRemove = PLOT_COST.map((line) => ({ id: line.itemId, amount: line.amount }));
    await removeItems(trx, userId, itemsToRemove, notEnoughText, 'destroyed');
    await insertPlot(trx, userId);
    await deleteRaidsOf(trx, userId);
    await deleteScoutedRaidsOf(trx, userId);
    return { itemsToRemove, landData: await landDataFor(trx, userId, 1) };
  });
}

export async function upgradePlot(game: GameContext, userId: number): Promise<LandChangeAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const level = await landLevelOf(trx, userId);
    if (level === 0) throw new GameError(NO_PLOT_TEXT);
    if (level >= LAND_MAX_LEVEL) throw new GameError(TOP_LEVEL_TEXT);
    const discount = await personnelPercent(trx, userId, 'quartermaster_1');
    const itemsToRemove = discountedCost(landLevelUpgradeCost(level + 1), discount);
    await removeItems(trx, userId, itemsToRemove, notEnoughText, 'destroyed');
    await setLandLevel(trx, userId, level + 1);
    return { itemsToRemove, landData: landDataOf(level + 1, discount) };
  });
}

/** The Land panel of the initial data: the level's name and the raid, or null without a plot. */
export async function landPanel(game: GameContext, userId: number): Promise<LandPanelData | null> {
  const level = await landLevelOf(game.db, userId);
  if (level === 0) return null;
  return {
    levelName: landLevelName(level),
    raid: await panelRaid(game.db, userId, game.clock.now()),
  };
}
