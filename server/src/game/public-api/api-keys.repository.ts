/** The SQL of `api_keys`: each player's personal keys of the public API, by the hash of each. */
import type { Db } from '../../db/database';
import type { ApiKeysTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The player's keys, oldest first. */
export function listPlayerKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countPlayerKeys(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertKey(
  db: Db,
  key: Omit<ApiKeyRow, 'id' | 'last_used_at'>,
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({ ...key, last_used_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the player's key; whether there was one. */
export async function deleteKey(db: Db, userId: number, keyId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('api_keys')
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) !== 0;
}

/** The key with this token hash, with its owner's ban flag. */
export function findKeyByHash(
  db: Db,
  tokenHash: string,
): Promise<(ApiKeyRow & { banned: number }) | undefined> {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .selectAll('api_keys')
    .select('users.banned')
    .where('api_keys.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Stamps the key's last use, at most once per `minGapMs` (a write per request would be waste). */
export async function touchKey(db: Db, keyId: number, at: number, minGapMs: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', at - minGapMs)]))
    .execute();
}
