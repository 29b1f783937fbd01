/** The SQL of `scouted_raids`: each player's scouted raids of the server day. */
import type { Db } from '../../db/database';

export interface ScoutedRaidRow {
  user_id: number;
  day: string;
  raid_id: number;
  name: string;
  rarity: number;
  duration_minutes: number;
}

/** Drops the player's scouted raids of days other than `day`. */
export async function deleteScoutedRaidsNotOf(db: Db, userId: number, day: string) {
  await db
    .deleteFrom('scouted_raids')
    .where('user_id', '=', userId)
    .where('day', '<>', day)
    .execute();
}

/** The player's stored scouted raids, by id. */
export function listScoutedRaids(db: Db, userId: number) {
  return db
    .selectFrom('scouted_raids')
    .select(['raid_id', 'name', 'rarity', 'duration_minutes', 'used'])
    .where('user_id', '=', userId)
    .orderBy('raid_id')
    .execute();
}

export async function insertScoutedRaids(db: Db, raids: ScoutedRaidRow[]): Promise<void> {
  await db.insertInto('scouted_raids').values(raids).execute();
}

export async function markScoutedRaidUsed(db: Db, userId: number, raidId: number) {
  await db
    .updateTable('scouted_raids')
    .set({ used: 1 })
    .where('user_id', '=', userId)
    .where('raid_id', '=', raidId)
    .execute();
}

export async function deleteScoutedRaidsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('scouted_raids').where('user_id', '=', userId).execute();
}
