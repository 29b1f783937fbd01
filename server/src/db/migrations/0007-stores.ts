/**
 * The stores' counters: bound credits bought on the black market in a UTC month (the count
 * belongs to `month_key`, "YYYY-MM", and starts again when the month changes), and the jewel
 * slots a player bought per gem type (no row: the starting one slot).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('black_market_credits')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('month_key', 'text', (col) => col.notNull())
    .addColumn('credits_bought', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('jewel_slots')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('gem_type', 'integer', (col) => col.notNull())
    .addColumn('slots', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('jewel_slots_pk', ['user_id', 'gem_type'])
    .execute();
}
