/** Mastery levels from mastery experience. Ours (the spec names masteries but not their curve). */
import { assertAtLeast, assertInteger } from '../guards';

/** Mastery experience each action of the active mastery's skill gives, before trinkets. */
export const MASTERY_EXP_PER_ACTION = 1;

/** Mastery experience to go from `level` (a whole number from 0) to the next: 50, +25 a level. */
export function masteryExpToLevel(level: number): number {
  assertInteger('mastery level', level);
  return 50 + 25 * level;
}

/** A mastery's level, the experience into that level and what the next level takes. */
export interface MasteryProgress {
  level: number;
  exp: number;
  expToLevel: number;
}

/** The mastery level reached with `exp` total mastery experience (finite, at least 0). */
export function masteryFromExp(exp: number): MasteryProgress {
  assertAtLeast('mastery experience', exp);
  let level = 0;
  let remaining = exp;
  while (remaining >= masteryExpToLevel(level)) {
    remaining -= masteryExpToLevel(level);
    level += 1;
  }
  return { level, exp: remaining, expToLevel: masteryExpToLevel(level) };
}
