/**
 * Personal keys of the public read-only API (issue 29): the hash of each, never the key.
 * Numbered 0017: 0016 is the loadouts' (issue 29, on main beside this branch).
 */
import type { Kysely } from 'kysely';
import { idColumn, userKey } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', userKey)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
