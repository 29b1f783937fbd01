/**
 * Gathering (mining, woodcutting, quarrying): drop level requirements, the gathering upgrade
 * level, the five gathering upgrades and the gathering action bonus.
 * Spec 001, sections 3, 4, 7, 8 and 9; spec 000, section 9 (action bonus).
 */
import { RuleInputError, assertInteger, assertOneOf, assertSafeResult } from '../guards';
import { ceilExact } from '../numeric';
import type { ToolId } from '../tools/tools';

/** The three gathering skills, each with the tool it uses and the base resource it yields. */
export const GATHERING_SKILLS = {
  mining: { name: 'Mining', tool: 'pickaxe', resource: 'metal' },
  woodcutting: { name: 'Woodcutting', tool: 'hatchet', resource: 'wood' },
  quarrying: { name: 'Quarrying', tool: 'hammer', resource: 'stone' },
} as const satisfies Record<string, { name: string; tool: ToolId; resource: string }>;
export type GatheringSkill = keyof typeof GATHERING_SKILLS;
export const GATHERING_SKILL_IDS = Object.keys(GATHERING_SKILLS) as GatheringSkill[];
/** Base resource item id of a gathering skill (metal, wood or stone). */
export type GatheringResource = (typeof GATHERING_SKILLS)[GatheringSkill]['resource'];

/**
 * Skill level each extra drop needs, per skill (spec 001, section 9). The base resource of a
 * skill is not listed: every level yields it.
 */
export const GATHERING_DROP_LEVELS = {
  mining: { gem_fragments: 50, gem_sapphire: 50, gem_ruby: 60, gem_emerald: 75, gem_diamond: 100 },
  woodcutting: { tree_sap: 50, resource_cache: 50, birds_nest: 60, golden_egg: 100 },
  quarrying: { sandstone: 50, marble: 60, malachite: 100 },
} as const satisfies Record<GatheringSkill, Record<string, number>>;

function assertSkill(skill: GatheringSkill): GatheringSkill {
  return assertOneOf('gathering skill', skill, GATHERING_SKILL_IDS);
}

/**
 * Skill level a drop needs: 0 for the skill's base resource (no level needed), else the value
 * from {@link GATHERING_DROP_LEVELS}. Throws for an item the skill never drops.
 * Spec 001, section 9.
 */
export function dropLevelRequired(skill: GatheringSkill, itemId: string): number {
  assertSkill(skill);
  if (itemId === GATHERING_SKILLS[skill].resource) return 0;
  const levels: Readonly<Record<string, number>> = GATHERING_DROP_LEVELS[skill];
  if (!Object.hasOwn(levels, itemId)) {
    throw new RuleInputError(`${skill} has no drop ${JSON.stringify(itemId)}`);
  }
  return levels[itemId] ?? 0;
}

/**
 * Whether a player with this skill level (whole number from 1) can get the drop.
 * Spec 001, section 9.
 */
export function canGatherDrop(skill: GatheringSkill, itemId: string, level: number): boolean {
  const required = dropLevelRequired(skill, itemId);
  assertInteger('skill level', level, 1);
  return level >= required;
}

// ---------------------------------------------------------------------------------------------
// Gathering upgrade level

/** Each gathering upgrade level adds this many percent to shard drops. */
export const GATHERING_UPGRADE_LEVEL_SHARD_PERCENT = 10;
/** Each gathering upgrade level adds this many percent to the double-shard chance. */
export const GATHERING_UPGRADE_LEVEL_DOUBLE_SHARD_PERCENT = 0.1;
/** The tool, jewel and rune bonus of the upgrade level only counts the levels above this one. */
export const GATHERING_UPGRADE_LEVEL_TOOL_BONUS_START = 100;
/**
 * Each level above {@link GATHERING_UPGRADE_LEVEL_TOOL_BONUS_START} raises the tool, jewel and
 * rune bonuses by this many percent of themselves (ours: the spec names the bonus, not its size).
 */
export const GATHERING_UPGRADE_LEVEL_TOOL_BONUS_PERCENT = 1;

/**
 * Levels that count towards the tool/jewel/rune bonus: those above level 100
 * (max(0, level - 100)). Spec 001, section 9.
 */
export function bonusBeyondStart(level: number): number {
  assertInteger('gathering upgrade level', level);
  return Math.max(0, level - GATHERING_UPGRADE_LEVEL_TOOL_BONUS_START);
}

/** What a gathering upgrade level gives. Percents are plain numbers (10 means +10%). */
export interface GatheringUpgradeLevelEffects {
  /** Extra shard drops, percent: 10 per level. */
  readonly shardDropPercent: number;
  /** Chance of double shards, percent: 0.1 per level. */
  readonly doubleShardChancePercent: number;
  /** Levels above 100 that feed the tool/jewel/rune bonus. */
  readonly toolBonusLevels: number;
  /** How much stronger the tool, jewel and rune bonuses are, percent: 1 per level above 100. */
  readonly toolBonusPercent: number;
}

/**
 * Effects of a gathering upgrade level (whole number from 0): +10% shard drops and +0.1%
 * double-shard chance per level, and from level 101 the tool, jewel and rune bonuses 1% stronger
 * per level above 100. Spec 001, section 9.
 */
export function gatheringUpgradeLevelEffects(level: number): GatheringUpgradeLevelEffects {
  assertInteger('gathering upgrade level', level);
  const toolBonusLevels = bonusBeyondStart(level);
  return {
    shardDropPercent: GATHERING_UPGRADE_LEVEL_SHARD_PERCENT * level,
    // level / 10 rather than level * 0.1, so 3 gives 0.3 and not 0.30000000000000004.
    doubleShardChancePercent: level / 10,
    toolBonusLevels,
    toolBonusPercent: GATHERING_UPGRADE_LEVEL_TOOL_BONUS_PERCENT * toolBonusLevels,
  };
}

/**
 * A tool, jewel or rune bonus (percent) as the gathering upgrade level makes it: `bonusPercent`
 * times (1 + (level - 100) / 100) above level 100, unchanged up to it; e.g. a +50% tool at
 * level 150 gives +75%. Rounded to 9 decimals so float noise never shows. Spec 001, section 9.
 */
export function withUpgradeLevelToolBonus(bonusPercent: number, upgradeLevel: number): number {
  const { toolBonusPercent } = gatheringUpgradeLevelEffects(upgradeLevel);
  return Math.round(bonusPercent * (1 + toolBonusPercent / 100) * 1e9) / 1e9;
}

/** From this level on, the level cost is multiplied by (1 + (n - 500) / 150). */
export const GATHERING_UPGRADE_LEVEL_STEEP_FROM = 500;
/** A single-resource purchase costs this many times the bulk cost, in one resource. */
export const GATHERING_UPGRADE_LEVEL_SINGLE_FACTOR = 3.3;

function rawUpgradeLevelCost(nextLevel: number): number {
  assertInteger('next gathering upgrade level', nextLevel, 1);
  const base = 10000 + (1000 * nextLevel) ** 1.079 * nextLevel;
  if (nextLevel < GATHERING_UPGRADE_LEVEL_STEEP_FROM) return base;
  return base * (1 + (nextLevel - GATHERING_UPGRADE_LEVEL_STEEP_FROM) / 150);
}

/**
 * Bulk cost of gathering upgrade level `nextLevel` (whole number from 1), paid in EACH of metal,
 * wood and stone: 10000 + (1000n)^1.079 * n, and from n = 500 that whole sum times
 * (1 + (n - 500)/150) (the factor is 1 at n = 500, so the cost has no jump). Rounded up to a
 * whole resource amount, since resources are whole items. Spec 001, section 9.
 */
export function gatheringUpgradeLevelCost(nextLevel: number): number {
  return assertSafeResult(
    'gathering upgrade level cost',
    ceilExact(rawUpgradeLevelCost(nextLevel)),
  );
}

/**
 * Single-resource cost of gathering upgrade level `nextLevel`: 3.3 times the unrounded bulk
 * cost, rounded up once (so it can be less than 3.3 times the rounded bulk cost).
 * Spec 001, section 9.
 */
export function gatheringUpgradeLevelSingleResourceCost(nextLevel: number): number {
  return assertSafeResult(
    'gathering upgrade level single-resource cost',
    ceilExact(GATHERING_UPGRADE_LEVEL_SINGLE_FACTOR * rawUpgradeLevelCost(nextLevel)),
  );
}

/**
 * The `c` codes of the upgradeGatheringUpgradeLevel call: 1 pays the bulk cost in each of metal,
 * wood and stone; 11, 12 and 13 pay 3.3 times that in metal, wood or stone alone.
 * Spec 001, section 7.
 */
export const GATHERING_UPGRADE_LEVEL_PURCHASE_CODES = {
  1: { kind: 'bulk', resources: ['metal', 'wood', 'stone'] },
  11: { kind: 'single', resources: ['metal'] },
  12: { kind: 'single', resources: ['wood'] },
  13: { kind: 'single', resources: ['stone'] },
} as const satisfies Record<
  number,
  { kind: 'bulk' | 'single'; resources: readonly GatheringResource[] }
>;
export type GatheringUpgradeLevelPurchaseCode = keyof typeof GATHERING_UPGRADE_LEVEL_PURCHASE_CODES;
export const GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS = Object.keys(
  GATHERING_UPGRADE_LEVEL_PURCHASE_CODES,
).map(Number) as GatheringUpgradeLevelPurchaseCode[];

/** One item and amount to remove from the player. */
export interface GatheringItemAmount {
  readonly itemId: string;
  readonly amount: number;
}

/**
 * Items a purchase of gathering upgrade level `nextLevel` removes, for purchase code `code`
 * (1 bulk, 11 metal, 12 wood, 13 stone). Spec 001, sections 7 and 9.
 */
export function gatheringUpgradeLevelPayment(
  nextLevel: number,
  code: GatheringUpgradeLevelPurchaseCode,
): GatheringItemAmount[] {
  assertOneOf(
    'gathering upgrade level purchase code',
    code,
    GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS,
  );
  const purchase = GATHERING_UPGRADE_LEVEL_PURCHASE_CODES[code];
  const amount =
    purchase.kind === 'bulk'
      ? gatheringUpgradeLevelCost(nextLevel)
      : gatheringUpgradeLevelSingleResourceCost(nextLevel);
  return purchase.resources.map((itemId) => ({ itemId, amount }));
}

// ---------------------------------------------------------------------------------------------
// Gathering upgrades 1 to 5

/**
 * The five gathering upgrades and what each point gives. `unit` says how to read `perPoint`:
 * 'percent' is a percent bonus, 'points' a flat amount (the spec gives no unit for experience
 * and resource rush).
 */
export const GATHERING_UPGRADES = {
  1: { name: 'Resources', perPoint: 0.5, unit: 'percent' },
  2: { name: 'Experience', perPoint: 1, unit: 'points' },
  3: { name: 'Resource Rush', perPoint: 1.2, unit: 'points' },
  4: { name: 'Double Items', perPoint: 0.2, unit: 'percent' },
  5: { name: 'Item Rarity', perPoint: 0.4, unit: 'percent' },
} as const satisfies Record<number, { name: string; perPoint: number; unit: 'percent' | 'points' }>;
export type GatheringUpgradeId = keyof typeof GATHERING_UPGRADES;
export const GATHERING_UPGRADE_IDS = Object.keys(GATHERING_UPGRADES).map(
  Number,
) as GatheringUpgradeId[];

/** Item id the gathering upgrades are paid in. */
export const GATHERING_UPGRADE_COST_ITEM = 'gathering_shards';

/**
 * Total effect of gathering upgrade `id` at `level` (whole number from 0): level times the
 * per-point value, in the upgrade's unit. Spec 001, section 9.
 */
export function gatheringUpgradeEffect(id: GatheringUpgradeId, level: number): number {
  assertOneOf('gathering upgrade id', id, GATHERING_UPGRADE_IDS);
  assertInteger('gathering upgrade level', level);
  // Rounded to 9 decimals so 3 * 0.2 reads 0.6, not 0.6000000000000001.
  return Math.round(GATHERING_UPGRADES[id].perPoint * level * 1e9) / 1e9;
}

/** Above this level the upgrade cost gains the steep (6000(n-100))^(1+(n-100)/750) term. */
export const GATHERING_UPGRADE_STEEP_ABOVE = 100;

/**
 * Gathering shards to raise a gathering upgrade from `level` (whole number from 0) to
 * `level + 1`: 4n + n^2.25, plus (6000(n - 100))^(1 + (n - 100)/750) when n > 100, rounded up
 * to whole shards. The formula gives 0 at n = 0, so the first point is free; kept as written.
 * Paid in {@link GATHERING_UPGRADE_COST_ITEM}. Spec 001, section 9.
 */
export function gatheringUpgradeCost(level: number): number {
  assertInteger('gathering upgrade level', level);
  let cost = 4 * level + level ** 2.25;
  if (level > GATHERING_UPGRADE_STEEP_ABOVE) {
    const over = level - GATHERING_UPGRADE_STEEP_ABOVE;
    cost += (6000 * over) ** (1 + over / 750);
  }
  return assertSafeResult('gathering upgrade cost', ceilExact(cost));
}

// ---------------------------------------------------------------------------------------------
// Action bonus, texts, display

/** Success text after buying a gathering upgrade level. Spec 001, section 8. */
export const GATHERING_UPGRADE_LEVEL_SUCCESS_TEXT =
  'You have upgraded your gathering upgrade level.';
/** Success text after buying a point of a gathering upgrade. Spec 001, section 8. */
export const GATHERING_UPGRADE_SUCCESS_TEXT = 'You have upgraded your gathering upgrade.';

/**
 * Whether a cost cell shows red: the cost exceeds what the player owns (both whole numbers
 * from 0). Spec 001, section 4.
 */
export function costExceedsOwned(cost: number, owned: number): boolean {
  assertInteger('cost', cost);
  assertInteger('owned amount', owned);
  return cost > owned;
}
