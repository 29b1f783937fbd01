/**
 * The black market's rules: the gold price of each bound credit bought in a month, the total of
 * several, the UTC month the purchase count belongs to, and the resource cache trade.
 * Spec 002, sections 2, 3, 5 and 7; the price points are from GAME-FACTS.md ("Market and
 * stores"); the curve through them is ours.
 */
import { RuleInputError, assertInteger, assertIntegerInRange } from '../guards';
import {
  RESOURCE_CACHE_TRADE_MAX_LENGTH,
  cacheResourceItem,
  type CacheResourceItem,
} from '../premium/black-market';

/**
 * The price curve, with m = n - 1 credits already bought this month:
 * BASE + STEP * m + COMPOUNDING_PART * (RATE_NUMERATOR / RATE_DENOMINATOR)^m.
 * The original's prices grow fast at first (+7.7% for the 2nd credit) and slower later (+3.6% a
 * credit between the 50th and the 75th), which neither a pure exponential nor a polynomial
 * follows; a fixed step per credit plus a part compounding at 4.25% a credit does. Fitted
 * numerically to the five known prices and then rounded to these figures, it stays within
 * 0.06% of each of them: 100,000 / 107,765 / 175,494 / 839,595 / 2,048,463 for the 1st, 2nd,
 * 10th, 50th and 75th against 100,000 / 107,727 / 175,547 / 839,394 / 2,049,675, and 75
 * credits in a month cost 53,793,878 in all (the original: about 53.8 million).
 */
const BASE = 22_000n;
/** Gold added per credit already bought this month. */
const STEP = 4_450n;
/** The compounding part of the 1st credit's price; BASE + COMPOUNDING_PART = 100,000. */
const COMPOUNDING_PART = 78_000n;
/** 417 / 400 = 1.0425, so the compounding part grows by 4.25% with each credit. */
const RATE_NUMERATOR = 417n;
const RATE_DENOMINATOR = 400n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Gold for the 1st bound credit of a month (GAME-FACTS.md). */
export const BLACK_MARKET_FIRST_CREDIT_PRICE = Number(BASE + COMPOUNDING_PART);

/**
 * The last credit of a month whose price is still exact in a double (8,641,109,139,195,099
 * gold); later ones throw. Far beyond what any player can pay.
 */
export const BLACK_MARKET_LAST_PRICED_CREDIT = 612;

function toSafeGold(name: string, value: bigint): number {
  if (value > MAX_SAFE) {
    throw new RuleInputError(`${name} is too large to compute exactly (${value.toString()})`);
  }
  return Number(value);
}

/** The exact price of the credit bought after `alreadyBought` this month, as a BigInt. */
function creditPrice(alreadyBought: number): bigint {
  const m = BigInt(alreadyBought);
  const numerator = COMPOUNDING_PART * RATE_NUMERATOR ** m;
  const denominator = RATE_DENOMINATOR ** m;
  const compounding = (numerator + denominator - 1n) / denominator;
  return BASE + STEP * m + compounding;
}

/**
 * Gold for the `n`-th bound credit bought this month (n = 1 for the first):
 * 22,000 + 4,450 * (n - 1) + ceil(78,000 * 1.0425^(n - 1)). The compounding part is rounded up
 * to whole gold, as the market rounds resource totals up. It is computed with BigInt in exact
 * fractions (417/400), so the server and every browser agree to the gold; the price rises with
 * every credit. `n` is a whole number from 1 to {@link BLACK_MARKET_LAST_PRICED_CREDIT}.
 * Spec 002, sections 2 and 3 (the price rises per purchase and resets monthly).
 */
export function blackMarketCreditPrice(n: number): number {
  assertIntegerInRange('bound credit number', n, 1, BLACK_MARKET_LAST_PRICED_CREDIT);
  return toSafeGold('black market credit price', creditPrice(n - 1));
}

/**
 * Gold for `count` more bound credits after `alreadyBought` this month: each priced by
 * {@link blackMarketCreditPrice} at its own place in the month, summed (0 for a count of 0).
 * Throws when a price or the total would not be exact in a double.
 */
export function blackMarketCreditsCost(alreadyBought: number, count: number): number {
  assertInteger('credits already bought this month', alreadyBought);
  assertInteger('credits to buy', count);
  if (alreadyBought + count > BLACK_MARKET_LAST_PRICED_CREDIT) {
    throw new RuleInputError(
      `black market credits cost is too large to compute exactly (credit ${alreadyBought + count})`,
    );
  }
  let total = 0n;
  for (let bought = alreadyBought; bought < alreadyBought + count; bought += 1) {
    total += creditPrice(bought);
  }
  return toSafeGold('black market credits cost', total);
}

/**
 * The UTC month a black market purchase at `now` (a Date or epoch milliseconds) counts towards,
 * as "YYYY-MM". A player's count of credits bought this month starts again at 0 when this key
 * changes, at 00:00 UTC on the 1st: UTC so every instance and time zone resets at once.
 */
export function blackMarketMonthKey(now: Date | number): string {
  const time = now instanceof Date ? now.getTime() : now;
  if (typeof time !== 'number' || !Number.isFinite(time)) {
    throw new RuleInputError('black market time must be a valid date or epoch milliseconds');
  }
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) {
    throw new RuleInputError(`black market time is outside the dates a Date can hold (${time})`);
  }
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${date.getUTCFullYear()}-${month}`;
}

/**
 * Credits bought this month, given the stored count and the month key it was stored under:
 * the stored count in the same month, 0 once the month has changed.
 */
export function blackMarketCreditsBoughtThisMonth(
  storedCount: number,
  storedMonthKey: string,
  now: Date | number,
): number {
  assertInteger('stored credits bought', storedCount);
  return storedMonthKey === blackMarketMonthKey(now) ? storedCount : 0;
}

/** The item a resource cache trade spends. Spec 002, section 3. */
export const RESOURCE_CACHE_ITEM = 'resource_cache';
/** Metal, wood or stone one resource cache trades for (GAME-FACTS.md). */
export const RESOURCE_CACHE_YIELD = 10_000;
/** The most caches one trade takes: the amount box holds 6 digits. Spec 002, section 5. */
export const RESOURCE_CACHE_TRADE_MAX = 10 ** RESOURCE_CACHE_TRADE_MAX_LENGTH - 1;

/** What a resource cache trade takes and gives (the call's numCache, res and numRes). */
export interface ResourceCacheTrade {
  readonly cachesSpent: number;
  readonly resource: CacheResourceItem;
  readonly resourceGained: number;
}

/**
 * Trading `caches` resource caches for the resource chosen by `resourceChoice` (1 metal, 2 wood,
 * 3 stone): each cache costs one {@link RESOURCE_CACHE_ITEM} and gives
 * {@link RESOURCE_CACHE_YIELD} of the resource; no gold is involved. `caches` is a whole number
 * from 1 to {@link RESOURCE_CACHE_TRADE_MAX}. Spec 002, sections 5 and 7.
 */
export function resourceCacheTrade(caches: number, resourceChoice: number): ResourceCacheTrade {
  assertIntegerInRange('resource caches', caches, 1, RESOURCE_CACHE_TRADE_MAX);
  return {
    cachesSpent: caches,
    resource: cacheResourceItem(resourceChoice),
    resourceGained: caches * RESOURCE_CACHE_YIELD,
  };
}
