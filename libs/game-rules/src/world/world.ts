/**
 * The shared world's timings every player sees: Bonus Time, the action bonus, gathering events
 * and world bosses. The server's world schedules run on them (server/README.md, "The world").
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Bonus Time starts every 6 hours for 30 minutes, with a modifier of 0 to 25. */
export const BONUS_TIME_EVERY_MS = 6 * HOUR;
export const BONUS_TIME_LASTS_MS = 30 * MINUTE;
export const BONUS_TIME_MAX_MODIFIER = 25;

/** The action bonus: all players' actions of one kind fill it; it then lasts an hour. */
export const ACTION_BONUS_REQUIRED = 20_000;
export const ACTION_BONUS_LASTS_MS = HOUR;
/** The kinds of action bonus in turn: the next one fills up when the active one ends. */
export const ACTION_BONUS_ORDER = ['battling', 'gathering', 'crafting'] as const;

/** A gathering event starts every 2 hours for 15 minutes; rarity 1 to 5 gives 10% a step. */
export const EVENT_EVERY_MS = 2 * HOUR;
export const EVENT_LASTS_MS = 15 * MINUTE;
export const EVENT_BONUS_PERCENT_PER_RARITY = 10;
export const EVENT_MIN_RARITY = 1;
export const EVENT_MAX_RARITY = 5;
/** The gathering skills an event may favour. */
export const EVENT_SKILLS = ['mining', 'woodcutting', 'quarrying'] as const;

/** A new world boss comes this long after the last one died (or at start, if none is alive). */
export const BOSS_RESPAWN_MS = 2 * HOUR;
