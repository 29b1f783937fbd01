/** The `dungeons_completed` table: how many times a player completed each dungeon. */
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareAddBatch } from '../../db/prepared';

export function dungeonCompletions(
  db: Db,
  userId: number,
): Promise<{ dungeon_id: number; count: number }[]> {
  return db
    .selectFrom('dungeons_completed')
    .select(['dungeon_id', 'count'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * The dungeon tick's compiled statement (db/prepared.ts): (player, dungeon, completions) rows
 * added to the stored counts, a group-commit batch's in one statement.
 */
export const dungeonsCompletedStatements = compiledPerDatabase((db: Db) => ({
  add: prepareAddBatch(db, 'dungeons_completed', 'dungeon_id', 'integer', 'count'),
}));
