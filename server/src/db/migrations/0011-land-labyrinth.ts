/**
 * Land, raids, personnel, portals, trinkets and the labyrinth: the plot's level (no row: no
 * plot), the raid under way (rewards rolled when it starts), today's scouted raids, personnel and
 * portal levels, trinkets with a pending re-roll, the celestial slots and shrine level, and the
 * day's labyrinth layout and each player's run through it.
 */
import type { Kysely } from 'kysely';
import { idColumn, userKey, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('land')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('level', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('raids')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('raid_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    // JSON [{id, amount}], rolled at the start.
    .addColumn('rewards', 'text', (col) => col.notNull())
    // 1 once the live socket was told the raid returned (told once, whichever instance).
    .addColumn('return_told', 'integer', zero)
    .execute();
  // The world step looks for raids that have returned.
  await db.schema.createIndex('raids_ends_at').on('raids').column('ends_at').execute();
  await db.schema
    .createTable('scouted_raids')
    .addColumn('user_id', 'integer', userKey)
    // "YYYY-MM-DD" (server time) the list belongs to.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('raid_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('used', 'integer', zero)
    .addPrimaryKeyConstraint('scouted_raids_pk', ['user_id', 'raid_id'])
    .execute();
  await db.schema
    .createTable('personnel')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('personnel_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('portals')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('portal_id', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('portals_pk', ['user_id', 'portal_id'])
    .execute();
  await db.schema
    .createTable('trinkets')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', userKey)
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('tier', 'integer', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    // JSON [[mod id, base], ...]; `rerolled_mods` the paid roll waiting for accept/reject.
    .addColumn('mods', 'text', (col) => col.notNull())
    .addColumn('rerolled_mods', 'text')
    .addColumn('equipped', 'integer', zero)
    .addColumn('celestial', 'integer', zero)
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('trinkets_user').on('trinkets').column('user_id').execute();
  await db.schema
    .createTable('player_progress')
    .addColumn('user_id', 'integer', (col) => userKey(col).primaryKey())
    .addColumn('celestial_slots', 'integer', zero)
    .addColumn('artisan_level', 'integer', zero)
    .execute();
  await db.schema
    .createTable('labyrinth_layouts')
    .addColumn('day', 'text', (col) => col.primaryKey())
    // JSON [[skill, difficulty], ...], one a room.
    .addColumn('layout', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('labyrinth_runs')
    .addColumn('user_id', 'integer', userKey)
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('current_room', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('turns', 'integer', zero)
    // Attempts spent in the current room (the pity counts them).
    .addColumn('room_attempts', 'integer', zero)
    // JSON [{id, amount}] once the run has ended, until the chest is opened; null before.
    .addColumn('rewards', 'text')
    .addColumn('reward_obtained', 'integer', zero)
    .addPrimaryKeyConstraint('labyrinth_runs_pk', ['user_id', 'day'])
    .execute();
}
