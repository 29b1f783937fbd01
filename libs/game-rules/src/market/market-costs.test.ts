import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  MARKET_SALE_TAX_PERCENT,
  NOT_ENOUGH_GOLD_TEXT,
  canAffordBuyOrder,
  marketSaleNet,
  marketSaleTax,
  maxBuyAmount,
  maxSellAmount,
  pageCount,
  totalBuyCost,
  validateTransactionAmount,
} from './market-costs';

const MAX_SAFE = Number.MAX_SAFE_INTEGER; // 9,007,199,254,740,991 = 6361 * 1,416,003,655,831

describe('totalBuyCost for whole items', () => {
  it('is the floored price times the floored amount', () => {
    expect(totalBuyCost({ price: 7, priceDecimal: 0, amount: 3, resource: false })).toBe(21);
    // floor(12.9) * floor(3.7) = 12 * 3
    expect(totalBuyCost({ price: 12.9, priceDecimal: 0, amount: 3.7, resource: false })).toBe(36);
    expect(totalBuyCost({ price: 0, priceDecimal: 0, amount: 5, resource: false })).toBe(0);
  });
  it('ignores the decimal part', () => {
    expect(totalBuyCost({ price: 7, priceDecimal: 99, amount: 3, resource: false })).toBe(21);
  });
  it('stays exact up to Number.MAX_SAFE_INTEGER and throws above', () => {
    expect(
      totalBuyCost({ price: 6361, priceDecimal: 0, amount: 1416003655831, resource: false }),
    ).toBe(MAX_SAFE);
    expect(() =>
      totalBuyCost({ price: 6361, priceDecimal: 0, amount: 1416003655832, resource: false }),
    ).toThrow('total buy cost is too large');
    // 15-digit price: 999,999,999,999,999 * 9 = 8,999,999,999,999,991; * 10 is too large
    expect(
      totalBuyCost({ price: 999999999999999, priceDecimal: 0, amount: 9, resource: false }),
    ).toBe(8999999999999991);
    expect(() =>
      totalBuyCost({ price: 999999999999999, priceDecimal: 0, amount: 10, resource: false }),
    ).toThrow(RuleInputError);
  });
});

describe('totalBuyCost for resources', () => {
  it('rounds up the price with its decimal part times the amount', () => {
    // 1.05 * 3 = 3.15 -> 4
    expect(totalBuyCost({ price: 1, priceDecimal: 5, amount: 3, resource: true })).toBe(4);
    // 12.34 * 1000 = 12340 exactly
    expect(totalBuyCost({ price: 12, priceDecimal: 34, amount: 1000, resource: true })).toBe(12340);
    // 0.01 * 100 = 1 exactly; 0.01 * 101 = 1.01 -> 2
    expect(totalBuyCost({ price: 0, priceDecimal: 1, amount: 100, resource: true })).toBe(1);
    expect(totalBuyCost({ price: 0, priceDecimal: 1, amount: 101, resource: true })).toBe(2);
    expect(totalBuyCost({ price: 5, priceDecimal: 0, amount: 0, resource: true })).toBe(0);
  });
  it('does not round float noise up', () => {
    // 0.07 * 100 is 7.000000000000001 in doubles; in hundredths it is 7 * 100 / 100 = 7
    expect(totalBuyCost({ price: 0, priceDecimal: 7, amount: 100, resource: true })).toBe(7);
  });
  it('stays exact for 15-digit inputs', () => {
    // 99,999,999,999,999,999 hundredths * 9 = 899,999,999,999,999,991 -> ceil(/100) = 9e15
    expect(
      totalBuyCost({ price: 999999999999999, priceDecimal: 99, amount: 9, resource: true }),
    ).toBe(9000000000000000);
    // 12,345,678,901,234,567 hundredths * 7 = 86,419,752,308,641,969 -> 864,197,523,086,420
    expect(
      totalBuyCost({ price: 123456789012345, priceDecimal: 67, amount: 7, resource: true }),
    ).toBe(864197523086420);
  });
  it('throws above Number.MAX_SAFE_INTEGER', () => {
    // 2.00 * 4,503,599,627,370,495 = 9,007,199,254,740,990; 2.01 * the same is too large
    expect(
      totalBuyCost({ price: 2, priceDecimal: 0, amount: 4503599627370495, resource: true }),
    ).toBe(9007199254740990);
    expect(() =>
      totalBuyCost({ price: 2, priceDecimal: 1, amount: 4503599627370495, resource: true }),
    ).toThrow('total buy cost is too large');
  });
  it('rejects invalid input', () => {
    expect(() => totalBuyCost({ price: 1, priceDecimal: 100, amount: 1, resource: true })).toThrow(
      'price decimal part must be at most 99',
    );
    expect(() => totalBuyCost({ price: 1, priceDecimal: -1, amount: 1, resource: true })).toThrow(
      RuleInputError,
    );
    expect(() => totalBuyCost({ price: 1, priceDecimal: 1.5, amount: 1, resource: false })).toThrow(
      'price decimal part must be a whole number',
    );
    expect(() => totalBuyCost({ price: -1, priceDecimal: 0, amount: 1, resource: false })).toThrow(
      'price must be at least 0',
    );
    expect(() =>
      totalBuyCost({ price: 1, priceDecimal: 0, amount: Number.NaN, resource: false }),
    ).toThrow('amount must be a finite number');
    expect(() =>
      totalBuyCost({ price: Infinity, priceDecimal: 0, amount: 1, resource: true }),
    ).toThrow(RuleInputError);
  });
});

describe('canAffordBuyOrder', () => {
  it('passes when amount times whole price is at most the gold', () => {
    expect(canAffordBuyOrder({ amount: 10, price: 100, gold: 1000 })).toEqual({ ok: true });
    // the decimal part is not part of this check: 10 * floor(100.99) = 1000
    expect(canAffordBuyOrder({ amount: 10, price: 100.99, gold: 1000 })).toEqual({ ok: true });
  });
  it('refuses with "Not enough gold." one gold short', () => {
    expect(NOT_ENOUGH_GOLD_TEXT).toBe('Not enough gold.');
    expect(canAffordBuyOrder({ amount: 10, price: 100, gold: 999 })).toEqual({
      ok: false,
      reason: 'not_enough_gold',
      error: 'Not enough gold.',
    });
  });
  it('compares huge values exactly', () => {
    // 999,999,999,999,999 * 999,999,999,999,999 is far above any gold
    expect(
      canAffordBuyOrder({ amount: 999999999999999, price: 999999999999999, gold: MAX_SAFE }),
    ).toMatchObject({ ok: false });
    expect(canAffordBuyOrder({ amount: 1416003655831, price: 6361, gold: MAX_SAFE })).toEqual({
      ok: true,
    });
    expect(
      canAffordBuyOrder({ amount: 1416003655831, price: 6361, gold: MAX_SAFE - 1 }),
    ).toMatchObject({ ok: false });
  });
  it('rejects invalid gold and negative values', () => {
    expect(() => canAffordBuyOrder({ amount: 1, price: 1, gold: 1.5 })).toThrow(
      'gold must be a whole number',
    );
    expect(() => canAffordBuyOrder({ amount: -1, price: 1, gold: 1 })).toThrow(RuleInputError);
  });
});

describe('maxBuyAmount', () => {
  it('is what the gold affords for whole items, capped by the order', () => {
    // floor(1000 / 7) = 142 (994 gold); 143 would cost 1001
    expect(
      maxBuyAmount({ orderAmount: 500, price: 7, priceDecimal: 0, resource: false, gold: 1000 }),
    ).toBe(142);
    expect(
      maxBuyAmount({ orderAmount: 100, price: 7, priceDecimal: 0, resource: false, gold: 1000 }),
    ).toBe(100);
    expect(
      maxBuyAmount({ orderAmount: 500, price: 7, priceDecimal: 0, resource: false, gold: 6 }),
    ).toBe(0);
  });
  it('is floor(gold * 100 / hundredths) for resources', () => {
    // 1.05: floor(100000 / 105) = 952, costing ceil(999.6) = 1000; 953 would cost 1001
    const order = { orderAmount: 5000, price: 1, priceDecimal: 5, resource: true, gold: 1000 };
    expect(maxBuyAmount(order)).toBe(952);
    expect(totalBuyCost({ ...order, amount: 952 })).toBe(1000);
    expect(totalBuyCost({ ...order, amount: 953 })).toBe(1001);
    expect(maxBuyAmount({ ...order, orderAmount: 952 })).toBe(952);
    expect(maxBuyAmount({ ...order, orderAmount: 951 })).toBe(951);
  });
  it('is exact at the safe-integer limit', () => {
    // floor(9,007,199,254,740,991 * 100 / 333) = 2,704,864,641,063,360
    const order = { orderAmount: MAX_SAFE, price: 3, priceDecimal: 33, resource: true };
    expect(maxBuyAmount({ ...order, gold: MAX_SAFE })).toBe(2704864641063360);
    expect(totalBuyCost({ ...order, amount: 2704864641063360 })).toBe(9007199254740989);
  });
  it('is the order amount when the price is 0', () => {
    expect(
      maxBuyAmount({ orderAmount: 40, price: 0, priceDecimal: 0, resource: true, gold: 0 }),
    ).toBe(40);
    // a whole item priced below 1 gold floors to 0
    expect(
      maxBuyAmount({ orderAmount: 40, price: 0.5, priceDecimal: 50, resource: false, gold: 0 }),
    ).toBe(40);
  });
  it('rejects invalid input', () => {
    expect(() =>
      maxBuyAmount({ orderAmount: -1, price: 1, priceDecimal: 0, resource: false, gold: 1 }),
    ).toThrow('order amount must be at least 0');
    expect(() =>
      maxBuyAmount({ orderAmount: 1, price: 1, priceDecimal: 0, resource: false, gold: -1 }),
    ).toThrow('gold must be at least 0');
  });
});

describe('maxSellAmount', () => {
  it('is the smaller of the order amount and the owned count', () => {
    expect(maxSellAmount({ orderAmount: 100, owned: 30 })).toBe(30);
    expect(maxSellAmount({ orderAmount: 30, owned: 100 })).toBe(30);
    expect(maxSellAmount({ orderAmount: 30, owned: 0 })).toBe(0);
  });
  it('rejects invalid counts', () => {
    expect(() => maxSellAmount({ orderAmount: 1, owned: Number.NaN })).toThrow(RuleInputError);
  });
});

describe('validateTransactionAmount', () => {
  it('accepts 1 up to the max', () => {
    const base = { max: 30, bulk: false, orderAmount: 100 };
    expect(validateTransactionAmount({ ...base, amount: 1 })).toEqual({ ok: true });
    expect(validateTransactionAmount({ ...base, amount: 30 })).toEqual({ ok: true });
  });
  it('refuses 0, negatives and more than the max', () => {
    const base = { max: 30, bulk: false, orderAmount: 100 };
    expect(validateTransactionAmount({ ...base, amount: 0 })).toMatchObject({
      reason: 'not_positive',
    });
    expect(validateTransactionAmount({ ...base, amount: -4 })).toMatchObject({
      reason: 'not_positive',
    });
    expect(validateTransactionAmount({ ...base, amount: 31 })).toEqual({
      ok: false,
      reason: 'above_max',
      error: 'The amount can be at most 30.',
    });
    // A number in a refusal reads as the screen shows numbers.
    expect(
      validateTransactionAmount({ max: 3_000, bulk: false, orderAmount: 5_000, amount: 3_001 }),
    ).toEqual({
      ok: false,
      reason: 'above_max',
      error: 'The amount can be at most 3,000.',
    });
  });
  it('takes bulk orders only whole', () => {
    const base = { max: 100, bulk: true, orderAmount: 100 };
    expect(validateTransactionAmount({ ...base, amount: 100 })).toEqual({ ok: true });
    expect(validateTransactionAmount({ ...base, amount: 99 })).toMatchObject({
      reason: 'bulk_not_whole',
    });
    // a bulk order the player cannot take whole
    expect(validateTransactionAmount({ ...base, max: 99, amount: 100 })).toMatchObject({
      reason: 'above_max',
    });
  });
  it('rejects non-whole amounts', () => {
    expect(() =>
      validateTransactionAmount({ amount: 1.5, max: 3, bulk: false, orderAmount: 3 }),
    ).toThrow('transaction amount must be a whole number');
    expect(() =>
      validateTransactionAmount({ amount: 1, max: -3, bulk: false, orderAmount: 3 }),
    ).toThrow(RuleInputError);
  });
});

describe('market sale tax', () => {
  it('is 5% floored', () => {
    expect(MARKET_SALE_TAX_PERCENT).toBe(5);
    expect(marketSaleTax(0)).toBe(0);
    expect(marketSaleTax(19)).toBe(0); // 0.95
    expect(marketSaleTax(20)).toBe(1);
    expect(marketSaleTax(39)).toBe(1); // 1.95
  });
  it('matches the logged sale: 35,750,000 paid 1,787,500 tax', () => {
    expect(marketSaleTax(35750000)).toBe(1787500);
    expect(marketSaleNet(35750000)).toBe(33962500);
  });
  it('is exact at the safe-integer limit', () => {
    // floor(9,007,199,254,740,991 / 20) = 450,359,962,737,049
    expect(marketSaleTax(MAX_SAFE)).toBe(450359962737049);
    expect(marketSaleNet(MAX_SAFE)).toBe(8556839292003942);
  });
  it('rejects invalid gold', () => {
    expect(() => marketSaleTax(-1)).toThrow('sale gold must be at least 0');
    expect(() => marketSaleNet(2.5)).toThrow(RuleInputError);
  });
});

describe('pageCount', () => {
  it('rounds up to whole pages', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(MAX_SAFE, 1)).toBe(MAX_SAFE);
    expect(pageCount(MAX_SAFE, 2)).toBe(4503599627370496);
  });
  it('rejects invalid sizes', () => {
    expect(() => pageCount(10, 0)).toThrow('page size must be at least 1');
    expect(() => pageCount(-1, 25)).toThrow(RuleInputError);
  });
});
