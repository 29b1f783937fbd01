/**
 * Land personnel: the five kinds, their bonus tiers, and the level and rarity caps.
 * Spec 002, sections 2, 3, 5 and 9.
 */
import {
  RuleInputError,
  assertAtLeast,
  assertInteger,
  assertIntegerInRange,
  assertOneOf,
} from '../guards';
import { roundToSignificant } from './land';

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

/** Gold for level 2, and for the top level 150 (GAME-FACTS.md, "Land"). */
const LEVEL_2_GOLD = 100_000;
const TOP_LEVEL_GOLD = 6_570_000_000;
const LEVEL_COST_SIGNIFICANT_FIGURES = 3;

/**
 * Gold to raise a person to `toLevel` (2 to 150). The spec gives none; ours follow a geometric
 * curve through the original's end points, 100,000 gold at level 2 and 6.57 billion at 150:
 * 100,000 x 65,700^((toLevel - 2)/148), about x1.078 a level, rounded to three significant
 * figures. GAME-FACTS.md ("Land, raids, personnel, portals").
 */
export function personnelLevelCost(toLevel: number): number {
  assertIntegerInRange('personnel target level', toLevel, 2, PERSONNEL_MAX_LEVEL);
  const growth = (TOP_LEVEL_GOLD / LEVEL_2_GOLD) ** ((toLevel - 2) / (PERSONNEL_MAX_LEVEL - 2));
  return roundToSignificant(LEVEL_2_GOLD * growth, LEVEL_COST_SIGNIFICANT_FIGURES);
}

/** Each rarity step costs this many credits more than the last (50, 100, ... 250). */
export const PERSONNEL_RARITY_CREDITS_STEP = 50;

/** Credits to raise a person to `toRarity` (2 to 6): 50, 100, 150, 200, 250. GAME-FACTS.md. */
export function personnelRarityCost(toRarity: number): number {
  assertIntegerInRange('personnel target rarity', toRarity, 2, PERSONNEL_MAX_RARITY);
  return PERSONNEL_RARITY_CREDITS_STEP * (toRarity - 1);
}

/** Each rarity above common adds this share of the tier bonus, in percent (our rule). */
export const PERSONNEL_RARITY_BONUS_PERCENT = 10;

/**
 * The bonus a person gives, in percent: the tier bonus of its level, raised by 10% of itself for
 * each rarity above common (the spec gives rarity no effect; a paid rarity should do something).
 * A level-150 rarity-6 scout gives 75 x 1.5 = 112.5% (a sure double, see the raid rewards).
 */
export function personnelEffectPercent(kind: PersonnelKind, level: number, rarity: number): number {
  assertPersonnelRarity(rarity);
  const steps = 100 + PERSONNEL_RARITY_BONUS_PERCENT * (rarity - 1);
  return (personnelBonusPercent(kind, level) * steps) / 100;
}

/**
 * A land cost after the quartermaster's discount of `percent` (our reading of the quartermaster:
 * plot upgrades and portal upgrades cost that much less), rounded in the player's favour by whole
 * units, never below 1 for a positive cost.
 */
export function quartermasterPrice(amount: number, percent: number): number {
  assertInteger('land cost', amount, 0);
  assertAtLeast('quartermaster percent', percent, 0);
  if (amount === 0) return 0;
  return Math.max(1, amount - Math.floor((amount * Math.min(percent, 100)) / 100));
}
