/** The `dungeons_completed` table: how many times a player completed each dungeon. */
import type { Db } from '../../db/database';

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
