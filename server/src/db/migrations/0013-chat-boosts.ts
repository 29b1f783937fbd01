/**
 * Chat and boosts (issue 17): messages per channel (trimmed to a bounded history), the ignore
 * list, mutes, the profanity filter switch, and the boosts each player has running.
 */
import type { Kysely } from 'kysely';
import { idColumn, userKey } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', idColumn(db))
    // general, trade, help, clan-<id>, pm or notifications.
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    // The author as the line showed them when sent; null for the game's own lines.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('username', 'text')
    .addColumn('nobility_rank', 'integer')
    .addColumn('account_status', 'integer')
    // The other player of a private message.
    .addColumn('to_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('to_username', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_channel')
    .on('chat_messages')
    .columns(['channel', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_to_user')
    .on('chat_messages')
    .columns(['to_user_id', 'id'])
    .execute();
  await db.schema
    .createTable('chat_ignores')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('ignored_id', 'integer', userKey)
    .addPrimaryKeyConstraint('chat_ignores_pk', ['user_id', 'ignored_id'])
    .execute();
  await db.schema
    .createTable('chat_mutes')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('until', 'bigint', (col) => col.notNull())
    .addColumn('muted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('chat_profanity_filter', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('player_boosts')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('player_boosts_pk', ['user_id', 'kind'])
    .execute();
}
