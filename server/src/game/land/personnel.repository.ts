/** The SQL of `personnel`: each player's hired staff, a row per kind (no row: not hired). */
import type { Db } from '../../db/database';

/** Every person the player hired. */
export function listPersonnel(db: Db, userId: number) {
  return db
    .selectFrom('personnel')
    .select(['kind', 'level', 'rarity'])
    .where('user_id', '=', userId)
    .execute();
}

/** The player's person of a kind, if hired. */
export function findPerson(db: Db, userId: number, kind: string) {
  return db
    .selectFrom('personnel')
    .select(['level', 'rarity'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Hires the person or sets their level and rarity. */
export async function savePerson(
  db: Db,
  person: { user_id: number; kind: string; level: number; rarity: number },
): Promise<void> {
  await db
    .insertInto('personnel')
    .values(person)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind'])
        .doUpdateSet({ level: person.level, rarity: person.rarity }),
    )
    .execute();
}
