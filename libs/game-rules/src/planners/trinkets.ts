/**
 * Trinket drop planner: how long a trinket takes to drop at the player's chance (the drops follow
 * a geometric distribution: one draw an action). Tier costs from one tier to another are
 * trinketTierUpgradeTotal's.
 */
import { trinketTierUpgradeTotal } from '../trinkets/trinket-costs';
import { trinketDropChance } from '../trinkets/trinket-rolls';
import {
  TRINKET_MAX_RARITY,
  TRINKET_MAX_TIER,
  TRINKET_MIN_RARITY,
  TRINKET_MIN_TIER,
} from '../trinkets/trinkets';
import { formatNumber } from '../display/number-format';
import { typedTarget, typedWholeNumber } from './typed-input';

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
  typedWholeNumber('action delay', actionDelayMs, 1);
  const chancePerAction = trinketDropChance(bonusPercent);
  const expectedActions = 1 / chancePerAction;
  return { chancePerAction, expectedActions, expectedMs: expectedActions * actionDelayMs };
}

/**
 * Trinket fragments to take a trinket of `rarity` from `fromTier` to `toTier`, all three as the
 * player typed them ({@link trinketTierUpgradeTotal}).
 */
export function trinketTierPlan(fromTier: number, toTier: number, rarity: number): number {
  typedWholeNumber('rarity', rarity, TRINKET_MIN_RARITY, TRINKET_MAX_RARITY);
  typedWholeNumber('current tier', fromTier, TRINKET_MIN_TIER, TRINKET_MAX_TIER);
  typedTarget(
    'target tier',
    toTier,
    fromTier,
    `The target tier must be at least the current tier, ${formatNumber(fromTier)}.`,
    TRINKET_MAX_TIER,
  );
  return trinketTierUpgradeTotal(fromTier, toTier, rarity);
}
