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
import type { Db } from '../../db/database';
import type { GameContext } from '../context';
import { marketItem } from './book';
import {
  dailyVolumesSince,
  findLastTrades,
  insertTrade,
  volumeSince,
  weightedVolumeSince,
} from './market-trades.repository';

const DAY_MS = 86_400_000;

/** A price per item in hundredths of a gold (only resources carry a decimal part). */
export function priceCents(price: MarketPrice): number {
  return price.price * 100 + (price.resource ? price.priceDecimal : 0);
}

/** Records one fill of an order; call it in the fill's transaction. */
export async function recordTrade(
  trx: Db,
  trade: {
    itemId: string;
    amount: number;
    price: MarketPrice;
    buyerId: number;
    sellerId: number;
    at: number;
  },
): Promise<void> {
  const { price, ...rest } = trade;
  await insertTrade(trx, { ...rest, priceCents: priceCents(price) });
}

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
    await findLastTrades(db, itemId, MARKET_LAST_TRADES_SHOWN)
  ).map((row) => ({ at: row.traded_at, amount: row.amount, priceCents: row.price_cents }));
  const lastDay = await volumeSince(db, itemId, now - DAY_MS + 1);
  const lastWeek = await weightedVolumeSince(db, itemId, now - MARKET_AVERAGE_DAYS * DAY_MS + 1);
  const dayRows = await dailyVolumesSince(
    db,
    itemId,
    today - (MARKET_CHART_DAYS - 1) * DAY_MS,
    DAY_MS,
  );
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
