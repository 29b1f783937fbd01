/**
 * The black market: bound credits bought for gold, and resource caches traded for resources.
 * Spec 002, sections 2, 3, 5 and 7; the two price points are from GAME-FACTS.md.
 */
import { assertInteger, assertOneOf, assertSafeResult } from '../guards';

/** The resource cache trade amount box takes at most this many characters. */
export const RESOURCE_CACHE_TRADE_MAX_LENGTH = 6;
/** The `resource` choice sent with a cache trade, and the item it gives. */
export const CACHE_RESOURCES = { 1: 'metal', 2: 'wood', 3: 'stone' } as const;
export type CacheResourceChoice = keyof typeof CACHE_RESOURCES;
export type CacheResourceItem = (typeof CACHE_RESOURCES)[CacheResourceChoice];
export const CACHE_RESOURCE_CHOICES: readonly CacheResourceChoice[] = [1, 2, 3];

/**
 * The item a resource cache trade gives for a `resource` choice (1 metal, 2 wood, 3 stone).
 * Spec 002, section 5.
 */
export function cacheResourceItem(choice: number): CacheResourceItem {
  assertOneOf<number>('cache resource choice', choice, CACHE_RESOURCE_CHOICES);
  return CACHE_RESOURCES[choice as CacheResourceChoice];
}

/** The first bound credit of a month costs this much gold (GAME-FACTS.md). */
export const BLACK_MARKET_FIRST_CREDIT_COST = 100_000;
/**
 * The second known point of the price curve: the 75th credit of a month, bought after 74,
 * costs 2,049,675 gold (GAME-FACTS.md).
 */
const KNOWN_PURCHASES_BEFORE = 74;
const KNOWN_COST = 2_049_675;
/** How much the price has grown after {@link KNOWN_PURCHASES_BEFORE} purchases: 20.49675. */
const KNOWN_GROWTH = KNOWN_COST / BLACK_MARKET_FIRST_CREDIT_COST;

/**
 * Gold for the next bound credit after `purchasedThisMonth` credits were bought this month (the
 * count resets at the start of each month). The spec only says the price rises per purchase; the
 * original's two known prices (1st: 100,000; 75th: 2,049,675) are not hit exactly by any simple
 * compounding rate, rounded per step or once, so we use the geometric curve through both:
 * round(100000 x 20.49675^(purchased / 74)), about +4.166% per credit (2nd: 104,166; 76th:
 * 2,135,062). Computed in doubles: checked against 60-digit decimals, exact up to 503 purchases
 * (about 8 x 10^13 gold), after which the last digit can differ; from 619 the price no longer
 * fits a safe integer and this throws. Spec 002, sections 2 and 3.
 */
export function blackMarketCreditCost(purchasedThisMonth: number): number {
  assertInteger('credits purchased this month', purchasedThisMonth);
  const cost =
    BLACK_MARKET_FIRST_CREDIT_COST * KNOWN_GROWTH ** (purchasedThisMonth / KNOWN_PURCHASES_BEFORE);
  return assertSafeResult('black market credit cost', Math.round(cost));
}
