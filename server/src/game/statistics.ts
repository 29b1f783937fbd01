/** Player statistics (spec 000 section 3), with daily and monthly action counts. */
import { STATISTIC_KEYS, type StatisticKey, type Statistics } from '@idle/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The UTC day and month a moment belongs to; daily and monthly figures reset when they change. */
export function periodKeys(now: number): { day: string; month: string } {
  const iso = new Date(now).toISOString();
  return { day: iso.slice(0, 10), month: iso.slice(0, 7) };
}

export async function loadStatistics(
  db: Db | Transaction<Database>,
  userId: number,
  now: number,
): Promise<Statistics> {
  const [rows, user] = await Promise.all([
    db.selectFrom('statistics').select(['stat', 'value']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('users')
      .select(['stats_day', 'stats_month'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const stats = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, 0])) as Statistics;
  for (const row of rows) {
    if (row.stat in stats) stats[row.stat as StatisticKey] = row.value;
  }
  const { day, month } = periodKeys(now);
  if (user.stats_day !== day) stats.totalActionsDaily = 0;
  if (user.stats_month !== month) stats.totalActionsMonthly = 0;
  return stats;
}

/** Adds to statistics inside a transaction, starting the daily and monthly counts afresh when
 * the day or month has changed since the player's last action. */
export async function addStatistics(
  trx: Transaction<Database>,
  userId: number,
  now: number,
  increments: Partial<Record<StatisticKey, number>>,
): Promise<void> {
  const { day, month } = periodKeys(now);
  const user = await trx
    .selectFrom('users')
    .select(['stats_day', 'stats_month'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const resets: StatisticKey[] = [];
  if (user.stats_day !== day) resets.push('totalActionsDaily');
  if (user.stats_month !== month) resets.push('totalActionsMonthly');
  if (resets.length > 0) {
    await trx
      .deleteFrom('statistics')
      .where('user_id', '=', userId)
      .where('stat', 'in', resets)
      .execute();
    await trx
      .updateTable('users')
      .set({ stats_day: day, stats_month: month })
      .where('id', '=', userId)
      .execute();
  }
  const rows = Object.entries(increments)
    .filter(([, value]) => value !== 0)
    .map(([stat, value]) => ({ user_id: userId, stat, value }));
  if (rows.length === 0) return;
  await trx
    .insertInto('statistics')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'stat'])
        .doUpdateSet({ value: sql`statistics.value + excluded.value` }),
    )
    .execute();
}
