/** The plot, raids, scouted raids, personnel and portals. */
import type { Generated } from 'kysely';

/** The player's plot (migration 0011; no row: no plot). */
export interface LandTable {
  user_id: number;
  level: number;
}

/** The raid under way or returned, its rewards rolled at the start (JSON). */
export interface RaidsTable {
  user_id: number;
  raid_id: number;
  name: string;
  rarity: number;
  duration_minutes: number;
  started_at: number;
  ends_at: number;
  rewards: string;
  return_told: Generated<number>;
}

/** Today's scouted raids of a player (ids 101 and up), each used once. */
export interface ScoutedRaidsTable {
  user_id: number;
  day: string;
  raid_id: number;
  name: string;
  rarity: number;
  duration_minutes: number;
  used: Generated<number>;
}

export interface PersonnelTable {
  user_id: number;
  kind: string;
  level: number;
  rarity: number;
}

export interface PortalsTable {
  user_id: number;
  portal_id: number;
  level: number;
}

export interface LandTables {
  land: LandTable;
  raids: RaidsTable;
  scouted_raids: ScoutedRaidsTable;
  personnel: PersonnelTable;
  portals: PortalsTable;
}
