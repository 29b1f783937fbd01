/**
 * Alchemy: the essence chance and whether a potion can be brewed. Spec 001, sections 3, 5 and 9.
 */
import { RuleInputError, assertAtLeast, assertInteger } from '../guards';
import { hasRequiredItems } from './items';
import type { ItemRequirement, OwnedItems } from './items';

/** From this alchemy level on, the essence chance grows. */
export const ALCHEMY_ESSENCE_BONUS_FROM_LEVEL = 30;
/** Chances are in tenths of a percent; this is 100%. */
export const ALCHEMY_ESSENCE_CHANCE_MAX = 1000;

function assertChance(name: string, value: number): number {
  assertAtLeast(name, value);
  if (value > ALCHEMY_ESSENCE_CHANCE_MAX) {
    throw new RuleInputError(`${name} must be at most ${ALCHEMY_ESSENCE_CHANCE_MAX}, got ${value}`);
  }
  return value;
}

/**
 * Essence chance at an alchemy level (whole number from 1), in tenths of a percent like the
 * potion's own `essenceChance` (0 to 1000; 125 means 12.5%): unchanged below level 30, times
 * (1 + (level - 30)/50) from level 30 (equal at 30), never above 1000 (100%). Not rounded: the
 * display rounds. Spec 001, section 9.
 */
export function alchemyEssenceChance(baseChance: number, level: number): number {
  assertChance('base essence chance', baseChance);
  assertInteger('alchemy level', level, 1);
  const chance =
    level < ALCHEMY_ESSENCE_BONUS_FROM_LEVEL
      ? baseChance
      : (baseChance * (50 + level - ALCHEMY_ESSENCE_BONUS_FROM_LEVEL)) / 50;
  return Math.min(ALCHEMY_ESSENCE_CHANCE_MAX, chance);
}

/**
 * Percent text of an essence chance in tenths of a percent (0 to 1000): the value divided by
 * 10, rounded to 2 decimals, trailing zeros dropped (125 -> '12.5', 1000 -> '100',
 * 127.5 -> '12.75').
 * Spec 001, section 9.
 */
export function alchemyEssenceChanceDisplay(chance: number): string {
  assertChance('essence chance', chance);
  // Rounding hundredths of the percent value: chance / 10 * 100 = chance * 10.
  return String(Math.round(chance * 10) / 100);
}

/**
 * Whether a potion can be brewed `crafts` times (whole number from 1, default 1): the alchemy
 * level meets `levelRequired` and the player owns every required item `crafts` times over.
 * Spec 001, section 3 (the requirement list has the [item, amount] shape of runes).
 */
export function canBrew(
  levelRequired: number,
  level: number,
  itemsOwned: OwnedItems,
  itemsRequired: readonly ItemRequirement[],
  crafts = 1,
): boolean {
  assertInteger('required alchemy level', levelRequired, 1);
  assertInteger('alchemy level', level, 1);
  const hasItems = hasRequiredItems(itemsOwned, itemsRequired, crafts);
  return level >= levelRequired && hasItems;
}
