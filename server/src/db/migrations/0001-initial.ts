/**
 * The first tables: players and their sessions, items, skills, masteries, tools, statistics and
 * equipment, the action under way, the captchas used and the personal log.
 */
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('username_key', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('account_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('nobility_rank', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('banned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('autos', 'integer', (col) => col.notNull())
    .addColumn('max_autos', 'integer', (col) => col.notNull())
    .addColumn('chat_token', 'text', (col) => col.notNull())
    .addColumn('health', 'integer', (col) => col.notNull())
    .addColumn('attack', 'integer', (col) => col.notNull())
    .addColumn('defence', 'integer', (col) => col.notNull())
    .addColumn('accuracy', 'integer', (col) => col.notNull())
    .addColumn('dodge', 'integer', (col) => col.notNull())
    .addColumn('active_attribute', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active_mastery', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_area', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_mob', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_active_at', 'bigint', (col) => col.notNull())
    .addColumn('last_refresh_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('captcha_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_captcha_at', 'bigint', (col) => col.notNull())
    .addColumn('stats_day', 'text', (col) => col.notNull())
    .addColumn('stats_month', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  const perUser = (table: string, key: string, keyType: 'text' | 'integer', value: string) =>
    db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn(key, keyType, (col) => col.notNull())
      .addColumn(value, 'bigint', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', key])
      .execute();
  await perUser('items', 'item_id', 'text', 'amount');
  await perUser('skills', 'skill', 'text', 'exp');
  await perUser('masteries', 'mastery_id', 'integer', 'exp');
  await perUser('tools', 'tool', 'text', 'level');
  await perUser('statistics', 'stat', 'text', 'value');

  await db.schema
    .createTable('equipment')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('equipment_pk', ['user_id', 'slot'])
    .execute();

  await db.schema
    .createTable('action_state')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('next_tick_at', 'bigint', (col) => col.notNull())
    .addColumn('tracker', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('used_captchas')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('used_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('tstamp', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('log_user_time').on('log').columns(['user_id', 'tstamp']).execute();
}
