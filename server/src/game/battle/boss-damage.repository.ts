/** The `boss_damage` table: the damage each player dealt to a world boss. */
import type { Db } from '../../db/database';

/** The players who damaged the boss, by user id. */
export function bossFighters(
  db: Db,
  bossId: number,
): Promise<{ user_id: number; damage: number }[]> {
  return db
    .selectFrom('boss_damage')
    .select(['user_id', 'damage'])
    .where('boss_id', '=', bossId)
    .where('damage', '>', 0)
    .orderBy('user_id')
    .execute();
}
