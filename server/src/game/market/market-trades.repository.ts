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
  /** Gold the buyer paid, and the tax the seller paid out of it. */
  gold: number;
  tax: number;
};

/** Every fill writes one: compiled once per dialect (db/prepared.ts), as the book's statements. */
function compileInsertTrade(db: Db) {
  return prepare(
    db,
    (p: NewTrade) =>
      sql`insert into market_trades
          (item_id, amount, price_cents, traded_at, buyer_id, seller_id, gold, tax)
        values (${p.itemId}, ${p.amount}, ${p.priceCents}, ${p.at}, ${p.buyerId}, ${p.sellerId},
          ${p.gold}, ${p.tax})`,
    {
      itemId: 'sample',
      amount: -1,
      priceCents: -2,
      at: -3,
      buyerId: -4,
      sellerId: -5,
      gold: -6,
      tax: -7,
    },
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

/**
 * Every item traded from `since` on, with its amount traded and weighted sum of prices: a range
 * of `market_trades_time`, which holds every column read (no table row is visited). SQLite is
 * told that index: left to choose, it scans all of `market_trades_item_prices` to group without
 * sorting, every trade ever made (300,000 trades: 19-21 ms against 11-13 ms, see the README).
 */
export async function volumesByItemSince(
  db: Db,
  since: number,
): Promise<{ item_id: string; volume: number | null; weighted: number | null }[]> {
  const table = isPostgres(db)
    ? sql`market_trades`
    : sql`market_trades indexed by market_trades_time`;
  const result = await sql<{ item_id: string; volume: number | null; weighted: number | null }>`
    select item_id, ${volume} as volume, ${weightedCents} as weighted
    from ${table} where traded_at >= ${since}
    group by item_id order by item_id`.execute(db);
  return result.rows;
}

/** A trade of the player's ledger, with the other player's name (null once gone). */
export interface LedgerRow {
  id: number;
  item_id: string;
  amount: number;
  price_cents: number;
  traded_at: number;
  gold: number;
  tax: number;
  bought: number;
  counterpart: string | null;
}

/**
 * A page of the player's trades, newest first: their purchases and their sales each read in
 * the order of their own index (`market_trades_buyer`, `market_trades_seller`), merged. A
 * player never trades with their own order, so no trade is in both.
 */
export async function findLedgerPage(
  db: Db,
  userId: number,
  range: { offset: number; limit: number },
): Promise<LedgerRow[]> {
  const side = (mine: 'buyer_id' | 'seller_id', other: 'buyer_id' | 'seller_id', bought: number) =>
    sql`select t.id, t.item_id, t.amount, t.price_cents, t.traded_at, t.gold, t.tax,
        ${sql.lit(bought)} as bought, t.${sql.ref(other)} as other_id
      from market_trades t where t.${sql.ref(mine)} = ${userId}
      order by t.traded_at desc, t.id desc limit ${range.offset + range.limit}`;
  const result = await sql<LedgerRow>`select mine.id, mine.item_id, mine.amount, mine.price_cents,
      mine.traded_at, mine.gold, mine.tax, mine.bought, users.username as counterpart
    from (select * from (${side('buyer_id', 'seller_id', 1)}) as b
      union all select * from (${side('seller_id', 'buyer_id', 0)}) as s) as mine
    left join users on users.id = mine.other_id
    order by mine.traded_at desc, mine.id desc
    limit ${range.limit} offset ${range.offset}`.execute(db);
  // PostgreSQL's bigint arrives as a number (db/database.ts's type parsers).
  return result.rows;
}

/** The player's trade count, gold spent buying, and gold and tax of their sales. */
export async function ledgerTotals(db: Db, userId: number) {
  const totals = (mine: 'buyer_id' | 'seller_id') =>
    db
      .selectFrom('market_trades')
      .select([
        sql<number | string>`count(*)`.as('trades'),
        sql<number | string | null>`sum(gold)`.as('gold'),
        sql<number | string | null>`sum(tax)`.as('tax'),
      ])
      .where(mine, '=', userId)
      .executeTakeFirstOrThrow();
  const [bought, sold] = [await totals('buyer_id'), await totals('seller_id')];
  return {
    count: Number(bought.trades) + Number(sold.trades),
    spent: Number(bought.gold ?? 0),
    soldGold: Number(sold.gold ?? 0),
    taxPaid: Number(sold.tax ?? 0),
  };
}

/** A day of an item's trades, with its part of each window (`dailyVolumesSince`). */
export interface TradeDayRow {
  day: number;
  volume: number | null;
  weighted: number | null;
  /** Per window, the day's amount and weighted sum of prices from the window's start on. */
  windows: { volume: number | null; weighted: number | null }[];
}

/**
 * Per day of `dayMs` from `since` on: the amount traded and the weighted sum of prices, and the
 * same of the trades from each of `windows` on (summed over the days, a window's figures): the
 * chart's days and the averages in one pass over the item's trades, read from
 * `market_trades_item_prices` alone.
 */
export async function dailyVolumesSince(
  db: Db,
  itemId: string,
  since: number,
  dayMs: number,
  windows: readonly number[],
): Promise<TradeDayRow[]> {
  // The literal, not a parameter: PostgreSQL matches the grouped expression to the selected one.
  const dayOf = sql<number>`traded_at - traded_at % ${sql.lit(dayMs)}`;
  const windowColumns = windows.flatMap((start, index) => [
    sql<number | null>`sum(case when traded_at >= ${start} then amount end)`.as(`v${index}`),
    sql<number | null>`sum(case when traded_at >= ${start} then amount * 1.0 * price_cents end)`.as(
      `w${index}`,
    ),
  ]);
  const rows = (await tradesSince(db, itemId, since)
    .select([dayOf.as('day'), volume.as('volume'), weightedCents.as('weighted'), ...windowColumns])
    .groupBy(dayOf)
    .orderBy(dayOf)
    .execute()) as unknown as Record<string, number | null>[];
  return rows.map((row) => ({
    day: row['day'] ?? 0,
    volume: row['volume'] ?? null,
    weighted: row['weighted'] ?? null,
    windows: windows.map((_start, index) => ({
      volume: row[`v${String(index)}`] ?? null,
      weighted: row[`w${String(index)}`] ?? null,
    })),
  }));
}
