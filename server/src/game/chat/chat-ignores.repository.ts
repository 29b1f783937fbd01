/** The SQL of `chat_ignores`: whom each player ignores in chat. */
import type { Db } from '../../db/database';

/** The ids the player ignores. */
export async function listIgnoredIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_ignores')
    .select('ignored_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.ignored_id);
}

/** The players the player ignores with their names, by name. */
export function listIgnoredPlayers(
  db: Db,
  userId: number,
): Promise<{ userid: number; username: string }[]> {
  return db
    .selectFrom('chat_ignores')
    .innerJoin('users', 'users.id', 'chat_ignores.ignored_id')
    .select(['users.id as userid', 'users.username'])
    .where('chat_ignores.user_id', '=', userId)
    .orderBy('users.username_key')
    .execute();
}

export async function countIgnored(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('chat_ignores')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds the ignore unless it is there; whether it added it. */
export async function insertIgnore(db: Db, userId: number, ignoredId: number): Promise<boolean> {
  const added = await db
    .insertInto('chat_ignores')
    .values({ user_id: userId, ignored_id: ignoredId })
    .onConflict((conflict) => conflict.columns(['user_id', 'ignored_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) !== 0;
}

/** Removes the ignore; whether there was one. */
export async function deleteIgnore(db: Db, userId: number, ignoredId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('chat_ignores')
    .where('user_id', '=', userId)
    .where('ignored_id', '=', ignoredId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) !== 0;
}

/** Of the two players, those who ignore the other (their ids). */
export async function listIgnoringBetween(db: Db, a: number, b: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_ignores')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('ignored_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('ignored_id', '=', a)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.user_id);
}
