/**
 * Gathering and crafting: the gathering upgrade level and upgrades, the rune in progress with the
 * runecrafting flags, and the jewel being crafted.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gathering_upgrades')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // 0 is the upgrade level, 1 to 5 the upgrades.
    .addColumn('upgrade_id', 'integer', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('gathering_upgrades_pk', ['user_id', 'upgrade_id'])
    .execute();
  await db.schema
    .createTable('rune_progress')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text')
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stop_after_craft', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stop_after_fail', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('jewel_progress')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('gem_type', 'integer', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('perfects', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stats', 'text', (col) => col.notNull())
    .execute();
}
