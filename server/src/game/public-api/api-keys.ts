/**
 * Personal keys of the public API (issue 29): a player creates keys with scopes on /preferences,
 * sees each one's name, prefix, scopes and times, and revokes them. The token is shown once; only
 * its SHA-256 is kept, so a stolen database yields no usable key. Every public request looks its
 * key up afresh (`authenticate`), so a revoked key is refused at once on every instance.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_SCOPES,
  API_KEYS_PER_PLAYER,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from '@idle/contracts';
import { playerTransaction } from '../../db/transactions';
import { banInForce } from '../admin/bans';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import {
  type ApiKeyRow,
  countPlayerKeys,
  deleteKey,
  findKeyByHash,
  insertKey,
  listPlayerKeys,
  touchKey,
} from './api-keys.repository';

/** Every token starts so, which tells it apart from other secrets (and secret scanners find it). */
export const API_KEY_TOKEN_START = 'idk_';
/** Characters of the token kept and shown to tell keys apart: the start and 6 of the random part. */
const PREFIX_LENGTH = API_KEY_TOKEN_START.length + 6;
/** A key's last use is stamped at most this often: a write per request would cost more than the read. */
export const LAST_USED_PRECISION_MS = 60_000;

export const TOO_MANY_KEYS_TEXT = `You have ${String(API_KEYS_PER_PLAYER)} API keys already. Revoke one to create another.`;
export const UNKNOWN_KEY_TEXT = 'That API key does not exist.';
export const MISSING_KEY_TEXT =
  'This request needs an API key: send it in the X-Api-Key header (or Authorization: Bearer).';
export const INVALID_KEY_TEXT = 'That API key is not valid. It may have been revoked.';
export const BANNED_OWNER_TEXT = "This key's account is banned.";
export const missingScopeText = (scope: ApiKeyScope) =>
  `This key may not read ${scope}. Create a key with the ${scope} scope on your preferences page.`;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The stored scopes, in API_KEY_SCOPES order; a name no longer known is dropped. */
function scopesOf(row: Pick<ApiKeyRow, 'scopes'>): ApiKeyScope[] {
  const stored = new Set(row.scopes.split(','));
  return API_KEY_SCOPES.filter((scope) => stored.has(scope));
}

function summaryOf(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listApiKeys(game: GameContext, userId: number): Promise<ApiKeySummary[]> {
  return (await listPlayerKeys(game.db, userId)).map(summaryOf);
}

export async function createApiKey(
  game: GameContext,
  userId: number,
  name: string,
  scopes: readonly ApiKeyScope[],
): Promise<CreatedApiKey> {
  const token = API_KEY_TOKEN_START + randomBytes(32).toString('base64url');
  const ordered = API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
  // Counted and inserted in one transaction of the player (row locked on PostgreSQL): creations
  // at once queue, so a player never passes the cap.
  const row = await playerTransaction(game.db, [userId], async (trx) => {
    if ((await countPlayerKeys(trx, userId)) >= API_KEYS_PER_PLAYER) {
      throw new GameError(TOO_MANY_KEYS_TEXT);
    }
    return insertKey(trx, {
      user_id: userId,
      name,
      prefix: token.slice(0, PREFIX_LENGTH),
      token_hash: tokenHash(token),
      scopes: ordered.join(','),
      created_at: game.clock.now(),
    });
  });
  return { key: summaryOf(row), token };
}

export async function revokeApiKey(
  game: GameContext,
  userId: number,
  keyId: number,
): Promise<true> {
  if (!(await deleteKey(game.db, userId, keyId))) throw new GameError(UNKNOWN_KEY_TEXT);
  return true;
}

/**
 * The owner of the key a public request carries, once the key is known (401 otherwise), its
 * owner not banned and the route's scope among its scopes (403 otherwise).
 */
export async function authenticate(
  game: GameContext,
  token: string | null,
  scope: ApiKeyScope,
): Promise<number> {
  if (token === null) throw new GameError(MISSING_KEY_TEXT, 401);
  const key = await findKeyByHash(game.db, tokenHash(token));
  if (!key) throw new GameError(INVALID_KEY_TEXT, 401);
  const now = game.clock.now();
  if (key.banned !== 0 && (await banInForce(game.db, key.user_id, now))) {
    throw new GameError(BANNED_OWNER_TEXT, 403);
  }
  if (!scopesOf(key).includes(scope)) throw new GameError(missingScopeText(scope), 403);
  await touchKey(game.db, key.id, now, LAST_USED_PRECISION_MS);
  return key.user_id;
}
