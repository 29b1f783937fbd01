/**
 * The black market (spec 002): one bound credit for gold, priced by how many the player bought
 * this UTC month (the count starts again when the month changes), and resource caches traded
 * for metal, wood or stone. Each purchase is one transaction of the player, whose row it locks,
 * so the count it reads is the one it raises.
 */
import type {
  BlackMarketAnswer,
  BlackMarketCacheAnswer,
  BlackMarketCreditsAnswer,
} from '@idle/contracts';
import {
  MARKET_CURRENCY_ITEM,
  NOT_ENOUGH_GOLD_TEXT,
  RESOURCE_CACHE_ITEM,
  blackMarketCreditPrice,
  blackMarketCreditsBoughtThisMonth,
  blackMarketMonthKey,
  resourceCacheTrade,
} from '@idle/game-rules';
import type { Db } from '../../db/database';
import { playerTransaction } from '../../db/transactions';
import type { GameContext } from '../context';
import { notEnoughText } from '../inventory/equipment';
import { addItems, removeItems } from '../inventory/items';
import { findCreditCounter, saveCreditCounter } from './black-market-credits.repository';

/** The item a black market credit gives. */
export const BOUND_CREDITS_ITEM = 'bound_credits';

/** Credits the player bought in the month of `now` (0 once the stored month has passed). */
async function creditsBoughtThisMonth(db: Db, userId: number, now: number): Promise<number> {
  const row = await findCreditCounter(db, userId);
  return row ? blackMarketCreditsBoughtThisMonth(row.credits_bought, row.month_key, now) : 0;
}

/** `blackMarket`: credits bought this month and the price of the next. */
export async function loadBlackMarket(
  game: GameContext,
  userId: number,
): Promise<BlackMarketAnswer> {
  const bought = await creditsBoughtThisMonth(game.db, userId, game.clock.now());
  return { creditsPurchased: bought, creditsCost: blackMarketCreditPrice(bought + 1) };
}

/** `blackMarketCredits`: one bound credit for the month's next price in gold. */
export async function buyBlackMarketCredit(
  game: GameContext,
  userId: number,
): Promise<BlackMarketCreditsAnswer> {
  const now = game.clock.now();
  return playerTransaction(game.db, [userId], async (trx) => {
    const purchased = (await creditsBoughtThisMonth(trx, userId, now)) + 1;
    const cost = blackMarketCreditPrice(purchased);
    await removeItems(
      trx,
      userId,
      [{ id: MARKET_CURRENCY_ITEM, amount: cost }],
      () => NOT_ENOUGH_GOLD_TEXT,
      'destroyed',
    );
    await addItems(trx, userId, [{ id: BOUND_CREDITS_ITEM, amount: 1 }], 'created');
    const counter = { month_key: blackMarketMonthKey(now), credits_bought: purchased };
    await saveCreditCounter(trx, userId, counter);
    return { purchased, cost, nextCost: blackMarketCreditPrice(purchased + 1) };
  });
}

/** `blackMarketCache`: `amount` resource caches for 10,000 each of the chosen resource. */
export async function tradeResourceCaches(
  game: GameContext,
  userId: number,
  amount: number,
  resourceChoice: number,
): Promise<BlackMarketCacheAnswer> {
  const trade = resourceCacheTrade(amount, resourceChoice);
  return playerTransaction(game.db, [userId], async (trx) => {
    await removeItems(
      trx,
      userId,
      [{ id: RESOURCE_CACHE_ITEM, amount: trade.cachesSpent }],
      notEnoughText,
      'destroyed',
    );
    await addItems(trx, userId, [{ id: trade.resource, amount: trade.resourceGained }], 'created');
    return { res: trade.resource, numRes: trade.resourceGained, numCache: trade.cachesSpent };
  });
}
