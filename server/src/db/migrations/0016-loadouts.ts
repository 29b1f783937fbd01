/** Loadouts (issue 29): a player's named sets of trinkets, jewels and belt runes. */
import type { Kysely } from 'kysely';
import { idColumn, userKey } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loadouts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', userKey)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('activity', 'text')
    .addColumn('contents', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('loadouts_user').on('loadouts').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loadouts').execute();
}
