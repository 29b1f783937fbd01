/**
 * Land raids: the three standard raids and their land level needs, scouted raids, and the state
 * of the player's current raid. Spec 002, sections 2, 3, 4, 8 and 9; /work/shared/spec/README.md
 * for the start confirmation; GAME-FACTS.md for scouted raids.
 */
import {
  RuleInputError,
  assertAtLeast,
  assertInteger,
  assertIntegerInRange,
  assertOneOf,
} from '../guards';
import { LAND_MAX_LEVEL } from './land';

/**
 * The standard raids, always offered. Names, durations and needed land levels are the spec's;
 * the ids 1 to 3 are ours (scouted raids start at 101, so standard ones stay below it).
 */
export const STANDARD_RAIDS = {
  storage_container: {
    id: 1,
    name: 'Storage Container',
    durationMinutes: 150,
    requiredLandLevel: 1,
  },
  warehouse: { id: 2, name: 'Warehouse', durationMinutes: 8 * 60, requiredLandLevel: 3 },
  large_warehouse: {
    id: 3,
    name: 'Large Warehouse',
    durationMinutes: 24 * 60,
    requiredLandLevel: 5,
  },
} as const;
export type StandardRaidKey = keyof typeof STANDARD_RAIDS;
export const STANDARD_RAID_KEYS = Object.keys(STANDARD_RAIDS) as StandardRaidKey[];

/**
 * Whether a plot at `landLevel` may start a standard raid: its level must be at least the raid's
 * need (Camp for Storage Container, Village for Warehouse, Small Town for Large Warehouse). Level
 * 0 means no plot and starts nothing. Only the level is checked here; the server also refuses a
 * start while a raid is under way. Spec 002, section 9.
 */
export function canStartRaid(landLevel: number, raid: StandardRaidKey): boolean {
  assertIntegerInRange('land level', landLevel, 0, LAND_MAX_LEVEL);
  assertOneOf('standard raid', raid, STANDARD_RAID_KEYS);
  return landLevel >= STANDARD_RAIDS[raid].requiredLandLevel;
}

/** Raid ids from this one up are scouted raids (one a day per land level, per GAME-FACTS.md). */
export const SCOUTED_RAID_MIN_ID = 101;

/**
 * Whether a raid id is a scouted raid (101 or above); a scouted raid leaves the list once started.
 * Spec 002, section 4.
 */
export function isScoutedRaid(id: number): boolean {
  assertInteger('raid id', id, 1);
  return id >= SCOUTED_RAID_MIN_ID;
}

/** The states of the player's raid. Spec 002, section 4. */
export const RAID_STATES = ['none', 'in_progress', 'returned'] as const;
export type RaidState = (typeof RAID_STATES)[number];

/** The current raid as the server sends it; only `timer` matters for its state. */
export interface CurrentRaidTimer {
  /** Time left while the raid is out; absent (or null) once it has returned. */
  readonly timer?: number | null | undefined;
}

/**
 * The state of the player's current raid: `none` without a raid, `in_progress` while it has a
 * timer, `returned` once the timer is gone (rewards are waiting for endRaid). A timer must be a
 * finite number of at least 0. Spec 002, sections 3 and 4.
 */
export function raidState(raid: CurrentRaidTimer | null | undefined): RaidState {
  if (raid === null || raid === undefined) return 'none';
  if (raid.timer === null || raid.timer === undefined) return 'returned';
  assertAtLeast('raid timer', raid.timer, 0);
  return 'in_progress';
}

/** Shown on the raids screen without a current raid. Spec 002, sections 2 and 8. */
export const NO_RAID_TEXT = 'You are not currently on a raid.';
/** Success notification after a raid starts (our reading, spec README). */
export const RAID_STARTED_TEXT = 'Your raid has started.';

/** Loot a raid brings per rarity, 1 common to 6 mythic (GAME-FACTS.md, "drops by rarity"). */
export const RAID_DROPS_BY_RARITY = [3, 4, 5, 6, 8, 10] as const;
export const RAID_MIN_RARITY = 1;
export const RAID_MAX_RARITY = 6;

/**
 * What one drop of a raid can be, and how much of it a minute of raid brings per land level (our
 * numbers: a Camp's Storage Container, 150 minutes, brings 15,000 gold or 3,000 of a resource a
 * drop, so three drops are a few percent of the next plot level).
 */
export const RAID_LOOT_PER_MINUTE_PER_LEVEL = {
  gold: 100,
  metal: 20,
  wood: 20,
  stone: 20,
} as const;
export type RaidLootItem = keyof typeof RAID_LOOT_PER_MINUTE_PER_LEVEL;
export const RAID_LOOT_ITEMS = Object.keys(RAID_LOOT_PER_MINUTE_PER_LEVEL) as RaidLootItem[];

/** How many drops a raid of `rarity` (1 to 6) brings: 3, 4, 5, 6, 8, 10. */
export function raidDropCount(rarity: number): number {
  const count = RAID_DROPS_BY_RARITY[assertRaidRarity(rarity) - 1];
  if (count === undefined) throw new RuleInputError(`raid rarity ${rarity} has no drops`);
  return count;
}

function assertRaidRarity(rarity: number): number {
  return assertIntegerInRange('raid rarity', rarity, RAID_MIN_RARITY, RAID_MAX_RARITY);
}

/** One raid reward line. */
export interface RaidLootLine {
  readonly itemId: RaidLootItem;
  readonly amount: number;
}

/**
 * Rolls a raid's rewards: `raidDropCount(rarity)` drops, each one of gold, metal, wood or stone
 * (picked by `roll`, a source of numbers in [0, 1)) worth its per-minute amount x the raid's
 * minutes x the land level; drops of one item are added together, in the order first rolled.
 */
export function rollRaidRewards(
  rarity: number,
  durationMinutes: number,
  landLevel: number,
  roll: () => number,
): RaidLootLine[] {
  assertInteger('raid duration', durationMinutes, 1);
  assertIntegerInRange('land level', landLevel, 1, LAND_MAX_LEVEL);
  const totals = new Map<RaidLootItem, number>();
  for (let drop = 0; drop < raidDropCount(rarity); drop++) {
    const itemId = RAID_LOOT_ITEMS[Math.floor(roll() * RAID_LOOT_ITEMS.length)] ?? 'gold';
    const amount = RAID_LOOT_PER_MINUTE_PER_LEVEL[itemId] * durationMinutes * landLevel;
    totals.set(itemId, (totals.get(itemId) ?? 0) + amount);
  }
  return [...totals].map(([itemId, amount]) => ({ itemId, amount }));
}

/** Scouted raids last 1.5 to 6 hours (GAME-FACTS.md), in whole quarter hours. */
export const SCOUTED_RAID_MINUTES = { min: 90, max: 360, step: 15 } as const;
/** How often each rarity, common to mythic, is scouted (our weights, out of 100). */
export const SCOUTED_RAID_RARITY_WEIGHTS = [40, 25, 15, 10, 7, 3] as const;
export const SCOUTED_RAID_NAMES = [
  'Bandit Camp',
  'Abandoned Mine',
  'Sunken Caravan',
  'Goblin Hoard',
  'Forgotten Vault',
  'Dragon Nest',
] as const;

/** A scouted raid as rolled for a day (its id is the server's: 101 and up). */
export interface ScoutedRaidRoll {
  readonly name: string;
  readonly rarity: number;
  readonly durationMinutes: number;
}

/**
 * Rolls one scouted raid from two numbers in [0, 1): its rarity by the weights above, its
 * duration from 90 to 360 minutes in quarter hours, and its name (named by rarity, so a Dragon
 * Nest is always mythic).
 */
export function rollScoutedRaid(roll: () => number): ScoutedRaidRoll {
  let pick = roll() * 100;
  let rarity = RAID_MAX_RARITY;
  for (const [index, weight] of SCOUTED_RAID_RARITY_WEIGHTS.entries()) {
    if (pick < weight) {
      rarity = index + 1;
      break;
    }
    pick -= weight;
  }
  const { min, max, step } = SCOUTED_RAID_MINUTES;
  const steps = (max - min) / step;
  const durationMinutes = min + step * Math.floor(roll() * (steps + 1));
  return { name: SCOUTED_RAID_NAMES[rarity - 1] ?? 'Scouted Raid', rarity, durationMinutes };
}

/** Scouted raids offered a day: one per land level (GAME-FACTS.md). */
export function scoutedRaidCount(landLevel: number): number {
  return assertIntegerInRange('land level', landLevel, 0, LAND_MAX_LEVEL);
}
