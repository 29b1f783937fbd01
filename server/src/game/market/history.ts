/**
 * The item market's trade history: every fill is recorded in its own transaction
 * (`recordTrade`), and the item page reads it back (`priceHistory`): the newest trades, the last
 * 24 hours' volume, the 7-day average price and a volume and average per UTC day.
 */
import type { MarketDay, MarketTrade, PriceHistoryAnswer } from '@idle/contracts';
import {
  MARKET_AVERAGE_DAYS,
  MARKET_CHART_DAYS,
  MARKET_LAST_TRADES_SHOWN,
  type MarketPrice,
} from '@idle/game-rules';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { GameContext } from '../context';
import { marketItem } from './book';

const DAY_MS = 86_400_000;

/** A price per item in hundredths of a gold (only resources carry a decimal part). */
export function priceCents(price: MarketPrice): number {
  return price.price * 100 + (price.resource ? price.priceDecimal : 0);
}

/** Records one fill of an order; call it in the fill's transaction. */
export async function recordTrade(
  trx: Transaction<Database>,
  trade: {
    itemId: string;
    amount: number;
    price: MarketPrice;
    buyerId: number;
    sellerId: number;
    at: number;
  },
): Promise<void> {
  await trx
    .insertInto('market_trades')
    .values({
      item_id: trade.itemId,
      amount: trade.amount,
      price_cents: priceCents(trade.price),
      traded_at: trade.at,
      buyer_id: trade.buyerId,
      seller_id: trade.sellerId,
    })
    .execute();
}

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

/** An amount-weighted average in whole hundredths, null without trades. */
function average(weighted: number | null, amount: number | null): number | null {
  return amount ? Math.round((weighted ?? 0) / amount) : null;
}

/** `priceHistory`: what the item page shows beyond the order book. */
export async function priceHistory(game: GameContext, itemId: string): Promise<PriceHistoryAnswer> {
  marketItem(itemId);
  const db = game.db;
  const now = game.clock.now();
  const today = now - (now % DAY_MS);

  const lastTrades: MarketTrade[] = (
    await db
      .selectFrom('market_trades')
      .select(['traded_at', 'amount', 'price_cents'])
      .where('item_id', '=', itemId)
      .orderBy('traded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MARKET_LAST_TRADES_SHOWN)
      .execute()
  ).map((row) => ({ at: row.traded_at, amount: row.amount, priceCents: row.price_cents }));

  const lastDay = await tradesSince(db, itemId, now - DAY_MS + 1)
    .select(volume.as('volume'))
    .executeTakeFirst();
  const lastWeek = await tradesSince(db, itemId, now - MARKET_AVERAGE_DAYS * DAY_MS + 1)
    .select([volume.as('volume'), weightedCents.as('weighted')])
    .executeTakeFirst();

  // The literal, not a parameter: PostgreSQL matches the grouped expression to the selected one.
  const dayOf = sql<number>`traded_at - traded_at % ${sql.lit(DAY_MS)}`;
  const dayRows = await tradesSince(db, itemId, today - (MARKET_CHART_DAYS - 1) * DAY_MS)
    .select([dayOf.as('day'), volume.as('volume'), weightedCents.as('weighted')])
    .groupBy(dayOf)
    .orderBy(dayOf)
    .execute();
  const days: MarketDay[] = dayRows.map((row) => ({
    day: row.day,
    volume: row.volume ?? 0,
    averageCents: average(row.weighted, row.volume) ?? 0,
  }));

  return {
    lastTrades,
    volume24h: lastDay?.volume ?? 0,
    average7dCents: average(lastWeek?.weighted ?? null, lastWeek?.volume ?? null),
    days,
  };
}
