/**
 * The player's own trade ledger (`/market_history`): their trades newest first, a page at a
 * time, with what they spent, earned and paid in tax over all of them. Only their own: every
 * read is by the player's id as buyer or seller.
 */
import type { LedgerTrade, TradeHistoryAnswer } from '@idle/contracts';
import { MARKET_HISTORY_PAGE_SIZE, pageCount } from '@idle/game-rules';
import type { Db } from '../../db/database';
import { findLedgerPage, ledgerTotals } from './market-trades.repository';

/** `tradeHistory`: page `page` (from 1) of the player's trades; past the last, an empty page. */
export async function tradeHistory(
  db: Db,
  userId: number,
  page: number,
): Promise<TradeHistoryAnswer> {
  const totals = await ledgerTotals(db, userId);
  const rows = await findLedgerPage(db, userId, {
    offset: (page - 1) * MARKET_HISTORY_PAGE_SIZE,
    limit: MARKET_HISTORY_PAGE_SIZE,
  });
  const trades: LedgerTrade[] = rows.map((row) => ({
    id: row.id,
    at: row.traded_at,
    side: row.bought === 1 ? 'bought' : 'sold',
    itemid: row.item_id,
    amount: row.amount,
    priceCents: row.price_cents,
    total: row.gold,
    // The seller pays the tax: nothing of it on the player's purchases.
    tax: row.bought === 1 ? 0 : row.tax,
    counterpart: row.counterpart,
  }));
  return {
    trades,
    page,
    pages: pageCount(totals.count, MARKET_HISTORY_PAGE_SIZE),
    count: totals.count,
    totals: {
      spent: totals.spent,
      earned: totals.soldGold - totals.taxPaid,
      taxPaid: totals.taxPaid,
    },
  };
}
