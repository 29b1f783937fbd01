import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  BLACK_MARKET_FIRST_CREDIT_PRICE,
  BLACK_MARKET_LAST_PRICED_CREDIT,
  RESOURCE_CACHE_ITEM,
  RESOURCE_CACHE_TRADE_MAX,
  RESOURCE_CACHE_YIELD,
  blackMarketCreditPrice,
  blackMarketCreditsBoughtThisMonth,
  blackMarketCreditsCost,
  blackMarketMonthKey,
  resourceCacheTrade,
} from './black-market';

/** The original's prices (GAME-FACTS.md): credit number -> gold. */
const ORIGINAL_PRICES: readonly (readonly [number, number])[] = [
  [1, 100_000],
  [2, 107_727],
  [10, 175_547],
  [50, 839_394],
  [75, 2_049_675],
];

describe('blackMarketCreditPrice', () => {
  it.each(ORIGINAL_PRICES)('prices credit %i within 1% of the original %i', (n, original) => {
    const price = blackMarketCreditPrice(n);
    expect(Math.abs(price / original - 1)).toBeLessThan(0.01);
  });

  it('follows 22000 + 4450 m + ceil(78000 * 1.0425^m), m = n - 1, exactly', () => {
    // Worked out with exact fractions (417/400)^m:
    expect(blackMarketCreditPrice(1)).toBe(BLACK_MARKET_FIRST_CREDIT_PRICE);
    expect(BLACK_MARKET_FIRST_CREDIT_PRICE).toBe(100_000); // 22000 + 0 + 78000
    expect(blackMarketCreditPrice(2)).toBe(107_765); // 22000 + 4450 + 81315
    expect(blackMarketCreditPrice(3)).toBe(115_671); // 22000 + 8900 + ceil(84770.8875)
    expect(blackMarketCreditPrice(10)).toBe(175_494); // 22000 + 40050 + ceil(113443.38...)
    expect(blackMarketCreditPrice(50)).toBe(839_595); // 22000 + 218050 + ceil(599544.91...)
    expect(blackMarketCreditPrice(75)).toBe(2_048_463); // 22000 + 329300 + ceil(1697162.05...)
  });

  it('rises strictly with every credit, up to the last priced one', () => {
    let previous = 0;
    for (let n = 1; n <= BLACK_MARKET_LAST_PRICED_CREDIT; n += 1) {
      const price = blackMarketCreditPrice(n);
      expect(price).toBeGreaterThan(previous);
      previous = price;
    }
    expect(previous).toBe(8_641_109_139_195_099);
    expect(Number.isSafeInteger(previous)).toBe(true);
  });

  it('refuses credit numbers below 1, fractional or not numbers', () => {
    expect(() => blackMarketCreditPrice(0)).toThrow(RuleInputError);
    expect(() => blackMarketCreditPrice(0)).toThrow(
      'bound credit number must be at least 1, got 0',
    );
    expect(() => blackMarketCreditPrice(-3)).toThrow(RuleInputError);
    expect(() => blackMarketCreditPrice(1.5)).toThrow(
      'bound credit number must be a whole number, got 1.5',
    );
    expect(() => blackMarketCreditPrice(Number.NaN)).toThrow(RuleInputError);
    expect(() => blackMarketCreditPrice(Number.POSITIVE_INFINITY)).toThrow(RuleInputError);
  });

  it('refuses credits whose price would not be exact in a double', () => {
    expect(() => blackMarketCreditPrice(BLACK_MARKET_LAST_PRICED_CREDIT + 1)).toThrow(
      'bound credit number must be at most 612, got 613',
    );
  });
});

describe('blackMarketCreditsCost', () => {
  it('sums each credit at its own place in the month', () => {
    expect(blackMarketCreditsCost(0, 1)).toBe(100_000);
    expect(blackMarketCreditsCost(0, 3)).toBe(323_436); // 100000 + 107765 + 115671
    expect(blackMarketCreditsCost(1, 2)).toBe(223_436); // 107765 + 115671
    expect(blackMarketCreditsCost(74, 1)).toBe(blackMarketCreditPrice(75));
    // 75 credits in a month: the original's total is about 53.8 million.
    expect(blackMarketCreditsCost(0, 75)).toBe(53_793_878);
    expect(blackMarketCreditsCost(10, 10)).toBe(2_301_724); // credits 11 to 20
  });

  it('equals the sum of the single prices', () => {
    let sum = 0;
    for (let n = 21; n <= 60; n += 1) sum += blackMarketCreditPrice(n);
    expect(blackMarketCreditsCost(20, 40)).toBe(sum);
  });

  it('costs nothing for no credits', () => {
    expect(blackMarketCreditsCost(5, 0)).toBe(0);
  });

  it('refuses bad counts and totals too large to be exact', () => {
    expect(() => blackMarketCreditsCost(-1, 1)).toThrow(
      'credits already bought this month must be at least 0, got -1',
    );
    expect(() => blackMarketCreditsCost(0, -1)).toThrow(
      'credits to buy must be at least 0, got -1',
    );
    expect(() => blackMarketCreditsCost(0.5, 1)).toThrow(RuleInputError);
    expect(() => blackMarketCreditsCost(0, 2.5)).toThrow(RuleInputError);
    expect(() => blackMarketCreditsCost(612, 1)).toThrow('too large to compute exactly');
    // Every price up to the 612th is exact, but their sum is not.
    expect(() => blackMarketCreditsCost(0, 612)).toThrow('too large to compute exactly');
    expect(() => blackMarketCreditsCost(Number.MAX_SAFE_INTEGER, 1)).toThrow(RuleInputError);
  });
});

describe('blackMarketMonthKey', () => {
  it('names the UTC month of a date or epoch milliseconds', () => {
    expect(blackMarketMonthKey(new Date('2026-11-24T00:40:00Z'))).toBe('2026-11');
    expect(blackMarketMonthKey(Date.UTC(2027, 0, 1))).toBe('2027-01');
    expect(blackMarketMonthKey(0)).toBe('1970-01');
  });

  it('changes at 00:00 UTC on the 1st, whatever the local time zone', () => {
    const lastMoment = Date.UTC(2026, 10, 30, 23, 59, 59, 999);
    expect(blackMarketMonthKey(lastMoment)).toBe('2026-11');
    expect(blackMarketMonthKey(lastMoment + 1)).toBe('2026-12');
    // 23:30 on 31 Dec in New York is already January in UTC.
    expect(blackMarketMonthKey(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01');
  });

  it('refuses invalid times', () => {
    expect(() => blackMarketMonthKey(new Date('not a date'))).toThrow(RuleInputError);
    expect(() => blackMarketMonthKey(Number.NaN)).toThrow(
      'black market time must be a valid date or epoch milliseconds',
    );
    expect(() => blackMarketMonthKey(9e15)).toThrow('outside the dates a Date can hold');
  });
});

describe('blackMarketCreditsBoughtThisMonth', () => {
  const november = Date.UTC(2026, 10, 24);
  it('keeps the count within its month and starts again in the next', () => {
    expect(blackMarketCreditsBoughtThisMonth(7, '2026-11', november)).toBe(7);
    expect(blackMarketCreditsBoughtThisMonth(7, '2026-10', november)).toBe(0);
    expect(blackMarketCreditsBoughtThisMonth(7, '2026-11', Date.UTC(2026, 11, 1))).toBe(0);
  });
  it('refuses a stored count that cannot be', () => {
    expect(() => blackMarketCreditsBoughtThisMonth(-1, '2026-11', november)).toThrow(
      RuleInputError,
    );
  });
});

describe('resourceCacheTrade', () => {
  it('spends one cache per 10,000 of the chosen resource', () => {
    expect(RESOURCE_CACHE_ITEM).toBe('resource_cache');
    expect(RESOURCE_CACHE_YIELD).toBe(10_000);
    expect(resourceCacheTrade(1, 1)).toEqual({
      cachesSpent: 1,
      resource: 'metal',
      resourceGained: 10_000,
    });
    expect(resourceCacheTrade(3, 2)).toEqual({
      cachesSpent: 3,
      resource: 'wood',
      resourceGained: 30_000,
    });
    expect(resourceCacheTrade(999_999, 3)).toEqual({
      cachesSpent: 999_999,
      resource: 'stone',
      resourceGained: 9_999_990_000,
    });
  });

  it('takes at most what the 6-digit box holds', () => {
    expect(RESOURCE_CACHE_TRADE_MAX).toBe(999_999);
    expect(() => resourceCacheTrade(1_000_000, 1)).toThrow(
      'resource caches must be at most 999999, got 1000000',
    );
  });

  it('refuses no caches, fractions and unknown resources', () => {
    expect(() => resourceCacheTrade(0, 1)).toThrow('resource caches must be at least 1, got 0');
    expect(() => resourceCacheTrade(1.5, 1)).toThrow(RuleInputError);
    expect(() => resourceCacheTrade(1, 4)).toThrow('cache resource choice must be one of 1, 2, 3');
  });
});
