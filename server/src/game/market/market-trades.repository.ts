/**
 * The SQL of `market_trades`: the item market's trade history, written in the fill's
 * transaction and read back for the item page.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { prepare } from '../../db/prepared';

/** The item's trades from `since` on. */
function tradesSince(db: Db, itemId: string, since: number) {
  return db
    .selectFrom('market_trades')
    .where('item_id', '=', itemId)
    .where('traded_at', '>=', since);
}

const volume = sql<number | null>`sum(amount)`;
/**
 * Prices weighted by amount, summed in decimal (PostgreSQL) or floating point (SQLite): as
 * integers the sum could overflow 64 bits.
 */
const weightedCents = sql<number | null>`sum(amount * 1.0 * price_cents)`;

/** A fill as `insertTrade` stores it. */
// A type, not an interface: `prepare` reads its parameters as a record.
export type NewTrade = {
  itemId: string;
  amount: number;
  priceCents: number;
  buyerId: number;
  sellerId: number;
  at: number;
};

/** Every fill writes one: compiled once per dialect (db/prepared.ts), as the book's statements. */
function compileInsertTrade(db: Db) {
  return prepare(
    db,
    (p: NewTrade) =>
      sql`insert into market_trades (item_id, amount, price_cents, traded_at, buyer_id, seller_id)
        values (${p.itemId}, ${p.amount}, ${p.priceCents}, ${p.at}, ${p.buyerId}, ${p.sellerId})`,
    { itemId: 'sample', amount: -1, priceCents: -2, at: -3, buyerId: -4, sellerId: -5 },
  );
}

const insertTradeStatements: {
  postgres?: ReturnType<typeof compileInsertTrade>;
  sqlite?: ReturnType<typeof compileInsertTrade>;
} = {};

export async function insertTrade(db: Db, trade: NewTrade): Promise<void> {
  const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
  await (insertTradeStatements[dialect] ??= compileInsertTrade(db))(db, trade);
}

/** The player's newest trades as buyer or seller, newest first (the operator console). */
export function findTradesOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('market_trades')
    .select(['id', 'item_id', 'amount', 'price_cents', 'traded_at', 'buyer_id', 'seller_id'])
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .orderBy('traded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The item's newest trades, newest first. */
export function findLastTrades(db: Db, itemId: string, limit: number) {
  return db
    .selectFrom('market_trades')
    .select(['traded_at', 'amount', 'price_cents'])
    .where('item_id', '=', itemId)
    .orderBy('traded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The amount traded from `since` on (null without trades). */
export function volumeSince(db: Db, itemId: string, since: number) {
  return tradesSince(db, itemId, since).select(volume.as('volume')).executeTakeFirst();
}

/** The amount traded and the amount-weighted sum of prices from `since` on. */
export function weightedVolumeSince(db: Db, itemId: string, since: number) {
  return tradesSince(db, itemId, since)
    .select([volume.as('volume'), weightedCents.as('weighted')])
    .executeTakeFirst();
}

/** Per day of `dayMs` from `since` on: the amount traded and the weighted sum of prices. */
export function dailyVolumesSince(db: Db, itemId: string, since: number, dayMs: number) {
  // The literal, not a parameter: PostgreSQL matches the grouped expression to the selected one.
  const dayOf = sql<number>`traded_at - traded_at % ${sql.lit(dayMs)}`;
  return tradesSince(db, itemId, since)
    .select([dayOf.as('day'), volume.as('volume'), weightedCents.as('weighted')])
    .groupBy(dayOf)
    .orderBy(dayOf)
    .execute();
}
