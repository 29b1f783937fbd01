/**
 * Jewelcrafting and gem creation: gem level requirements and fragment costs, the jewel crafting
 * steps and auto-deconstruct. Spec 001, sections 3, 4, 5 and 9.
 */
import {
  RuleInputError,
  assertInteger,
  assertIntegerInRange,
  assertOneOf,
  assertSafeResult,
} from '../guards';
import { assertGemType, type GemTypeId } from '../jewels/jewels';

/** Jewelcrafting level a gem type needs, both to craft its jewel and to create the gem. */
export const GEM_LEVEL_REQUIREMENTS = { 1: 1, 2: 25, 3: 50, 4: 75 } as const satisfies Record<
  GemTypeId,
  number
>;

/** Gem fragments one gem of each type costs to create. */
export const GEM_FRAGMENT_COSTS = { 1: 75, 2: 500, 3: 1500, 4: 15000 } as const satisfies Record<
  GemTypeId,
  number
>;

/**
 * Gem fragments to create `amount` gems (whole number from 1) of a type: cost per gem times
 * amount. Spec 001, section 9.
 */
export function gemCreationFragmentCost(gemType: GemTypeId, amount: number): number {
  assertGemType(gemType);
  assertInteger('gem amount', amount, 1);
  return assertSafeResult('gem fragment cost', GEM_FRAGMENT_COSTS[gemType] * amount);
}

/**
 * Whether `amount` gems of a type can be created: the jewelcrafting level (from 1) meets the
 * gem's requirement and the fragments owned (from 0) cover the whole amount. Spec 001, section 5.
 */
export function canCreateGem(
  gemType: GemTypeId,
  level: number,
  fragments: number,
  amount: number,
): boolean {
  const cost = gemCreationFragmentCost(gemType, amount);
  assertInteger('jewelcrafting level', level, 1);
  assertInteger('gem fragments owned', fragments);
  return level >= GEM_LEVEL_REQUIREMENTS[gemType] && fragments >= cost;
}

/**
 * Whether a jewel of a gem type can be crafted: the jewelcrafting level (from 1) meets the
 * gem's requirement and at least one gem of that type is owned. Spec 001, section 5.
 */
export function canCraftJewel(gemType: GemTypeId, level: number, gemsOwned: number): boolean {
  assertGemType(gemType);
  assertInteger('jewelcrafting level', level, 1);
  assertInteger('gems owned', gemsOwned);
  return level >= GEM_LEVEL_REQUIREMENTS[gemType] && gemsOwned >= 1;
}

/** How strongly one jewelcrafting step improved a stat (the result's power, 1 to 3). */
export const JEWEL_STEP_POWER = { 1: 'barely', 2: 'improves', 3: 'perfectly' } as const;
export type JewelStepPower = keyof typeof JEWEL_STEP_POWER;
const JEWEL_STEP_POWER_IDS = [1, 2, 3] as const satisfies readonly JewelStepPower[];

/**
 * Line describing one jewelcrafting step, e.g. 'You perfectly improved the Attack.'. The
 * wording is ours; the spec gives only the three power words. Spec 001, section 4.
 */
export function jewelStepText(power: JewelStepPower, statName: string): string {
  assertOneOf('jewel step power', power, JEWEL_STEP_POWER_IDS);
  if (typeof statName !== 'string' || statName.trim() === '') {
    throw new RuleInputError('stat name must be a non-empty string');
  }
  const stat = statName.trim();
  switch (power) {
    case 1:
      return `You barely improved the ${stat}.`;
    case 2:
      return `You improved the ${stat}.`;
    case 3:
      return `You perfectly improved the ${stat}.`;
  }
}

/**
 * Auto-deconstruct floors offered by the selector: a finished jewel whose rarity is at or below
 * the floor is deconstructed at once. 0 (None) keeps every jewel. Spec 001, section 4.
 */
export const AUTO_DECONSTRUCT_FLOORS = {
  0: 'None',
  1: 'Common',
  2: 'Uncommon',
  3: 'Rare',
  4: 'Epic',
} as const;
export type AutoDeconstructFloor = keyof typeof AUTO_DECONSTRUCT_FLOORS;
export const AUTO_DECONSTRUCT_FLOOR_IDS = [
  0, 1, 2, 3, 4,
] as const satisfies readonly AutoDeconstructFloor[];

/**
 * Whether a finished jewel of `jewelRarity` (whole number from 1: 1 Common, 2 Uncommon, 3 Rare,
 * 4 Epic, higher rarities above) is deconstructed under `floor`: rarity at or below the floor.
 * Spec 001, section 4.
 */
export function shouldAutoDeconstruct(jewelRarity: number, floor: AutoDeconstructFloor): boolean {
  assertInteger('jewel rarity', jewelRarity, 1);
  assertIntegerInRange('auto-deconstruct floor', floor, 0, 4);
  return jewelRarity <= floor;
}

/** Chances of a jewelcrafting step's power 1 (barely), 2 and 3 (perfectly), in percent. Ours. */
export const JEWEL_POWER_WEIGHTS: Readonly<Record<1 | 2 | 3, number>> = { 1: 50, 2: 35, 3: 15 };
/** Perfect steps for each rarity step of a crafted jewel. Ours. */
export const PERFECTS_PER_RARITY = 2;
/** The highest rarity a crafted jewel reaches. Ours. */
export const JEWEL_CRAFTED_MAX_RARITY = 6;

/** A crafted jewel's rarity: 1, plus 1 for every 2 perfect steps, at most 6. Ours. */
export function jewelRarity(perfects: number): number {
  assertInteger('perfect steps', perfects);
  return Math.min(JEWEL_CRAFTED_MAX_RARITY, 1 + Math.floor(perfects / PERFECTS_PER_RARITY));
}
