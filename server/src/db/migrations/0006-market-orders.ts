/**
 * The item market's order book: what each open order still offers or wants (`amount`), at a
 * whole price and hundredths. A sell order holds its items and a buy order its gold, taken when
 * it was placed; the order row is what they are held in.
 */
import type { Kysely } from 'kysely';
import { idColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_orders')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'text', (col) => col.notNull())
    // 1 sell, 2 buy.
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('cost', 'bigint', (col) => col.notNull())
    .addColumn('cost_dec', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bulk', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('market_orders_book')
    .on('market_orders')
    .columns(['item_id', 'type', 'cost', 'cost_dec', 'id'])
    .execute();
  await db.schema
    .createIndex('market_orders_user')
    .on('market_orders')
    .columns(['user_id', 'item_id'])
    .execute();
}
