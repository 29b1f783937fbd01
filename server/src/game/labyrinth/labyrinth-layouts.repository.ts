/** The SQL of `labyrinth_layouts`: the day's layout, the same for every player and instance. */
import type { Db } from '../../db/database';

/** Stores the day's layout unless one is stored already. */
export async function insertLayoutOnce(db: Db, day: string, layout: string): Promise<void> {
  await db
    .insertInto('labyrinth_layouts')
    .values({ day, layout })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

/** The stored layout (JSON) of a day that has one. */
export async function getLayout(db: Db, day: string): Promise<string> {
  const row = await db
    .selectFrom('labyrinth_layouts')
    .select('layout')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.layout;
}
