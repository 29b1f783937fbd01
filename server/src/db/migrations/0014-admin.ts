/**
 * The operator console (issue 27): its audit trail, the reason, end and author of a ban
 * (`users.banned` still says "banned now"), the reason of a mute, and what operators granted
 * and took as compensation (the economy audit's flow of its own).
 */
import type { Kysely } from 'kysely';
import { idColumn, userKey, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit_trail')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('operator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('operator_name', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('target_name', 'text')
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('admin_audit_trail_operator')
    .on('admin_audit_trail')
    .columns(['operator_id', 'id'])
    .execute();
  await db.schema
    .createIndex('admin_audit_trail_target')
    .on('admin_audit_trail')
    .columns(['target_id', 'id'])
    .execute();
  await db.schema
    .createTable('account_bans')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    // Null: permanent.
    .addColumn('until', 'bigint')
    .addColumn('banned_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('banned_by_name', 'text', (col) => col.notNull())
    .addColumn('banned_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('chat_mutes').addColumn('reason', 'text').execute();
  await db.schema
    .createTable('operator_item_flows')
    .addColumn('operator_id', 'integer', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('created', 'bigint', zero)
    .addColumn('destroyed', 'bigint', zero)
    .addPrimaryKeyConstraint('operator_item_flows_pk', ['operator_id', 'item_id'])
    .execute();
}
