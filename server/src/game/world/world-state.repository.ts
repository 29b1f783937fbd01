/**
 * The `world_state` table: one JSON value per key, each key owned by one world schedule (Bonus
 * Time, the action bonus, the gathering event, the next boss, the next clan spawn).
 */
import type { Db } from '../../db/database';

/** The saved value of `key`, or undefined when none is saved yet. */
export async function readWorldState<Value>(db: Db, key: string): Promise<Value | undefined> {
  const row = await db
    .selectFrom('world_state')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as Value) : undefined;
}

export async function saveWorldState(db: Db, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('world_state')
    .values({ key, value: text })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
    .execute();
}

/**
 * Swaps the value of `key` from `before` (what this instance read) to `after`, only if storage
 * still holds `before` (a missing row counts as `before`). Of two instances that both believe
 * they run the world (a lease changing hands), one makes a change; false for the other.
 */
export async function claimWorldState(
  db: Db,
  key: string,
  before: unknown,
  after: unknown,
): Promise<boolean> {
  const expected = JSON.stringify(before);
  await db
    .insertInto('world_state')
    .values({ key, value: expected })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const claim = await db
    .updateTable('world_state')
    .set({ value: JSON.stringify(after) })
    .where('key', '=', key)
    .where('value', '=', expected)
    .executeTakeFirst();
  return claim.numUpdatedRows === 1n;
}
