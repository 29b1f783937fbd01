/**
 * Our rules where spec 002 is silent: which mods a new trinket gets and their base values, how
 * often trinkets drop and at which rarity, and what the equipped trinkets add to gains.
 * Written down in server/README.md ("Trinkets").
 */
import { assertAtLeast, assertIntegerInRange, RuleInputError } from '../guards';
import {
  assertTrinketRarity,
  TRINKET_MOD_ATTRIBUTES,
  TRINKET_MOD_BASE_MOB_GOLD,
  trinketModValue,
  type TrinketModId,
  type TrinketTypeId,
} from './trinkets';

/** The mods each type can roll: battling 1-8, gathering 11-18 (spec 002, section 3 table). */
export const TRINKET_MOD_POOLS = {
  1: [1, 2, 3, 4, 5, 6, 7, 8],
  2: [11, 12, 13, 14, 15, 16, 17, 18],
} as const satisfies Record<TrinketTypeId, readonly TrinketModId[]>;

/** A mod's base value is a whole number from 1 to 10. */
export const TRINKET_MOD_BASE_MIN = 1;
export const TRINKET_MOD_BASE_MAX = 10;

/**
 * How many different mods a trinket of a rarity has: as many as its rarity, 6 at most (rare 3,
 * epic 4, legendary 5, mythical and celestial 6).
 */
export function trinketModCount(rarity: number): number {
  return Math.min(assertTrinketRarity(rarity), 6);
}

/** A source of numbers in [0, 1). */
export type UnitRandom = () => number;

function pick(random: UnitRandom, min: number, max: number): number {
  const draw = random();
  if (!(draw >= 0 && draw < 1))
    throw new RuleInputError(`random draw must be in [0, 1), got ${draw}`);
  return min + Math.floor(draw * (max - min + 1));
}

/** A base value from {@link TRINKET_MOD_BASE_MIN} to {@link TRINKET_MOD_BASE_MAX}. */
export function rollTrinketModBase(random: UnitRandom): number {
  return pick(random, TRINKET_MOD_BASE_MIN, TRINKET_MOD_BASE_MAX);
}

/**
 * The mods of a new trinket: {@link trinketModCount} different mods of its type's pool, in pool
 * order, each with a rolled base value.
 */
export function rollTrinketMods(
  type: number,
  rarity: number,
  random: UnitRandom,
): [number, number][] {
  const pool: number[] = [
    ...TRINKET_MOD_POOLS[assertIntegerInRange('trinket type', type, 1, 2) as TrinketTypeId],
  ];
  const chosen: number[] = [];
  for (let left = trinketModCount(rarity); left > 0; left -= 1) {
    chosen.push(...pool.splice(pick(random, 0, pool.length - 1), 1));
  }
  return chosen.sort((a, b) => a - b).map((modId) => [modId, rollTrinketModBase(random)]);
}

/** A re-roll: the same mods, each with a new base value (GAME-FACTS: values, not which mods). */
export function rerollTrinketMods(
  mods: readonly (readonly [number, number])[],
  random: UnitRandom,
): [number, number][] {
  return mods.map(([modId]) => [modId, rollTrinketModBase(random)]);
}

/** About one trinket in 125,000 actions before modifiers (GAME-FACTS). */
export const TRINKET_BASE_DROP_CHANCE = 1 / 125_000;

/**
 * Chance of a trinket on one battling or gathering action: the base chance raised by
 * `bonusPercent` (land and treasure hunter together).
 */
export function trinketDropChance(bonusPercent: number): number {
  assertAtLeast('trinket chance bonus percent', bonusPercent, 0);
  return TRINKET_BASE_DROP_CHANCE * (1 + bonusPercent / 100);
}

/** Rarity of a dropped trinket, in per mille: mostly rare and epic, mythical one in 200. */
export const TRINKET_DROP_RARITY_PER_MILLE = [
  [3, 550],
  [4, 350],
  [5, 95],
  [6, 5],
] as const;

/** The rarity of a dropped trinket, from one draw in [0, 1). */
export function rollTrinketDropRarity(draw: number): number {
  let threshold = pick(() => draw, 0, 999);
  for (const [rarity, perMille] of TRINKET_DROP_RARITY_PER_MILLE) {
    if (threshold < perMille) return rarity;
    threshold -= perMille;
  }
  throw new RuleInputError('trinket drop rarities must add up to 1000 per mille');
}

/** What equipped trinkets add, from their mod values summed by mod id. */
export interface TrinketBonuses {
  /** Percent more battling exp (mod 1). */
  combatExpPercent: number;
  /** Percent more gold from mobs (mod 2). */
  goldPercent: number;
  /** Gold added to every mob's gold before percents (mod 6, its flat reading). */
  baseMobGold: number;
  /** Added to each of the five equipment attributes (mod 7, its flat reading). */
  attributes: number;
  /** Percent more gathering exp (mod 11). */
  gatheringExpPercent: number;
  /** Percent more resources from gathering (mod 12). */
  resourcePercent: number;
  /** Percent more gathering shards (mod 15). */
  gatheringShardsPercent: number;
  /** Percent more attribute points from a won battle (mod 3). */
  attributeGainPercent: number;
  /** Percent more mastery exp from a battle (mod 4). */
  masteryExpPercent: number;
  /** Percent more chance of each mob drop (mod 5). */
  battleDropPercent: number;
  /** Percent chance a mob drop comes doubled (mod 8). */
  battleDoubleItemsPercent: number;
  /** Percent more chance of each gathering drop (mod 14). */
  gatheringDropPercent: number;
  /** Percent more of the gathering action's base amount, before the other percents (mod 16). */
  baseResourcePercent: number;
  /** Added to the Item Rarity upgrade's percent on gathering drops (mod 17). */
  itemRarityPercent: number;
  /** Added to the Double Items upgrade's chance on gathering drops (mod 18). */
  gatheringDoubleItemsPercent: number;
}

export const NO_TRINKET_BONUSES: TrinketBonuses = {
  combatExpPercent: 0,
  goldPercent: 0,
  baseMobGold: 0,
  attributes: 0,
  gatheringExpPercent: 0,
  resourcePercent: 0,
  gatheringShardsPercent: 0,
  attributeGainPercent: 0,
  masteryExpPercent: 0,
  battleDropPercent: 0,
  battleDoubleItemsPercent: 0,
  gatheringDropPercent: 0,
  baseResourcePercent: 0,
  itemRarityPercent: 0,
  gatheringDoubleItemsPercent: 0,
};

/** A trinket as its bonuses need it: mods as [mod id, base], tier and rarity. */
export interface TrinketForBonuses {
  readonly mods: readonly (readonly [number, number])[];
  readonly tier: number;
  readonly rarity: number;
}

/**
 * The bonuses of the active trinkets (equipped and celestial): each mod's value (base x tier x
 * rarity multiplier, rounded up) read as value/10 percent, Base Mob Gold and Attributes as
 * their flat values. Mastery Boost of gathering trinkets (13) adds nothing: gathering has no
 * mastery.
 */
export function trinketBonuses(trinkets: readonly TrinketForBonuses[]): TrinketBonuses {
  const values = new Map<number, number>();
  for (const trinket of trinkets) {
    for (const [modId, base] of trinket.mods) {
      const value = trinketModValue(base, trinket.tier, trinket.rarity);
      values.set(modId, (values.get(modId) ?? 0) + value);
    }
  }
  const percent = (modId: number) => (values.get(modId) ?? 0) / 10;
  return {
    combatExpPercent: percent(1),
    goldPercent: percent(2),
    baseMobGold: values.get(TRINKET_MOD_BASE_MOB_GOLD) ?? 0,
    attributes: values.get(TRINKET_MOD_ATTRIBUTES) ?? 0,
    gatheringExpPercent: percent(11),
    resourcePercent: percent(12),
    gatheringShardsPercent: percent(15),
    attributeGainPercent: percent(3),
    masteryExpPercent: percent(4),
    battleDropPercent: percent(5),
    battleDoubleItemsPercent: percent(8),
    gatheringDropPercent: percent(14),
    baseResourcePercent: percent(16),
    itemRarityPercent: percent(17),
    gatheringDoubleItemsPercent: percent(18),
  };
}

/** Mod ids that {@link trinketBonuses} applies; the README lists them. */
export const APPLIED_TRINKET_MODS = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18] as const;

/**
 * A whole gain (attribute points, mastery exp) raised by `percent`: `gain x (1 + percent/100)`,
 * its whole part always and its fraction as the chance of one more, decided by `draw` in [0, 1)
 * (so +50% of 1 point gives 2 points half the time). No draw is taken without a fraction.
 */
export function boostedWholeGain(gain: number, percent: number, draw: () => number): number {
  assertAtLeast('gain', gain, 0);
  assertAtLeast('gain percent', percent, 0);
  // Thousandths of a unit (trinket percents have one decimal), rounded against float noise.
  const thousandths = Math.round(gain * (1000 + 10 * percent));
  const whole = Math.floor(thousandths / 1000);
  const fraction = thousandths % 1000;
  if (fraction === 0) return whole;
  return draw() * 1000 < fraction ? whole + 1 : whole;
}
