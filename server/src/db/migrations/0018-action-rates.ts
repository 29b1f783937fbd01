/**
 * Rates per action (issue 29): what each action brought a player since their last reset, one row
 * per action tracked and figure (its actions, time, experience, gold, each item), added to by the
 * ticks; and when each player last reset them.
 */
import type { Kysely } from 'kysely';
import { userKey } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('action_rates')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('tracked', 'text', (col) => col.notNull())
    .addColumn('entry', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('action_rates_key', ['user_id', 'tracked', 'entry'])
    .execute();
  await db.schema
    .createTable('rate_resets')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_resets').execute();
  await db.schema.dropTable('action_rates').execute();
}
