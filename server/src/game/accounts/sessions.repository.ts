/**
 * The `sessions` table: login sessions by the SHA-256 of their cookie's token. The read that
 * checks a session joins the player's ban (`sessionHolder`).
 */
import type { Db } from '../../db/database';
import type { SessionsTable } from '../../db/schema';

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** Ends the session of a token's hash; answers its player, or undefined when there was none. */
export async function deleteSessionByHash(
  db: Db,
  tokenHash: string,
): Promise<{ user_id: number } | undefined> {
  return db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .returning('user_id')
    .executeTakeFirst();
}

/** Ends every session of the player. */
export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The player behind a session token's hash, with the session's expiry and the player's ban. */
export function sessionHolder(
  db: Db,
  tokenHash: string,
): Promise<{ user_id: number; expires_at: number; banned: number } | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'users.banned'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
