/** The `tools` table: the level of each of a player's gathering tools. */
import type { Db } from '../../db/database';

/** A new player's tools at their starting levels. */
export async function insertTools(
  db: Db,
  userId: number,
  levels: Readonly<Record<string, number>>,
): Promise<void> {
  await db
    .insertInto('tools')
    .values(Object.entries(levels).map(([tool, level]) => ({ user_id: userId, tool, level })))
    .execute();
}

export function toolLevels(db: Db, userId: number): Promise<{ tool: string; level: number }[]> {
  return db.selectFrom('tools').select(['tool', 'level']).where('user_id', '=', userId).execute();
}

/** The tool's level, or undefined without a row. */
export async function toolLevel(db: Db, userId: number, tool: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('tools')
    .select('level')
    .where('user_id', '=', userId)
    .where('tool', '=', tool)
    .executeTakeFirst();
  return row?.level;
}

export async function setToolLevel(
  db: Db,
  userId: number,
  tool: string,
  level: number,
): Promise<void> {
  await db
    .insertInto('tools')
    .values({ user_id: userId, tool, level })
    .onConflict((conflict) => conflict.columns(['user_id', 'tool']).doUpdateSet({ level }))
    .execute();
}
