/** The `rune_progress` table: the rune a player is crafting, its progress and the stop flags. */
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { compiledPerDatabase, prepare } from '../../db/prepared';
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

/** The runecrafting tick's compiled write: the rune in progress saved (db/prepared.ts). */
export const runeProgressWrite = compiledPerDatabase((db: Db) =>
  prepare(
    db,
    (p: { userId: number; itemId: string | null; progress: number }) =>
      sql`insert into rune_progress (user_id, item_id, progress)
        values (${p.userId}, ${p.itemId}, ${p.progress})
        on conflict (user_id) do update set item_id = excluded.item_id, progress = excluded.progress`,
    { userId: -1, itemId: 'item', progress: -3 },
  ),
);
