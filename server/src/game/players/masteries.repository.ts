/** The `masteries` table: the player's experience per mastery. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';

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

/** The player's experience in one mastery, or undefined without a row. */
export function findMasteryExp(db: Db, userId: number, masteryId: number) {
  return db
    .selectFrom('masteries')
    .select('exp')
    .where('user_id', '=', userId)
    .where('mastery_id', '=', masteryId)
    .executeTakeFirst();
}

/** The fight tick's compiled statement: mastery experience added (db/prepared.ts). */
export const masteryStatements = compiledPerDatabase((db: Db) => ({
  addExp: prepare(
    db,
    (p: { userId: number; masteryId: number; exp: number }) =>
      sql`insert into masteries (user_id, mastery_id, exp)
          values (${p.userId}, ${p.masteryId}, ${p.exp})
          on conflict (user_id, mastery_id) do update set exp = masteries.exp + excluded.exp`,
    { userId: -1, masteryId: -2, exp: -3 },
  ),
}));
