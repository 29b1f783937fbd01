/**
 * Login sessions: a random token in an HttpOnly, SameSite=Strict cookie; the database keeps
 * only its SHA-256, so a leaked database holds no usable session.
 *
 * Every call checks the session, so checked sessions are remembered for a minute: an action
 * tick then needs no session query. Ending sessions here forgets them at once, on every instance
 * of a cluster (the bus tells the others to forget the player's); a change made to the database
 * behind this module's back (a ban, a deleted row) is seen within CACHE_MS.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClusterBus } from '../cluster/bus';
import type { Db } from '../db/database';
import {
  deleteSessionByHash,
  deleteSessionsOf,
  insertSession,
} from '../game/accounts/sessions.repository';
import { sessionHolder } from '../game/accounts/sessions.repository';

export const SESSION_COOKIE = 'idle_session';
/** How long a checked session is trusted without asking the database again. */
export const CACHE_MS = 60_000;
/** Remembered sessions at most; the oldest are forgotten first. */
const CACHE_SIZE = 50_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return typeof token === 'string' && token.length > 0 && token.length <= 100 ? token : null;
}

interface Remembered {
  userId: number;
  expiresAt: number;
  checkedAt: number;
}

export interface Sessions {
  /** Starts a session for the user and sets its cookie. */
  create(reply: FastifyReply, userId: number, now: number, secure: boolean): Promise<void>;
  /** The user id behind the request's session cookie, or null when there is no valid session. */
  userIdFor(request: FastifyRequest, now: number): Promise<number | null>;
  /** Ends the request's session and clears its cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a user (password change, ban, forced logout). */
  endAll(userId: number): Promise<void>;
}

export function createSessions(db: Db, ttlSeconds: number, bus?: ClusterBus): Sessions {
  const remembered = new Map<string, Remembered>();

  function forgetUser(userId: number): void {
    for (const [token, entry] of remembered) {
      if (entry.userId === userId) remembered.delete(token);
    }
  }
  bus?.subscribe((message) => {
    if (message.kind === 'sessions') forgetUser(message.userId);
  });

  function remember(token: string, entry: Remembered): void {
    if (remembered.size >= CACHE_SIZE) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(token, entry);
  }

  return {
    async create(reply, userId, now, secure) {
      const token = randomBytes(32).toString('base64url');
      await insertSession(db, {
        token_hash: hashToken(token),
        user_id: userId,
        created_at: now,
        expires_at: now + ttlSeconds * 1000,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: ttlSeconds,
      });
    },

    async userIdFor(request, now) {
      const token = cookieToken(request);
      if (token === null) return null;
      // Remembered by token, so a remembered session costs no hashing either.
      const known = remembered.get(token);
      if (known && now - known.checkedAt < CACHE_MS && now >= known.checkedAt) {
        return known.expiresAt > now ? known.userId : null;
      }
      remembered.delete(token);
      const row = await sessionHolder(db, hashToken(token));
      if (!row || row.expires_at <= now || row.banned !== 0) return null;
      remember(token, { userId: row.user_id, expiresAt: row.expires_at, checkedAt: now });
      return row.user_id;
    },

    async end(request, reply) {
      const token = cookieToken(request);
      if (token !== null) {
        remembered.delete(token);
        const ended = await deleteSessionByHash(db, hashToken(token));
        // Other instances may remember it: they forget the player's sessions and read again.
        if (ended) bus?.publish({ kind: 'sessions', userId: ended.user_id });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    async endAll(userId) {
      forgetUser(userId);
      await deleteSessionsOf(db, userId);
      bus?.publish({ kind: 'sessions', userId });
    },
  };
}
