/**
 * The item market's trade history: every fill is recorded in its own transaction
 * (`recordTrade`), and the item page reads it back (`priceHistory`): the newest trades, the last
 * 24 hours' volume, the 1-, 7- and 30-day average prices and a volume and average per UTC day.
 * `marketValues` answers the 7-day average of every traded item at once (what net worth values
 * items at).
 */
import type {
  MarketDay,
  MarketTrade,
  MarketValuesAnswer,
  PriceHistoryAnswer,
} from '@idle/contracts';
import {
  MARKET_AVERAGE_DAYS,
  MARKET_CHART_DAYS,
  MARKET_LAST_TRADES_SHOWN,
  MARKET_LONG_AVERAGE_DAYS,
  MARKET_SHORT_AVERAGE_DAYS,
  type MarketPrice,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import type { GameContext } from '../context';
import { marketItem } from './book';
import {
  dailyVolumesSince,
  findLastTrades,
  insertTrade,
  volumesByItemSince,
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
    /** Gold the buyer paid, and the tax the seller paid out of it. */
    gold: number;
    tax: number;
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
  // Windows that end now: a trade exactly `days` ago has left them.
  const since = (days: number) => now - days * DAY_MS + 1;
  const windows = [MARKET_LONG_AVERAGE_DAYS, MARKET_AVERAGE_DAYS, MARKET_SHORT_AVERAGE_DAYS].map(
    since,
  );
  const chartStart = today - (MARKET_CHART_DAYS - 1) * DAY_MS;
  const dayRows = await dailyVolumesSince(
    db,
    itemId,
    Math.min(chartStart, ...windows),
    DAY_MS,
    windows,
  );
  const days: MarketDay[] = dayRows
    .filter((row) => row.day >= chartStart)
    .map((row) => ({
      day: row.day,
      volume: row.volume ?? 0,
      averageCents: average(row.weighted, row.volume) ?? 0,
    }));
  const [month, week, day] = windows.map((_start, index) => {
    const parts = dayRows.map((row) => row.windows[index]);
    return {
      volume: parts.reduce((sum, part) => sum + (part?.volume ?? 0), 0),
      weighted: parts.reduce((sum, part) => sum + (part?.weighted ?? 0), 0),
    };
  });

  return {
    lastTrades,
    volume24h: day?.volume ?? 0,
    average1dCents: average(day?.weighted ?? null, day?.volume ?? null),
    average7dCents: average(week?.weighted ?? null, week?.volume ?? null),
    average30dCents: average(month?.weighted ?? null, month?.volume ?? null),
    days,
  };
}

/**
 * `marketValues`: the amount-weighted average price of every item traded over the last
 * `MARKET_AVERAGE_DAYS` days, the same figure as the item page's 7-day average. An item without
 * a trade in that time is not listed.
 */
export async function marketValues(game: GameContext): Promise<MarketValuesAnswer> {
  const now = game.clock.now();
  const rows = await volumesByItemSince(game.db, now - MARKET_AVERAGE_DAYS * DAY_MS + 1);
  return {
    days: MARKET_AVERAGE_DAYS,
    values: rows.flatMap((row) => {
      const volume = row.volume ?? 0;
      const averageCents = average(row.weighted, volume);
      return averageCents === null ? [] : [{ itemid: row.item_id, averageCents, volume }];
    }),
  };
}
