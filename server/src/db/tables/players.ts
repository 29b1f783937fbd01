/**
 * A player's progress beside the users row: skills, masteries, statistics, the personal log, and
 * `player_progress`, the counters the trinket and labyrinth systems keep per player.
 */
import type { Generated } from 'kysely';

export interface SkillsTable {
  user_id: number;
  skill: string;
  exp: number;
}

export interface MasteriesTable {
  user_id: number;
  mastery_id: number;
  exp: number;
}

export interface StatisticsTable {
  user_id: number;
  stat: string;
  value: number;
}

export interface LogTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  data: string;
  tstamp: number;
}

/** Per-player counters of the land, trinket and labyrinth systems. */
export interface PlayerProgressTable {
  user_id: number;
  celestial_slots: Generated<number>;
  artisan_level: Generated<number>;
}

export interface PlayersTables {
  skills: SkillsTable;
  masteries: MasteriesTable;
  statistics: StatisticsTable;
  log: LogTable;
  player_progress: PlayerProgressTable;
}
