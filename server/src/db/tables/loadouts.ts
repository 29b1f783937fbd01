/** Loadouts: named sets of trinkets, jewels and belt runes (issue 29). */
import type { Generated } from 'kysely';

export interface LoadoutsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The activity whose start equips it (`LOADOUT_ACTIVITY_IDS`), or null. */
  activity: string | null;
  /** JSON {"trinkets": [id, ...], "jewels": [id, ...], "runes": [item id, ...]}. */
  contents: string;
  created_at: number;
}

export interface LoadoutsTables {
  loadouts: LoadoutsTable;
}
