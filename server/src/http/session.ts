/**
 * Login sessions: a random token in an HttpOnly, SameSite=Strict cookie; the database keeps
 * only its SHA-256, so a leaked database holds no usable session.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'idle_session';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  reply: FastifyReply,
  userId: number,
  now: number,
  ttlSeconds: number,
  secure: boolean,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + ttlSeconds * 1000,
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: ttlSeconds,
  });
}

/** The user id behind the request's session cookie, or null when there is no valid session. */
export async function sessionUserId(
  db: Db,
  request: FastifyRequest,
  now: number,
): Promise<number | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (typeof token !== 'string' || token.length === 0 || token.length > 100) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'sessions.expires_at', 'users.banned'])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now || row.banned !== 0) return null;
  return row.user_id;
}

export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (typeof token === 'string') {
    await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user (forced logout). */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
