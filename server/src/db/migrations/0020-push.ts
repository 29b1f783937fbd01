/**
 * Pushes to the installed game (issue 30): each device's push subscription with the rules it
 * receives, the tabs of the game a player can see now (no push while one is), and the server's
 * VAPID key pair, made on the first start and shared by every instance.
 */
import type { Kysely } from 'kysely';
import { idColumn, userKey } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', userKey)
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('rules', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('push_visible_tabs')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('tab', 'text', (col) => col.notNull())
    .addColumn('visible_until', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_visible_tabs_key', ['user_id', 'tab'])
    .execute();
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_keys').execute();
  await db.schema.dropTable('push_visible_tabs').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
