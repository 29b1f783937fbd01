/**
 * The black market's resource cache choices (spec 002, section 5). The price of bound credits
 * and the cache trade are in market/black-market.ts.
 */
import { assertOneOf } from '../guards';

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
