/**
 * The economy counters: per player and item (jewels as `jewel:<gem type>`), what the player's
 * actions created and destroyed. What players hold when this runs counts as created, so the
 * economy audit starts balanced on a database that played before it (buy orders hold their
 * rounded-up total, as placing them took it).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('economy_counters')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('created', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('destroyed', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('economy_counters_pk', ['user_id', 'item_id'])
    .execute();
  await sql`insert into economy_counters (user_id, item_id, created)
    select user_id, item_id, sum(amount) from (
      select user_id, item_id, amount from items where amount > 0
      union all select user_id, rune_id, 1 from rune_belt
      union all select user_id, item_id, amount from market_orders where type = 1
      union all select user_id, 'gold', (amount * (cost * 100 + cost_dec) + 99) / 100
        from market_orders where type = 2
      union all select user_id, 'jewel:' || cast(gem_type as text), 1 from jewels
    ) held group by user_id, item_id`.execute(db);
}
