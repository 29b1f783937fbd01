/**
 * Trinket drop planner: how long a trinket takes to drop at the player's chance (the drops follow
 * a geometric distribution: one draw an action). Tier costs from one tier to another are
 * trinketTierUpgradeTotal's.
 */
import { assertAtLeast, assertFinite, RuleInputError } from '../guards';
import { trinketDropChance } from '../trinkets/trinket-rolls';

export interface TrinketDropPlan {
  /** Chance of a trinket on one action, from 0 to 1. */
  readonly chancePerAction: number;
  /** Mean actions until the first trinket: 1 / chance. */
  readonly expectedActions: number;
  /** Those actions at `actionDelayMs` each, in milliseconds. */
  readonly expectedMs: number;
}

/**
 * The expected wait for a trinket with `bonusPercent` on the base drop chance (land and treasure
 * hunter, as {@link trinketDropChance} takes it) and one action every `actionDelayMs`.
 */
export function trinketDropPlan(bonusPercent: number, actionDelayMs: number): TrinketDropPlan {
  assertFinite('action delay', actionDelayMs);
  assertAtLeast('action delay', actionDelayMs, 0);
  if (actionDelayMs <= 0) {
    throw new RuleInputError(`action delay must be above 0 ms, got ${actionDelayMs}`);
  }
  const chancePerAction = trinketDropChance(bonusPercent);
  const expectedActions = 1 / chancePerAction;
  return { chancePerAction, expectedActions, expectedMs: expectedActions * actionDelayMs };
}
