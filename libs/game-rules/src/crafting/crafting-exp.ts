/**
 * Experience of the crafting skills' actions, before bonuses. Ours: the spec gives the skills
 * but not their experience.
 */
import { assertInteger } from '../guards';
import { assertGemType, type GemTypeId } from '../jewels/jewels';
import { GEM_LEVEL_REQUIREMENTS } from './jewelcrafting';

/** A successful runecrafting attempt gives this plus the rune's start level. */
export const RUNE_EXP_BASE = 10;
/** A failed attempt gives this fraction (one over it) of a success's experience. */
export const RUNE_FAIL_EXP_DIVISOR = 5;
/** A brewed potion gives this plus its level requirement. */
export const POTION_EXP_BASE = 10;
/** A created gem gives half of this plus the gem's level requirement. */
export const GEM_EXP_BASE = 10;
/** A jewelcrafting step gives this plus the gem's level requirement. */
export const JEWEL_EXP_BASE = 10;

/** A runecrafting attempt: 10 + start level, a fifth of it (floored) on a failure. */
export function runeAttemptExp(startLevel: number, success: boolean): number {
  assertInteger('rune start level', startLevel);
  const full = RUNE_EXP_BASE + startLevel;
  return success ? full : Math.floor(full / RUNE_FAIL_EXP_DIVISOR);
}

/** A brewed potion: 10 + its level requirement. */
export function potionExp(levelRequired: number): number {
  assertInteger('potion level requirement', levelRequired);
  return POTION_EXP_BASE + levelRequired;
}

/** A created gem: (10 + the gem's level requirement) / 2, floored. */
export function gemCreationExp(gemType: GemTypeId): number {
  return Math.floor((GEM_EXP_BASE + GEM_LEVEL_REQUIREMENTS[assertGemType(gemType)]) / 2);
}

/** A jewelcrafting step: 10 + the gem's level requirement. */
export function jewelStepExp(gemType: GemTypeId): number {
  return JEWEL_EXP_BASE + GEM_LEVEL_REQUIREMENTS[assertGemType(gemType)];
}
