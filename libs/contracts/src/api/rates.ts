/** rates.php answers (issue 29): what each action brought in, per action tracked. */

/** What an action brought in over some ticks; `ms` is the time those ticks took (their delays). */
export interface RateFigures {
  actions: number;
  ms: number;
  exp: number;
  gold: number;
  /** Resources and drops by item id (gold apart). */
  items: Record<string, number>;
}

/**
 * One action tracked: battling, one dungeon, one boss, each gathering skill, each crafting
 * action. `key` is the action, or the action and what it is done on (`dungeoneering:3`).
 */
export interface TrackedRates {
  key: string;
  name: string;
  figures: RateFigures;
}

/** `rates.php?mod=loadRates`: every action tracked since the last reset (or the first tick). */
export interface RatesAnswer {
  /** When the player last pressed Reset; null if never. */
  since: number | null;
  tracked: TrackedRates[];
}
