/**
 * Special areas (area type 2): each allows a number of won battles a day. Battles are added at
 * each new UTC day and saved up to a cap; land portals add more (spec 002 §9).
 */
import type { SpecialBattlesRemaining } from '@idle/contracts';
import type { Db } from '../../db/database';
import {
  dailySpecialBattlesWithTotem,
  portalEffects,
  SPECIAL_AREA_BATTLE_CAP,
  SPECIAL_BATTLES_PER_DAY,
} from '@idle/game-rules';
import { loadBonuses } from '../bonus-sources';
import type { BonusExecutor } from '../bonuses';
import { AREAS } from '../content/areas';
import { periodKeys } from '../players/statistics';
import { specialBattleRows } from './special-battles.repository';

/** The most battles a special area saves without a portal. */
export const SPECIAL_BATTLES_CAP = SPECIAL_AREA_BATTLE_CAP;

export const NO_SPECIAL_BATTLES_TEXT =
  'You have no battles left in this area today. More come at midnight (server time).';

export const SPECIAL_AREA_IDS = AREAS.filter((area) => area.type === 2).map((area) => area.id);

/** What a new day adds to a special area's battles, and the most it saves. */
export interface SpecialAllowance {
  perDay: number;
  cap: number;
}

/**
 * The player's allowance in each special area: the clan's special-area totem raises the day's
 * battles; the area's land portal adds 5 a day per level and holds 150 per level (game-rules
 * portalEffects; 100 without a portal).
 */
export async function specialAllowances(
  db: BonusExecutor,
  userId: number,
): Promise<ReadonlyMap<number, SpecialAllowance>> {
  const { clanTotems, landPortals: portals } = await loadBonuses(db, userId, [
    'clanTotems',
    'landPortals',
  ]);
  const perDay = dailySpecialBattlesWithTotem(SPECIAL_BATTLES_PER_DAY, clanTotems.specialAreaLevel);
  return new Map(
    SPECIAL_AREA_IDS.map((id) => {
      const portal = portalEffects(portals.get(id) ?? 0);
      return [id, { perDay: perDay + portal.dailyBattles, cap: portal.battleCap }];
    }),
  );
}

export async function specialAllowance(
  db: Db,
  userId: number,
  areaId: number,
): Promise<SpecialAllowance> {
  const allowance = (await specialAllowances(db, userId)).get(areaId);
  return allowance ?? { perDay: SPECIAL_BATTLES_PER_DAY, cap: SPECIAL_BATTLES_CAP };
}

/**
 * The battles of an area on `day`: a day's battles (`perDay`) added once per new day, up to the
 * cap.
 */
export function refilledSpecialBattles(
  saved: { remaining: number; day: string } | undefined,
  day: string,
  perDay = SPECIAL_BATTLES_PER_DAY,
  cap = SPECIAL_BATTLES_CAP,
): { remaining: number; day: string } {
  if (!saved) return { remaining: perDay, day };
  if (saved.day === day) return { remaining: Math.max(0, saved.remaining), day };
  return {
    remaining: Math.min(cap, Math.max(0, saved.remaining) + perDay),
    day,
  };
}

/** `areas.php?mod=loadSpecialBattlesRemaining`: battles left today in every special area. */
export async function specialBattlesRemaining(
  db: Db,
  userId: number,
  now: number,
): Promise<SpecialBattlesRemaining> {
  const rows = await specialBattleRows(db, userId);
  const day = periodKeys(now).day;
  const allowances = await specialAllowances(db, userId);
  return Object.fromEntries(
    SPECIAL_AREA_IDS.map((id) => {
      const allowance = allowances.get(id);
      return [
        String(id),
        refilledSpecialBattles(
          rows.find((row) => row.area_id === id),
          day,
          allowance?.perDay,
          allowance?.cap,
        ).remaining,
      ];
    }),
  );
}
