/** Special battles, dungeons, world bosses and the damage players dealt them. */
import type { Generated } from 'kysely';

/** Battles left today in each special area (migration 0003). */
export interface SpecialBattlesTable {
  user_id: number;
  area_id: number;
  remaining: number;
  /** The UTC day (YYYY-MM-DD) the daily battles were last added. */
  day: string;
}

/** A player's run of a dungeon: one at most (migration 0003). */
export interface DungeonRunsTable {
  user_id: number;
  dungeon_id: number;
  current_room: number;
  completed: Generated<number>;
  stop_after: Generated<number>;
  entered_at: number;
}

export interface DungeonsCompletedTable {
  user_id: number;
  dungeon_id: number;
  count: Generated<number>;
}

/** World bosses spawned, alive while killed_at is null (migration 0003). */
export interface WorldBossesTable {
  id: Generated<number>;
  boss_id: number;
  hp_max: number;
  hp_remaining: number;
  spawned_at: number;
  killed_at: number | null;
}

export interface BossDamageTable {
  boss_id: number;
  user_id: number;
  damage: Generated<number>;
}

export interface BattleTables {
  special_battles: SpecialBattlesTable;
  dungeon_runs: DungeonRunsTable;
  dungeons_completed: DungeonsCompletedTable;
  world_bosses: WorldBossesTable;
  boss_damage: BossDamageTable;
}
