/** The day's labyrinth and each player's run through it. */
import type { Generated } from 'kysely';

/** The day's labyrinth, the same for every player. */
export interface LabyrinthLayoutsTable {
  day: string;
  /** JSON [[skill, difficulty], ...]. */
  layout: string;
}

export interface LabyrinthRunsTable {
  user_id: number;
  day: string;
  current_room: Generated<number>;
  turns: Generated<number>;
  room_attempts: Generated<number>;
  /** JSON [{id, amount}] once the run ended, until the chest is opened. */
  rewards: string | null;
  reward_obtained: Generated<number>;
}

export interface LabyrinthTables {
  labyrinth_layouts: LabyrinthLayoutsTable;
  labyrinth_runs: LabyrinthRunsTable;
}
