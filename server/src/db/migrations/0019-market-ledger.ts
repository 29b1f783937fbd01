/**
 * The market's depth and ledger (issue 29): each trade keeps the gold the buyer paid and the tax
 * the seller paid out of it, so a player's ledger shows what really moved (a sale into a buy
 * order is paid from the gold the order held, which can differ from price times amount by the
 * rounding of resources' hundredths). Trades recorded before have them worked out from their
 * price: the total rounded up to a whole gold, the tax 5% of it rounded down, as fills priced
 * them. The indexes serve a player's trades (as buyer and as seller, newest first), an item's
 * averages and daily volumes (`priceHistory`) and every item's average (`marketValues`) over a
 * time range, those two read from the index alone (it holds every column they read).
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('market_trades').addColumn('gold', 'bigint', zero).execute();
  await db.schema.alterTable('market_trades').addColumn('tax', 'bigint', zero).execute();
  // PostgreSQL in numeric (a bigint product could overflow and fail the migration); SQLite's
  // integers turn to floating point instead of failing.
  const total = isPostgres(db)
    ? sql`ceil(amount::numeric * price_cents / 100)`
    : sql`(amount * price_cents + 99) / 100`;
  await sql`update market_trades set gold = ${total}`.execute(db);
  const tax = isPostgres(db) ? sql`floor(gold::numeric * 5 / 100)` : sql`gold * 5 / 100`;
  await sql`update market_trades set tax = ${tax}`.execute(db);
  await db.schema
    .createIndex('market_trades_buyer')
    .on('market_trades')
    .columns(['buyer_id', 'traded_at', 'id'])
    .execute();
  await db.schema
    .createIndex('market_trades_seller')
    .on('market_trades')
    .columns(['seller_id', 'traded_at', 'id'])
    .execute();
  await db.schema
    .createIndex('market_trades_item_prices')
    .on('market_trades')
    .columns(['item_id', 'traded_at', 'amount', 'price_cents'])
    .execute();
  await db.schema
    .createIndex('market_trades_time')
    .on('market_trades')
    .columns(['traded_at', 'item_id', 'amount', 'price_cents'])
    .execute();
}
