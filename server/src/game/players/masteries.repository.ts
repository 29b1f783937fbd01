/** The `masteries` table: the player's experience per mastery. */
import type { Db } from '../../db/database';

/** The player's experience per stored mastery. */
export function masteryExps(
  db: Db,
  userId: number,
): Promise<{ mastery_id: number; exp: number }[]> {
  return db
    .selectFrom('masteries')
    .select(['mastery_id', 'exp'])
    .where('user_id', '=', userId)
    .execute();
}
