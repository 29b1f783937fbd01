/** The `dungeons_completed` table: how many times a player completed each dungeon. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

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

/** The dungeon tick's compiled statement: one more completion, answering the count (db/prepared.ts). */
export const dungeonsCompletedStatements = compiledPerDatabase((db: Db) => ({
  addOne: prepare(
    db,
    (p: { userId: number; dungeonId: number }) =>
      sql<{ count: number }>`insert into dungeons_completed (user_id, dungeon_id, count)
          values (${p.userId}, ${p.dungeonId}, 1)
          on conflict (user_id, dungeon_id) do update set count = dungeons_completed.count + 1
          returning count`,
    { userId: -1, dungeonId: -2 },
  ),
}));
