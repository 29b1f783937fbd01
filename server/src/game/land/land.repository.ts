/** The SQL of `land`: each player's plot and its level (no row: no plot). */
import type { Db } from '../../db/database';

/** The plot's level, 0 without a plot. */
export async function landLevel(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('land')
    .select('level')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.level ?? 0;
}

export async function insertPlot(db: Db, userId: number): Promise<void> {
  await db.insertInto('land').values({ user_id: userId, level: 1 }).execute();
}

export async function setLandLevel(db: Db, userId: number, level: number): Promise<void> {
  await db.updateTable('land').set({ level }).where('user_id', '=', userId).execute();
}
