/** The `rune_belt` table: one row per rune on a player's belt. */
import type { Db } from '../../db/database';

/** The belt's entries, in the order they were put on. */
export function runeBeltEntries(
  db: Db,
  userId: number,
): Promise<{ id: number; rune_id: string }[]> {
  return db
    .selectFrom('rune_belt')
    .select(['id', 'rune_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countRuneBeltEntries(db: Db, userId: number): Promise<number> {
  const used = await db
    .selectFrom('rune_belt')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return used.count;
}

/** Puts a rune on the belt; answers the entry's id. */
export async function insertRuneBeltEntry(db: Db, userId: number, runeId: string): Promise<number> {
  const entry = await db
    .insertInto('rune_belt')
    .values({ user_id: userId, rune_id: runeId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

/** Takes the player's own entry off the belt; answers its rune, or undefined when not theirs. */
export async function deleteRuneBeltEntry(
  db: Db,
  userId: number,
  entryId: number,
): Promise<string | undefined> {
  const entry = await db
    .deleteFrom('rune_belt')
    .where('id', '=', entryId)
    .where('user_id', '=', userId)
    .returning('rune_id')
    .executeTakeFirst();
  return entry?.rune_id;
}
