/**
 * Runecrafting: the attempt and success chances, the chance calculator's level input, whether a
 * rune can be crafted and the order of the rune list. Spec 001, sections 2, 3, 4, 5 and 9.
 *
 * Every chance here is a PERCENT from 0 to 100 (75 means 75%), both in the rune data
 * (startChance, endChance) and in the answers.
 */
import { formatNumber } from '../display/number-format';
import { RuleInputError, assertFinite, assertInteger } from '../guards';
import { hasRequiredItems } from './items';
import type { ItemRequirement, OwnedItems } from './items';

/** The part of a rune's crafting data that sets its attempt chance. Chances in percent. */
export interface RuneChanceRange {
  readonly startLevel: number;
  readonly endLevel: number;
  readonly startChance: number;
  readonly endChance: number;
}

function assertPercent(name: string, value: number): number {
  assertFinite(name, value);
  if (value < 0 || value > 100) {
    throw new RuleInputError(`${name} must be a percent from 0 to 100, got ${value}`);
  }
  return value;
}

function assertRange(range: RuneChanceRange): void {
  assertInteger('rune start level', range.startLevel, 1);
  assertInteger('rune end level', range.endLevel, range.startLevel);
  assertPercent('rune start chance', range.startChance);
  assertPercent('rune end chance', range.endChance);
}

/**
 * Chance in percent that one attempt succeeds at a runecrafting level (whole number from 1):
 * linear from startChance at startLevel to endChance at endLevel, and endChance above endLevel.
 * Answers null below startLevel, where the rune cannot be crafted at all (a state the
 * calculator and the list show, not an input error). Spec 001, section 9.
 */
export function runeAttemptChance(range: RuneChanceRange, level: number): number | null {
  assertRange(range);
  assertInteger('runecrafting level', level, 1);
  if (level < range.startLevel) return null;
  if (level >= range.endLevel) return range.endChance;
  const progress = (level - range.startLevel) / (range.endLevel - range.startLevel);
  return range.startChance + (range.endChance - range.startChance) * progress;
}

/**
 * Chance in percent that a whole rune succeeds: every one of `attemptsRequired` attempts (whole
 * number from 1) must succeed, so 100 * (attemptChance / 100)^attemptsRequired.
 * Spec 001, section 9.
 */
export function runeSuccessChance(attemptChance: number, attemptsRequired: number): number {
  assertPercent('attempt chance', attemptChance);
  assertInteger('attempts required', attemptsRequired, 1);
  return 100 * (attemptChance / 100) ** attemptsRequired;
}

/** The chance calculator's level input accepts at most this many characters. */
export const CHANCE_CALCULATOR_LEVEL_MAX_LENGTH = 3;

/** Result of reading the calculator's level input. The error texts are ours. */
export type ChanceCalculatorLevelResult =
  { readonly ok: true; readonly level: number } | { readonly ok: false; readonly error: string };

/**
 * Reads the chance calculator's level input for a rune starting at `startLevel` (whole number
 * from 1): 1 to 3 digits, above 0 and at least the start level. Spec 001, section 5.
 */
export function validateChanceCalculatorLevel(
  input: string,
  startLevel: number,
): ChanceCalculatorLevelResult {
  if (typeof input !== 'string') {
    throw new RuleInputError(`calculator level input must be a string, got ${typeof input}`);
  }
  assertInteger('rune start level', startLevel, 1);
  const pattern = new RegExp(`^[0-9]{1,${CHANCE_CALCULATOR_LEVEL_MAX_LENGTH}}$`);
  const level = pattern.test(input) ? Number(input) : 0;
  if (level <= 0) return { ok: false, error: 'Enter a level from 1 to 999.' };
  if (level < startLevel) {
    return { ok: false, error: `This rune needs at least level ${formatNumber(startLevel)}.` };
  }
  return { ok: true, level };
}

/**
 * Whether a rune can be crafted: the runecrafting level (from 1) is at least the rune's start
 * level and the player owns every [item, amount] pair it requires. Spec 001, section 5.
 */
export function canCraftRune(
  level: number,
  startLevel: number,
  itemsOwned: OwnedItems,
  itemsRequired: readonly ItemRequirement[],
): boolean {
  assertInteger('runecrafting level', level, 1);
  assertInteger('rune start level', startLevel, 1);
  const hasItems = hasRequiredItems(itemsOwned, itemsRequired);
  return level >= startLevel && hasItems;
}

/** What the rune list needs to sort a rune. */
export interface RuneListSortKey {
  readonly startLevel: number;
  readonly rarity: number;
}

/**
 * A new array of the runes in list order: start level ascending, then rarity ascending; runes
 * equal on both keep their order. Spec 001, section 2.
 */
export function sortRunesForList<T extends RuneListSortKey>(runes: readonly T[]): T[] {
  for (const rune of runes) {
    assertInteger('rune start level', rune.startLevel, 1);
    assertInteger('rune rarity', rune.rarity, 1);
  }
  return [...runes].sort((a, b) => a.startLevel - b.startLevel || a.rarity - b.rarity);
}
