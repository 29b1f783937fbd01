/** loadouts.php answers (issue 29). */
import type { EqStats, RuneEntry } from './inventory';

/** Characters of a loadout's name. */
export const LOADOUT_NAME_MAX = 24;
/**
 * The activities a loadout can be bound to (equipped when that action starts); their names are
 * game-rules' `LOADOUT_ACTIVITIES`.
 */
export const LOADOUT_ACTIVITY_IDS = [
  'battle',
  'dungeon',
  'mining',
  'woodcutting',
  'quarrying',
] as const;
export type LoadoutActivity = (typeof LOADOUT_ACTIVITY_IDS)[number];

/** A saved loadout as the screen lists it. */
export interface Loadout {
  id: number;
  name: string;
  /** The activity whose start equips it, or null. */
  activity: LoadoutActivity | null;
  trinkets: number[];
  jewels: number[];
  /** Rune item ids on the belt, a rune once per belt slot it takes. */
  runes: string[];
  /**
   * `equipped`: what the player wears now; `ready`: can be equipped; otherwise the sentence
   * saying why it cannot (an item gone, too few slots).
   */
  state: { kind: 'equipped' } | { kind: 'ready' } | { kind: 'blocked'; reason: string };
}

export interface LoadoutsAnswer {
  loadouts: Loadout[];
}

/** After a save, an equip, a bind or a delete: the list, and a confirmation to show. */
export interface LoadoutChangeAnswer extends LoadoutsAnswer {
  message: string;
}

/**
 * The player's gear after a loadout went on, for the screens that show it: the stats, the whole
 * belt, the jewels now equipped and the inventory's count of every rune the swap moved.
 * (Trinkets are read with the trinkets page, asked again.)
 */
export interface LoadoutGear {
  eqStats: EqStats;
  runes: RuneEntry[];
  equippedJewels: number[];
  runeCounts: Record<string, number>;
}

export interface EquipLoadoutAnswer extends LoadoutChangeAnswer {
  gear: LoadoutGear;
}

/**
 * What starting an action said about the loadout bound to it: equipped (with the gear now on),
 * or why it could not be (`gear` null, nothing changed).
 */
export interface BoundLoadoutNotice {
  message: string;
  gear: LoadoutGear | null;
}
