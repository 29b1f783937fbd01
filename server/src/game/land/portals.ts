/**
 * Portals (land.php getPortalData, upgradePortal; spec 002 §3, §7, §9): one per special area.
 * A level gives 25 battles in its area at once, 5 more a day and holds 150 more (game-rules
 * portalEffects; special-areas.ts applies the daily part and the cap); the upgrade is paid one
 * of five ways (game-rules portalUpgradeCost) on the portal's base cost, less the
 * quartermaster's discount. Both calls answer each portal as the server now keeps it.
 */
import type { Portal, PortalDataAnswer, UpgradePortalAnswer } from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import {
  PORTAL_MAX_LEVEL,
  portalBaseCost,
  portalEffects,
  portalUpgradeCost,
  quartermasterPrice,
} from '@idle/game-rules';
import type { z } from 'zod';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { savedSpecialBattles, specialBattleWrite } from '../battle/special-battles.repository';
import { AREAS } from '../content/areas';
import type { GameContext } from '../context';
import { removeItems } from '../inventory/items';
import {
  refilledSpecialBattles,
  SPECIAL_AREA_IDS,
  type SpecialAllowance,
  specialAllowances,
} from '../battle/special-areas';
import { periodKeys } from '../players/statistics';
import {
  discountedCost,
  type Executor,
  landLevelOf,
  NO_PLOT_TEXT,
  notEnoughText,
  personnelPercent,
  portalLevelsOf,
} from './effects';
import { savePortalLevel } from './portals.repository';

export const UNKNOWN_PORTAL_TEXT = 'There is no such portal.';
export const MAX_PORTAL_TEXT = 'That portal is already at its highest level.';

/** The portal's base cost for its next level, discounted; 0 at the top level. */
function nextCost(level: number, discountPercent: number): number {
  return level >= PORTAL_MAX_LEVEL ? 0 : quartermasterPrice(portalBaseCost(level), discountPercent);
}

/** The portal of area `id` as the player's rows stand now (in `db`, a transaction or not). */
async function portalOf(
  db: Executor,
  userId: number,
  id: number,
  day: string,
  level: number,
  allowance: SpecialAllowance | undefined,
  discount: number,
): Promise<Portal> {
  const saved = await savedSpecialBattles(db, userId, id);
  return {
    id,
    name: `${AREAS.find((area) => area.id === id)?.name ?? 'Special Area'} Portal`,
    level,
    remaining: refilledSpecialBattles(saved, day, allowance?.perDay, allowance?.cap).remaining,
    cap: allowance?.cap ?? portalEffects(level).battleCap,
    cost: nextCost(level, discount),
  };
}

export async function portalData(game: GameContext, userId: number): Promise<PortalDataAnswer> {
  if ((await landLevelOf(game.db, userId)) === 0) throw new GameError(NO_PLOT_TEXT);
  const day = periodKeys(game.clock.now()).day;
  const [levels, allowances, discount] = await Promise.all([
    portalLevelsOf(game.db, userId),
    specialAllowances(game.db, userId),
    personnelPercent(game.db, userId, 'quartermaster_1'),
  ]);
  const portals: Portal[] = [];
  for (const id of SPECIAL_AREA_IDS) {
    const level = levels.get(id) ?? 0;
    portals.push(await portalOf(game.db, userId, id, day, level, allowances.get(id), discount));
  }
  return { portals };
}

/** Raises a portal a level and gives its area 25 battles at once (up to the raised cap). */
export async function upgradePortal(
  game: GameContext,
  userId: number,
  input: z.infer<typeof LandSchemas.UpgradePortalRequest>,
): Promise<UpgradePortalAnswer> {
  if (!SPECIAL_AREA_IDS.includes(input.id)) throw new GameError(UNKNOWN_PORTAL_TEXT);
  const day = periodKeys(game.clock.now()).day;
  return playerTransaction(game.db, [userId], async (trx) => {
    if ((await landLevelOf(trx, userId)) === 0) throw new GameError(NO_PLOT_TEXT);
    const level = (await portalLevelsOf(trx, userId)).get(input.id) ?? 0;
    if (level >= PORTAL_MAX_LEVEL) throw new GameError(MAX_PORTAL_TEXT);
    const discount = await personnelPercent(trx, userId, 'quartermaster_1');
    const itemsToRemove = discountedCost(
      portalUpgradeCost(portalBaseCost(level), input.uType),
      discount,
    );
    await removeItems(trx, userId, itemsToRemove, notEnoughText, 'destroyed');
    // Today's battles as they stand before the upgrade; the new level raises the cap.
    const before = (await specialAllowances(trx, userId)).get(input.id);
    const today = refilledSpecialBattles(
      await savedSpecialBattles(trx, userId, input.id),
      day,
      before?.perDay,
      before?.cap,
    );
    await savePortalLevel(trx, userId, input.id, level + 1);
    const after = (await specialAllowances(trx, userId)).get(input.id);
    const cap = after?.cap ?? portalEffects(level + 1).battleCap;
    const remaining = Math.min(cap, today.remaining + portalEffects(level + 1).battlesPerUpgrade);
    await specialBattleWrite(game.db)(trx, { userId, areaId: input.id, remaining, day });
    const portal = await portalOf(trx, userId, input.id, day, level + 1, after, discount);
    return { itemsToRemove, newCost: portal.cost, portal };
  });
}
