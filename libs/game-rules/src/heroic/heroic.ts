/**
 * Heroic upgrades: heroic potion doses, heroic shard upgrades and their gold and resource bonus,
 * and the battling health and damage upgrades paid in upgrade stones.
 * Spec 002, sections 2, 3, 7 and 9.
 */
import { assertInteger, assertOneOf, assertSafeResult } from '../guards';

/** Shard upgrades open up only once the potion dose maximum is above this. */
export const HEROIC_SHARD_UPGRADE_OFFSET = 60;
/** The shard cost rises by one every this many shard upgrades. */
export const HEROIC_SHARD_COST_STEP = 10;
/** Each potion dose and each shard upgrade adds this much gold from mobs and resources. */
export const HEROIC_BONUS_PERCENT_PER_UPGRADE = 1;

/**
 * The most heroic potion doses a player may have used, `monthsSinceLaunch` (a whole number of at
 * least 0) months after the game's launch. The spec says only that the maximum grows by one a
 * month; we start it at 0 in the launch month, so the maximum is the number of whole months
 * elapsed since launch. The launch date is a server setting. Spec 002, section 9.
 */
export function heroicMaxPotionDoses(monthsSinceLaunch: number): number {
  return assertInteger('months since launch', monthsSinceLaunch);
}

/**
 * How many heroic shard upgrades can be made when the potion dose maximum is `maxDoses`:
 * max(0, maxDoses - 60). Spec 002, section 9.
 */
export function heroicShardUpgradeCap(maxDoses: number): number {
  assertInteger('max potion doses', maxDoses);
  return Math.max(0, maxDoses - HEROIC_SHARD_UPGRADE_OFFSET);
}

/**
 * Heroic shards for the next shard upgrade after `upgrades` were made: 1 + floor(upgrades / 10),
 * so upgrades 0 to 9 cost 1 and 10 to 19 cost 2. Spec 002, section 9.
 */
export function heroicShardCost(upgrades: number): number {
  assertInteger('shard upgrades', upgrades);
  return 1 + Math.floor(upgrades / HEROIC_SHARD_COST_STEP);
}

/**
 * Extra gold from mobs and extra resources, in percent, from `potionDoses` used and
 * `shardUpgrades` made: +1% for each of either kind (the same percent applies to both).
 * Spec 002, section 9.
 */
export function heroicGoldResourceBonusPercent(potionDoses: number, shardUpgrades: number): number {
  assertInteger('potion doses', potionDoses);
  assertInteger('shard upgrades', shardUpgrades);
  return assertSafeResult(
    'heroic bonus',
    HEROIC_BONUS_PERCENT_PER_UPGRADE * (potionDoses + shardUpgrades),
  );
}

/** The two battling upgrades and the stone item each is paid with. */
export const UPGRADE_STONE_ITEMS = {
  health: 'health_upgrade_stone',
  damage: 'damage_upgrade_stone',
} as const;
export type BattlingUpgradeType = keyof typeof UPGRADE_STONE_ITEMS;
export const BATTLING_UPGRADE_TYPES = Object.keys(UPGRADE_STONE_ITEMS) as BattlingUpgradeType[];

/**
 * The stone item a battling upgrade (`health` or `damage`) is paid with. Spec 002, sections 3
 * and 7.
 */
export function upgradeStoneItem(
  type: BattlingUpgradeType,
): (typeof UPGRADE_STONE_ITEMS)[BattlingUpgradeType] {
  assertOneOf('battling upgrade type', type, BATTLING_UPGRADE_TYPES);
  return UPGRADE_STONE_ITEMS[type];
}

/**
 * Upgrade stones for the next health or damage upgrade when the upgrade is at `level` (a whole
 * number of at least 0): floor((level + 5) x 2^(1 + level / 110)). Level 0 costs 10, level 1
 * costs 12, level 110 costs 460. From level 4389 the cost no longer fits a safe integer and this
 * throws. Spec 002, section 9.
 */
export function upgradeStoneCost(level: number): number {
  assertInteger('battling upgrade level', level);
  // Plain Math.floor, not floorExact: the product is whole only when level is a multiple of 110,
  // and then the double is exact (a whole number times a power of two). Elsewhere it is
  // irrational, and floorExact's tolerance would round some large costs up (first at level
  // 2336). Checked against 80-digit decimals for every level up to 3102 (about 1.9 x 10^12
  // stones); beyond that the last digit may differ from exact arithmetic.
  return assertSafeResult('upgrade stone cost', Math.floor((level + 5) * 2 ** (1 + level / 110)));
}

/**
 * What each health or damage upgrade adds to the player's health or damage in battle, in percent.
 * The spec gives only the costs; the effect is ours (see the README's content notes).
 */
export const BATTLING_UPGRADE_PERCENT_PER_LEVEL = 1;

/** The percent a battling upgrade at `level` adds: 1% per level. */
export function battlingUpgradePercent(level: number): number {
  assertInteger('battling upgrade level', level);
  return BATTLING_UPGRADE_PERCENT_PER_LEVEL * level;
}
