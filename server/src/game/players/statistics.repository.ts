/** The `statistics` table: one row per player and statistic that is not 0. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareAddBatch } from '../../db/prepared';
import { RANKED_PLAYER_COLUMNS, type RankedPlayerRow } from '../accounts/users.repository';

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

/**
 * Players with a positive `stat`, not banned, highest first (ties by id); with `period`, only
 * those whose period statistics belong to that day or month.
 */
export function statisticRanking(
  db: Db,
  stat: string,
  period: { day?: string; month?: string } = {},
): Promise<(RankedPlayerRow & { value: number })[]> {
  let query = db
    .selectFrom('statistics')
    .innerJoin('users', 'users.id', 'statistics.user_id')
    .select([...RANKED_PLAYER_COLUMNS, 'statistics.value as value'])
    .where('statistics.stat', '=', stat)
    .where('statistics.value', '>', 0)
    .where('users.banned', '=', 0);
  if (period.day !== undefined) query = query.where('users.stats_day', '=', period.day);
  if (period.month !== undefined) query = query.where('users.stats_month', '=', period.month);
  return query.orderBy('statistics.value', 'desc').orderBy('users.id', 'asc').execute();
}

/** The ticks' compiled statement: statistics added (db/prepared.ts). */
export const statisticStatements = compiledPerDatabase((db: Db) => ({
  add: prepareAddBatch(db, 'statistics', 'stat', 'text', 'value'),
}));
