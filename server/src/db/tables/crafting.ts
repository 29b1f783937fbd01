/** Gathering upgrades and the rune and jewel being crafted. */
import type { Generated } from 'kysely';

/** Gathering upgrade level (upgrade_id 0) and upgrades 1 to 5 (migration 0004). */
export interface GatheringUpgradesTable {
  user_id: number;
  upgrade_id: number;
  level: number;
}

/** The rune being crafted (item_id null: none) and the runecrafting flags (migration 0004). */
export interface RuneProgressTable {
  user_id: number;
  item_id: string | null;
  progress: Generated<number>;
  stop_after_craft: Generated<number>;
  stop_after_fail: Generated<number>;
}

/** The jewel being crafted: its gem, steps done, perfect steps, stats so far (JSON). */
export interface JewelProgressTable {
  user_id: number;
  gem_type: number;
  progress: Generated<number>;
  perfects: Generated<number>;
  stats: string;
}

export interface CraftingTables {
  gathering_upgrades: GatheringUpgradesTable;
  rune_progress: RuneProgressTable;
  jewel_progress: JewelProgressTable;
}
