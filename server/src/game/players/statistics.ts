/** Player statistics (spec 000 section 3), with daily and monthly action counts. */
import { STATISTIC_KEYS, type StatisticKey, type Statistics } from '@idle/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, UserRow } from '../../db/schema';
import { readUser, updateUser } from '../accounts/users.repository';
import {
  addStatisticValues,
  deleteStatistics,
  statisticValues,
  statisticValuesOf,
} from './statistics.repository';

/** The UTC day and month a moment belongs to; daily and monthly figures reset when they change. */
export function periodKeys(now: number): { day: string; month: string } {
  const iso = new Date(now).toISOString();
  return { day: iso.slice(0, 10), month: iso.slice(0, 7) };
}

type PeriodOwner = Pick<UserRow, 'id' | 'stats_day' | 'stats_month'>;

/** The statistics as stored, with the daily and monthly counts of a past period read as 0. */
async function readStatistics(db: Db, user: PeriodOwner, now: number) {
  const rows = await statisticValues(db, user.id);
  const stats = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, 0])) as Statistics;
  for (const row of rows) {
    if (row.stat in stats) stats[row.stat as StatisticKey] = row.value;
  }
  const { day, month } = periodKeys(now);
  const resets: StatisticKey[] = [];
  if (user.stats_day !== day) resets.push('totalActionsDaily');
  if (user.stats_month !== month) resets.push('totalActionsMonthly');
  for (const key of resets) stats[key] = 0;
  return { stats, resets, day, month };
}

/** The action counts a clan's members page shows of each member. */
export type ActionTotals = Pick<
  Statistics,
  'totalActionsDaily' | 'totalActionsMonthly' | 'totalActions'
>;
const ACTION_TOTAL_KEYS = ['totalActionsDaily', 'totalActionsMonthly', 'totalActions'] as const;

/**
 * The action totals of several players in one read, by user id; a day's or month's count of a
 * past period reads as 0, as `loadStatistics` does.
 */
export async function actionTotalsOf(
  db: Db,
  users: readonly PeriodOwner[],
  now: number,
): Promise<Map<number, ActionTotals>> {
  const totals = new Map<number, ActionTotals>(
    users.map((user) => [
      user.id,
      { totalActionsDaily: 0, totalActionsMonthly: 0, totalActions: 0 },
    ]),
  );
  if (users.length === 0) return totals;
  const rows = await statisticValuesOf(
    db,
    users.map((user) => user.id),
    ACTION_TOTAL_KEYS,
  );
  const { day, month } = periodKeys(now);
  const ownerOf = new Map(users.map((user) => [user.id, user]));
  for (const row of rows) {
    const owner = ownerOf.get(row.user_id);
    const entry = totals.get(row.user_id);
    const key = ACTION_TOTAL_KEYS.find((candidate) => candidate === row.stat);
    if (!owner || !entry || !key) continue;
    const pastPeriod =
      (key === 'totalActionsDaily' && owner.stats_day !== day) ||
      (key === 'totalActionsMonthly' && owner.stats_month !== month);
    entry[key] = pastPeriod ? 0 : row.value;
  }
  return totals;
}

export async function loadStatistics(db: Db, userId: number, now: number): Promise<Statistics> {
  const user = await readUser(db, userId, ['id', 'stats_day', 'stats_month']);
  return (await readStatistics(db, user, now)).stats;
}

/**
 * Adds to statistics inside a transaction, starting the daily and monthly counts afresh when the
 * day or month has changed since the player's last action; answers the statistics after the change.
 */
export async function addStatistics(
  trx: Transaction<Database>,
  user: PeriodOwner,
  now: number,
  increments: Partial<Record<StatisticKey, number>>,
): Promise<Statistics> {
  const { stats, resets, day, month } = await readStatistics(trx, user, now);
  if (resets.length > 0) {
    await deleteStatistics(trx, user.id, resets);
    await updateUser(trx, user.id, { stats_day: day, stats_month: month });
  }
  const rows = Object.entries(increments)
    .filter(([, value]) => value !== 0)
    .map(([stat, value]) => ({ user_id: user.id, stat, value }));
  if (rows.length === 0) return stats;
  await addStatisticValues(trx, rows);
  for (const { stat, value } of rows) stats[stat as StatisticKey] += value;
  return stats;
}

/**
 * Starts the daily and/or monthly counts afresh in storage (the caller has zeroed its copy):
 * their rows go and the user row records the new period.
 */
export async function startPeriods(
  trx: Transaction<Database>,
  userId: number,
  now: number,
  fresh: { day: boolean; month: boolean },
): Promise<void> {
  const resets: StatisticKey[] = [];
  if (fresh.day) resets.push('totalActionsDaily');
  if (fresh.month) resets.push('totalActionsMonthly');
  if (resets.length === 0) return;
  const { day, month } = periodKeys(now);
  await deleteStatistics(trx, userId, resets);
  await updateUser(trx, userId, { stats_day: day, stats_month: month });
}
