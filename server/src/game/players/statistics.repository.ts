/** The `statistics` table: one row per player and statistic that is not 0. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The player's stored statistics. */
export function statisticValues(
  db: Db,
  userId: number,
): Promise<{ stat: string; value: number }[]> {
  return db
    .selectFrom('statistics')
    .select(['stat', 'value'])
    .where('user_id', '=', userId)
    .execute();
}

/** The named statistics of several players in one read. */
export function statisticValuesOf(
  db: Db,
  userIds: readonly number[],
  stats: readonly string[],
): Promise<{ user_id: number; stat: string; value: number }[]> {
  return db
    .selectFrom('statistics')
    .select(['user_id', 'stat', 'value'])
    .where('user_id', 'in', userIds)
    .where('stat', 'in', stats)
    .execute();
}

/** Adds each value to the player's statistic (a missing row starts at the value). */
export async function addStatisticValues(
  db: Db,
  rows: readonly { user_id: number; stat: string; value: number }[],
): Promise<void> {
  await db
    .insertInto('statistics')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'stat'])
        .doUpdateSet({ value: sql`statistics.value + excluded.value` }),
    )
    .execute();
}

/** Adds one to the player's statistic. */
export async function incrementStatistic(db: Db, userId: number, stat: string): Promise<void> {
  await db
    .insertInto('statistics')
    .values({ user_id: userId, stat, value: 1 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'stat']).doUpdateSet({ value: sql`statistics.value + 1` }),
    )
    .execute();
}

export async function setStatisticValue(
  db: Db,
  userId: number,
  stat: string,
  value: number,
): Promise<void> {
  await db
    .insertInto('statistics')
    .values({ user_id: userId, stat, value })
    .onConflict((conflict) => conflict.columns(['user_id', 'stat']).doUpdateSet({ value }))
    .execute();
}

/** Removes the player's named statistics (they read as 0 again). */
export async function deleteStatistics(
  db: Db,
  userId: number,
  stats: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('statistics')
    .where('user_id', '=', userId)
    .where('stat', 'in', stats)
    .execute();
}
