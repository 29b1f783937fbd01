/** The `special_battles` table: battles left per special area and the day they were counted. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { greatest } from '../../db/dialect';
import { compiledPerDatabase, prepare, type Prepared } from '../../db/prepared';

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

type SpecialBattleWrite = Prepared<{
  userId: number;
  areaId: number;
  remaining: number;
  day: string;
}>;
/** Stores the battles left in an area on `day` (a tick's write, compiled once). */
export const specialBattleWrite: (db: Db) => SpecialBattleWrite = compiledPerDatabase((db: Db) =>
  // Never below zero, whatever the memory said.
  prepare(
    db,
    (p: { userId: number; areaId: number; remaining: number; day: string }) =>
      sql`insert into special_battles (user_id, area_id, remaining, day)
        values (${p.userId}, ${p.areaId}, ${greatest(db, sql.lit(0), sql`${p.remaining}`)}, ${p.day})
        on conflict (user_id, area_id) do update set remaining = excluded.remaining, day = excluded.day`,
    { userId: -1, areaId: -2, remaining: -3, day: 'day' },
  ),
);
