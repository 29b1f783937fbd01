/**
 * The `special_battles` table: battles left per special area and the day they were counted. The
 * tick's compiled write stays `specialBattleWrite` in special-areas.ts, with the other compiled
 * statements of the ticks.
 */
import type { Db } from '../../db/database';

export function specialBattleRows(
  db: Db,
  userId: number,
): Promise<{ area_id: number; remaining: number; day: string }[]> {
  return db
    .selectFrom('special_battles')
    .select(['area_id', 'remaining', 'day'])
    .where('user_id', '=', userId)
    .execute();
}

/** Sets the battles left in an area on `day`. */
export async function storeSpecialBattles(
  db: Db,
  userId: number,
  areaId: number,
  remaining: number,
  day: string,
): Promise<void> {
  await db
    .insertInto('special_battles')
    .values({ user_id: userId, area_id: areaId, remaining, day })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'area_id']).doUpdateSet({ remaining, day }),
    )
    .execute();
}

/** The battles saved in one area and the day they were counted, or undefined without a row. */
export function savedSpecialBattles(
  db: Db,
  userId: number,
  areaId: number,
): Promise<{ remaining: number; day: string } | undefined> {
  return db
    .selectFrom('special_battles')
    .select(['remaining', 'day'])
    .where('user_id', '=', userId)
    .where('area_id', '=', areaId)
    .executeTakeFirst();
}
