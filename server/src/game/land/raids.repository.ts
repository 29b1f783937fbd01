/** The SQL of `raids`: each player's raid under way or returned, until claimed (one at most). */
import type { Db } from '../../db/database';

/** The player's raid, if any. */
export function findRaid(db: Db, userId: number) {
  return db
    .selectFrom('raids')
    .select(['raid_id', 'name', 'rarity', 'duration_minutes', 'started_at', 'ends_at', 'rewards'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertRaid(
  db: Db,
  raid: {
    user_id: number;
    raid_id: number;
    name: string;
    rarity: number;
    duration_minutes: number;
    started_at: number;
    ends_at: number;
    rewards: string;
  },
): Promise<void> {
  await db.insertInto('raids').values(raid).execute();
}

/** Takes the player's returned raid away; its rewards (JSON), if there was one. */
export async function takeReturnedRaid(
  db: Db,
  userId: number,
  now: number,
): Promise<string | undefined> {
  const taken = await db
    .deleteFrom('raids')
    .where('user_id', '=', userId)
    .where('ends_at', '<=', now)
    .returning('rewards')
    .executeTakeFirst();
  return taken?.rewards;
}

/** Removes the player's raid while it is still out; whether there was one. */
export async function deleteRaidUnderWay(db: Db, userId: number, now: number): Promise<boolean> {
  const cancelled = await db
    .deleteFrom('raids')
    .where('user_id', '=', userId)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  return cancelled.numDeletedRows !== 0n;
}

export async function deleteRaidsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('raids').where('user_id', '=', userId).execute();
}

/**
 * Marks every returned raid not yet told as told, in the statement that finds them (so among
 * instances only one tells); the raids marked. For the raid-return schedule.
 */
export function markReturnedRaidsTold(db: Db, now: number) {
  return db
    .updateTable('raids')
    .set({ return_told: 1 })
    .where('return_told', '=', 0)
    .where('ends_at', '<=', now)
    .returning(['user_id', 'name', 'rarity'])
    .execute();
}
