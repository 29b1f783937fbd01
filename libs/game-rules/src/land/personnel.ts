/**
 * Land personnel: the five kinds, their bonus tiers, and the level and rarity caps.
 * Spec 002, sections 2, 3, 5 and 9.
 */
import { RuleInputError, assertIntegerInRange, assertOneOf } from '../guards';

/** Personnel levels run from 1 to this; the level upgrade is offered only below it. */
export const PERSONNEL_MAX_LEVEL = 150;
/** Personnel rarities run from 1 to this; the rarity upgrade is offered only below it. */
export const PERSONNEL_MAX_RARITY = 6;
/** Bonus tiers are reached at these levels. */
export const PERSONNEL_BONUS_TIER_LEVELS = [50, 75, 100, 125, 150] as const;

/**
 * The five kinds of personnel, keyed as in the spec, with the bonus percent at each tier level
 * (same order as {@link PERSONNEL_BONUS_TIER_LEVELS}). What the bonus is follows the spec where it
 * says: the scout's double loot chance, the dungeon keeper's extra dungeoneering tokens and the
 * labyrinth keeper's extra labyrinth experience; the server's description says the rest.
 */
export const PERSONNEL = {
  scout: { name: 'Scout', bonusPercentByTier: [5, 15, 30, 50, 75] },
  treasure_hunter: { name: 'Treasure Hunter', bonusPercentByTier: [10, 30, 60, 80, 100] },
  quartermaster_1: { name: 'Quartermaster', bonusPercentByTier: [2, 5, 10, 25, 50] },
  dungeon_keeper: { name: 'Dungeon Keeper', bonusPercentByTier: [2, 5, 10, 20, 40] },
  labyrinth_keeper: { name: 'Labyrinth Keeper', bonusPercentByTier: [10, 20, 40, 80, 160] },
} as const;
export type PersonnelKind = keyof typeof PERSONNEL;
export const PERSONNEL_KINDS = Object.keys(PERSONNEL) as PersonnelKind[];

function assertPersonnelLevel(level: number): number {
  return assertIntegerInRange('personnel level', level, 1, PERSONNEL_MAX_LEVEL);
}

function assertPersonnelRarity(rarity: number): number {
  return assertIntegerInRange('personnel rarity', rarity, 1, PERSONNEL_MAX_RARITY);
}

/**
 * The bonus of personnel `kind` at `level` (1 to 150), in percent: the highest tier reached,
 * 0 below level 50. E.g. a scout gives 5% at 50 to 74, 15% at 75 and 75% at 150.
 * Spec 002, section 9.
 */
export function personnelBonusPercent(kind: PersonnelKind, level: number): number {
  assertOneOf('personnel kind', kind, PERSONNEL_KINDS);
  assertPersonnelLevel(level);
  const tiersReached = PERSONNEL_BONUS_TIER_LEVELS.filter((tierLevel) => level >= tierLevel).length;
  if (tiersReached === 0) return 0;
  const percent = PERSONNEL[kind].bonusPercentByTier[tiersReached - 1];
  if (percent === undefined)
    throw new RuleInputError(`personnel tier ${tiersReached} has no bonus`);
  return percent;
}

/** Whether the level upgrade is offered: only below level 150. Spec 002, section 5. */
export function canUpgradePersonnelLevel(level: number): boolean {
  return assertPersonnelLevel(level) < PERSONNEL_MAX_LEVEL;
}

/** Whether the rarity upgrade is offered: only below rarity 6. Spec 002, section 5. */
export function canUpgradePersonnelRarity(rarity: number): boolean {
  return assertPersonnelRarity(rarity) < PERSONNEL_MAX_RARITY;
}
