/**
 * The item market's trade history: one row per fill of an order (how many, at the order's price
 * per item in hundredths, when, between whom), written in the fill's transaction. The item page
 * reads an item's newest trades and its trades since a time, hence the index. Jewel sales are
 * not items and are not kept here.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_trades')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('price_cents', 'bigint', (col) => col.notNull())
    .addColumn('traded_at', 'bigint', (col) => col.notNull())
    // A player's history outlives the player: the item's figures must not change.
    .addColumn('buyer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('seller_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('market_trades_item')
    .on('market_trades')
    .columns(['item_id', 'traded_at', 'id'])
    .execute();
  // The jewel market lists the jewels of a gem type that have a price.
  await db.schema
    .createIndex('jewels_listed')
    .on('jewels')
    .column('gem_type')
    .where(sql.ref('market_price'), 'is not', null)
    .execute();
}
