/**
 * Personnel planner: gold (levels) and credits (rarities) to take a person from where they are to
 * a bonus tier and a rarity, summed from {@link personnelLevelCost} and {@link personnelRarityCost}.
 */
import { formatNumber } from '../display/number-format';
import { rarityName } from '../display/rarity';
import { assertIntegerInRange, assertSafeResult, RuleInputError } from '../guards';
import {
  PERSONNEL_BONUS_TIER_LEVELS,
  PERSONNEL_MAX_LEVEL,
  PERSONNEL_MAX_RARITY,
  type PersonnelKind,
  personnelEffectPercent,
  personnelLevelCost,
  personnelRarityCost,
} from '../land/personnel';
import { typedTarget } from './typed-input';

/** The level at which bonus tier `tier` (1 to 5) is reached: 50, 75, 100, 125, 150. */
export function personnelTierLevel(tier: number): number {
  const index = assertIntegerInRange('personnel tier', tier, 1, PERSONNEL_BONUS_TIER_LEVELS.length);
  const level = PERSONNEL_BONUS_TIER_LEVELS[index - 1];
  if (level === undefined) throw new RuleInputError(`personnel tier ${tier} has no level`);
  return level;
}

export interface PersonnelStanding {
  readonly level: number;
  readonly rarity: number;
}

export interface PersonnelInvestment {
  /** Gold for every level from the current one to the target. */
  readonly gold: number;
  /** Credits for every rarity from the current one to the target. */
  readonly credits: number;
  /** The bonus at the target, in percent. */
  readonly bonusPercent: number;
}

/**
 * What raising `kind` from `from` to `to` costs, and the bonus it then gives. A target below the
 * current level or rarity is an error (nothing to buy back).
 */
export function personnelInvestment(
  kind: PersonnelKind,
  from: PersonnelStanding,
  to: PersonnelStanding,
): PersonnelInvestment {
  assertIntegerInRange('personnel level', from.level, 1, PERSONNEL_MAX_LEVEL);
  assertIntegerInRange('personnel rarity', from.rarity, 1, PERSONNEL_MAX_RARITY);
  typedTarget(
    'target level',
    to.level,
    from.level,
    `The target level must be at least the current level, ${formatNumber(from.level)}.`,
    PERSONNEL_MAX_LEVEL,
  );
  typedTarget(
    'target rarity',
    to.rarity,
    from.rarity,
    `The target rarity must be at least the current rarity, ${formatNumber(from.rarity)} (${rarityName(from.rarity)}).`,
    PERSONNEL_MAX_RARITY,
  );
  let gold = 0;
  for (let level = from.level + 1; level <= to.level; level += 1) gold += personnelLevelCost(level);
  let credits = 0;
  for (let rarity = from.rarity + 1; rarity <= to.rarity; rarity += 1) {
    credits += personnelRarityCost(rarity);
  }
  return {
    gold: assertSafeResult('personnel gold', gold),
    credits,
    bonusPercent: personnelEffectPercent(kind, to.level, to.rarity),
  };
}
