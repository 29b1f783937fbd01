/** The `masteries` table: the player's experience per mastery. */
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepareAddBatch } from '../../db/prepared';

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

/** The fight tick's compiled statement: mastery experience added, (user_id, mastery_id, exp) rows (db/prepared.ts). */
export const masteryStatements = compiledPerDatabase((db: Db) => ({
  addExp: prepareAddBatch(db, 'masteries', 'mastery_id', 'integer', 'exp'),
}));
