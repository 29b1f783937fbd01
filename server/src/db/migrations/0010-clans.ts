/**
 * Clans: the clan (experience, announcement, taxes, this month's conversions), its members (one
 * clan per player, their rank, personal taxes and what they brought), its ranks with their six
 * permissions, invites, log, storage, buildings, battleground mobs and bosses with their damage.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { idColumn, userKey, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  const clanColumn = (col: ColumnDefinitionBuilder) =>
    col.notNull().references('clans.id').onDelete('cascade');
  await db.schema
    .createTable('clans')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    // Names are unique whatever their case and spacing (see usernameKey).
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('exp', 'bigint', zero)
    .addColumn('announcement', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('gold_tax', 'integer', zero)
    .addColumn('res_tax', 'integer', zero)
    // Gold-worth converted in `conversion_month` ("YYYY-MM"); a new month starts it at 0.
    .addColumn('conversion_month', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('gold_converted', 'bigint', zero)
    .execute();
  await db.schema
    .createTable('clan_members')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('rank_num', 'integer', (col) => col.notNull())
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addColumn('p_gold_tax', 'integer', zero)
    .addColumn('p_res_tax', 'integer', zero)
    .addColumn('clanmanship', 'bigint', zero)
    .addColumn('actions', 'bigint', zero)
    .addColumn('mobs_killed', 'bigint', zero)
    .addColumn('bosses_killed', 'bigint', zero)
    .addColumn('donated_gold', 'bigint', zero)
    .addColumn('donated_credits', 'bigint', zero)
    .addColumn('donated_metal', 'bigint', zero)
    .addColumn('donated_wood', 'bigint', zero)
    .addColumn('donated_stone', 'bigint', zero)
    .execute();
  await db.schema.createIndex('clan_members_clan').on('clan_members').column('clan_id').execute();
  await db.schema
    .createTable('clan_ranks')
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('num', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('details', 'integer', zero)
    .addColumn('promotions', 'integer', zero)
    .addColumn('buildings', 'integer', zero)
    .addColumn('invite', 'integer', zero)
    .addColumn('kick', 'integer', zero)
    .addColumn('items', 'integer', zero)
    .addPrimaryKeyConstraint('clan_ranks_pk', ['clan_id', 'num'])
    .execute();
  await db.schema
    .createTable('clan_invites')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('user_id', 'integer', userKey)
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('clan_invites_once', ['clan_id', 'user_id'])
    .execute();
  await db.schema.createIndex('clan_invites_user').on('clan_invites').column('user_id').execute();
  await db.schema
    .createTable('clan_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('tstamp', 'bigint', (col) => col.notNull())
    .addColumn('msg', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('clan_log_clan').on('clan_log').columns(['clan_id', 'id']).execute();
  await db.schema
    .createTable('clan_storage')
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', zero)
    .addPrimaryKeyConstraint('clan_storage_pk', ['clan_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('clan_buildings')
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('building_id', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('clan_buildings_pk', ['clan_id', 'building_id'])
    .execute();
  await db.schema
    .createTable('clan_mobs')
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('mob_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', zero)
    .addColumn('spawned_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('clan_mobs_pk', ['clan_id', 'mob_id'])
    .execute();
  await db.schema
    .createTable('clan_bosses')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('clan_id', 'integer', clanColumn)
    .addColumn('boss_id', 'integer', (col) => col.notNull())
    .addColumn('hp_max', 'bigint', (col) => col.notNull())
    .addColumn('hp_remaining', 'bigint', (col) => col.notNull())
    .addColumn('spawned_at', 'bigint', (col) => col.notNull())
    .addColumn('killed_at', 'bigint')
    .execute();
  await db.schema.createIndex('clan_bosses_clan').on('clan_bosses').column('clan_id').execute();
  await db.schema
    .createTable('clan_boss_damage')
    .addColumn('boss_id', 'integer', (col) =>
      col.notNull().references('clan_bosses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', userKey)
    .addColumn('damage', 'bigint', zero)
    .addPrimaryKeyConstraint('clan_boss_damage_pk', ['boss_id', 'user_id'])
    .execute();
}
