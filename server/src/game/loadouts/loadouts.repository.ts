/** The SQL of `loadouts`: a player's named sets of trinkets, jewels and belt runes. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LoadoutsTable } from '../../db/schema';

export type LoadoutRow = Selectable<LoadoutsTable>;

/** The player's loadouts, oldest first. */
export function listLoadouts(db: Db, userId: number): Promise<LoadoutRow[]> {
  return db
    .selectFrom('loadouts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The player's loadout of this id. */
export function findOwnLoadout(
  db: Db,
  userId: number,
  id: number,
): Promise<LoadoutRow | undefined> {
  return db
    .selectFrom('loadouts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The player's loadout bound to `activity`, if any. */
export function findBoundLoadout(
  db: Db,
  userId: number,
  activity: string,
): Promise<LoadoutRow | undefined> {
  return db
    .selectFrom('loadouts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('activity', '=', activity)
    .executeTakeFirst();
}

/** The activities the player has bound a loadout to. */
export async function boundActivities(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('loadouts')
    .select('activity')
    .where('user_id', '=', userId)
    .where('activity', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.activity === null ? [] : [row.activity]));
}

export async function insertLoadout(db: Db, row: Insertable<LoadoutsTable>): Promise<void> {
  await db.insertInto('loadouts').values(row).execute();
}

/** Replaces what the player's loadout holds, and its name. */
export async function updateLoadoutContents(
  db: Db,
  userId: number,
  id: number,
  changes: { name: string; contents: string },
): Promise<void> {
  await db
    .updateTable('loadouts')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Binds the player's loadout `id` to `activity` (null: unbinds it), unbinding any other. */
export async function bindLoadout(
  db: Db,
  userId: number,
  id: number,
  activity: string | null,
): Promise<void> {
  if (activity !== null) {
    await db
      .updateTable('loadouts')
      .set({ activity: null })
      .where('user_id', '=', userId)
      .where('activity', '=', activity)
      .execute();
  }
  await db
    .updateTable('loadouts')
    .set({ activity })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes the player's loadout; answers whether there was one. */
export async function deleteOwnLoadout(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('loadouts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
