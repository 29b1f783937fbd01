/** The SQL of `player_boosts` that buying a boost runs (its reads for the ticks: running-boosts.ts). */
import type { Db } from '../../db/database';

/** When the player's boost of this kind ends, if they ever had one. */
export async function findBoostEnd(db: Db, userId: number, kind: string) {
  const row = await db
    .selectFrom('player_boosts')
    .select('ends_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.ends_at;
}

/** Starts or extends the player's boost of this kind. */
export async function saveBoost(
  db: Db,
  boost: { user_id: number; kind: string; percent: number; ends_at: number },
): Promise<void> {
  await db
    .insertInto('player_boosts')
    .values(boost)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind'])
        .doUpdateSet({ percent: boost.percent, ends_at: boost.ends_at }),
    )
    .execute();
}

/** The player's boosts whose end is still ahead of `now`. */
export function listBoostsRunning(db: Db, userId: number, now: number) {
  return db
    .selectFrom('player_boosts')
    .select(['kind', 'percent', 'ends_at'])
    .where('user_id', '=', userId)
    .where('ends_at', '>', now)
    .execute();
}
