/**
 * The jewel market's sales (issue 29): one row per jewel bought, written in the purchase's
 * transaction, so net worth can value a jewel at the 7-day average price of its gem type and
 * rarity. The index serves that average (a range of one kind's sales, read from the index
 * alone); nothing reads a player's sales yet, so their ids have no index.
 */
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jewel_trades')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('gem_type', 'integer', (col) => col.notNull())
    .addColumn('rarity', 'integer', (col) => col.notNull())
    // Whole gold the buyer paid (the listing's price).
    .addColumn('price', 'bigint', (col) => col.notNull())
    .addColumn('traded_at', 'bigint', (col) => col.notNull())
    // A sale outlives its players: the kind's average must not change.
    .addColumn('buyer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('seller_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('jewel_trades_kind')
    .on('jewel_trades')
    .columns(['gem_type', 'rarity', 'traded_at', 'price'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jewel_trades').execute();
}
