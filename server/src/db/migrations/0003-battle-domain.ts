/**
 * The battle domain: heroic and battling upgrades on the player, special battles per area,
 * dungeon runs and completions, world bosses with each player's damage, and the world's
 * shared state (Bonus Time, the action bonus).
 */
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'heroic_potion_doses',
    'heroic_shard_upgrades',
    'upgrade_health',
    'upgrade_damage',
  ]) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('special_battles')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('area_id', 'integer', (col) => col.notNull())
    .addColumn('remaining', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('special_battles_pk', ['user_id', 'area_id'])
    .execute();
  await db.schema
    .createTable('dungeon_runs')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('dungeon_id', 'integer', (col) => col.notNull())
    .addColumn('current_room', 'integer', (col) => col.notNull())
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stop_after', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('entered_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('dungeons_completed')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('dungeon_id', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dungeons_completed_pk', ['user_id', 'dungeon_id'])
    .execute();
  await db.schema
    .createTable('world_bosses')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('boss_id', 'integer', (col) => col.notNull())
    .addColumn('hp_max', 'bigint', (col) => col.notNull())
    .addColumn('hp_remaining', 'bigint', (col) => col.notNull())
    .addColumn('spawned_at', 'bigint', (col) => col.notNull())
    .addColumn('killed_at', 'bigint')
    .execute();
  await db.schema
    .createTable('boss_damage')
    .addColumn('boss_id', 'integer', (col) =>
      col.notNull().references('world_bosses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('damage', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('boss_damage_pk', ['boss_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('world_state')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}
