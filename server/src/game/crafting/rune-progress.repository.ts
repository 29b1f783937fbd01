/** The `rune_progress` table: the rune a player is crafting, its progress and the stop flags. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RuneProgressTable } from '../../db/schema';

export function runeProgressOf(
  db: Db,
  userId: number,
): Promise<Selectable<RuneProgressTable> | undefined> {
  return db
    .selectFrom('rune_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets both stop flags (a new row has no rune in progress). */
export async function setRuneStopFlags(
  db: Db,
  userId: number,
  flags: { stop_after_craft: number; stop_after_fail: number },
): Promise<void> {
  await db
    .insertInto('rune_progress')
    .values({ user_id: userId, item_id: null, ...flags })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(flags))
    .execute();
}
