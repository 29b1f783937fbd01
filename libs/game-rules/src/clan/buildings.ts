/**
 * Clan buildings: what a level costs and what each kind of building does. The spec names the
 * totems (GAME-FACTS "Clans"; spec 000, section 9: "clan totems add a percent of the base
 * attribute"); the figures are ours.
 */
import { assertAtLeast, assertInteger } from '../guards';

/** Credits a building level may cost at most (GAME-FACTS "Clans"). */
export const CLAN_BUILDING_CREDITS_CAP = 500;

/** What the first level of a building costs; every further level costs more (see below). */
export interface ClanBuildingBaseCost {
  readonly gold: number;
  readonly credits: number;
  readonly metal: number;
  readonly wood: number;
  readonly stone: number;
}

/** Each level costs this much more than the one before it (credits as well, up to the cap). */
export const CLAN_BUILDING_COST_GROWTH = 1.25;

/**
 * What upgrading a building to `level` (a whole number from 1) takes from clan storage: the base
 * cost × 1.25^(level − 1), rounded down, credits capped at 500. Items costing nothing are left
 * out.
 */
export function clanBuildingLevelCost(
  base: ClanBuildingBaseCost,
  level: number,
): Record<string, number> {
  assertInteger('building level', level, 1);
  const factor = CLAN_BUILDING_COST_GROWTH ** (level - 1);
  const cost: Record<string, number> = {};
  for (const [item, amount] of Object.entries(base) as [keyof ClanBuildingBaseCost, number][]) {
    assertAtLeast(`base cost of ${item}`, amount);
    let levelAmount = Math.floor(amount * factor);
    if (item === 'credits') levelAmount = Math.min(levelAmount, CLAN_BUILDING_CREDITS_CAP);
    if (levelAmount > 0) cost[item] = levelAmount;
  }
  return cost;
}

/** Members a clan may hold without a headquarters. */
export const CLAN_BASE_MEMBERS_LIMIT = 10;
/** Members each headquarters level adds. */
export const CLAN_MEMBERS_PER_HEADQUARTERS_LEVEL = 2;

/** How many members a clan may hold with its headquarters at `level` (0 when not built). */
export function clanMembersLimit(headquartersLevel: number): number {
  assertInteger('headquarters level', headquartersLevel);
  return CLAN_BASE_MEMBERS_LIMIT + CLAN_MEMBERS_PER_HEADQUARTERS_LEVEL * headquartersLevel;
}

/** Percent of maximum Autos each Autos totem level adds (GAME-FACTS "Clans"). */
export const AUTOS_TOTEM_PERCENT_PER_LEVEL = 2;

/**
 * The maximum Autos once the clan's Autos totem is applied, last, to everything else's total:
 * +2% a level, rounded down.
 */
export function maxAutosWithTotem(maxAutos: number, totemLevel: number): number {
  assertInteger('maximum Autos', maxAutos);
  assertInteger('Autos totem level', totemLevel);
  return Math.floor((maxAutos * (100 + AUTOS_TOTEM_PERCENT_PER_LEVEL * totemLevel)) / 100);
}

/** Percent of daily special-area battles each special-area totem level adds. */
export const SPECIAL_AREA_TOTEM_PERCENT_PER_LEVEL = 1;

/** Daily special-area battles with the special-area totem: +1% a level, rounded down. */
export function dailySpecialBattlesWithTotem(dailyBattles: number, totemLevel: number): number {
  assertInteger('daily special battles', dailyBattles);
  assertInteger('special-area totem level', totemLevel);
  return Math.floor(
    (dailyBattles * (100 + SPECIAL_AREA_TOTEM_PERCENT_PER_LEVEL * totemLevel)) / 100,
  );
}

/** Percent the gathering-shards totem adds to the chance of finding shards, a level. */
export const SHARDS_TOTEM_PERCENT_PER_LEVEL = 5;

/** A gathering tick's shard chance with the shards totem: +5% of the chance a level. */
export function shardChanceWithTotem(chance: number, totemLevel: number): number {
  assertAtLeast('shard chance', chance);
  assertInteger('shards totem level', totemLevel);
  return (chance * (100 + SHARDS_TOTEM_PERCENT_PER_LEVEL * totemLevel)) / 100;
}

/** Percent of the base attribute each attribute totem level adds (see clanTotemAttributeBonus). */
export const ATTRIBUTE_TOTEM_PERCENT_PER_LEVEL = 1;

/** The percent an attribute totem at `level` adds to its attribute. */
export function attributeTotemPercent(totemLevel: number): number {
  assertInteger('attribute totem level', totemLevel);
  return ATTRIBUTE_TOTEM_PERCENT_PER_LEVEL * totemLevel;
}
