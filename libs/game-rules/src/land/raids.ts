/**
 * Land raids: the three standard raids and their land level needs, scouted raids, and the state
 * of the player's current raid. Spec 002, sections 2, 3, 4, 8 and 9; /work/shared/spec/README.md
 * for the start confirmation; GAME-FACTS.md for scouted raids.
 */
import { assertAtLeast, assertInteger, assertIntegerInRange, assertOneOf } from '../guards';
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
