/** The world's shared state. */

/** Shared state of the world, JSON by key: Bonus Time, the action bonus (migration 0003). */
export interface WorldStateTable {
  key: string;
  value: string;
}

export interface WorldTables {
  world_state: WorldStateTable;
}
