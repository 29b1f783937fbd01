import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { blackMarketCreditCost, cacheResourceItem } from './black-market';

describe('blackMarketCreditCost', () => {
  it('hits both known prices exactly', () => {
    expect(blackMarketCreditCost(0)).toBe(100_000); // 1st credit of the month
    expect(blackMarketCreditCost(74)).toBe(2_049_675); // 75th credit of the month
  });
  it('follows round(100000 x 20.49675^(n/74)) in between and beyond', () => {
    // Worked out with 60-digit decimals: 104165.8766..., 108505.2985..., 150402.3874...,
    // 1967702.9241..., 2135061.9314..., 5923075.9667...
    expect(blackMarketCreditCost(1)).toBe(104_166);
    expect(blackMarketCreditCost(2)).toBe(108_505);
    expect(blackMarketCreditCost(10)).toBe(150_402);
    expect(blackMarketCreditCost(73)).toBe(1_967_703);
    expect(blackMarketCreditCost(75)).toBe(2_135_062);
    expect(blackMarketCreditCost(100)).toBe(5_923_076);
  });
  it('rises with every purchase', () => {
    for (let n = 0; n < 200; n += 1) {
      expect(blackMarketCreditCost(n + 1)).toBeGreaterThan(blackMarketCreditCost(n));
    }
  });
  it('rejects counts that cannot be, and prices too large to be exact', () => {
    expect(() => blackMarketCreditCost(-1)).toThrow('must be at least 0');
    expect(() => blackMarketCreditCost(1.5)).toThrow(RuleInputError);
    expect(() => blackMarketCreditCost(618)).not.toThrow();
    expect(() => blackMarketCreditCost(619)).toThrow('too large');
  });
});

describe('cacheResourceItem', () => {
  it('maps 1, 2, 3 to metal, wood, stone', () => {
    expect(cacheResourceItem(1)).toBe('metal');
    expect(cacheResourceItem(2)).toBe('wood');
    expect(cacheResourceItem(3)).toBe('stone');
  });
  it('rejects any other choice', () => {
    expect(() => cacheResourceItem(0)).toThrow('cache resource choice must be one of 1, 2, 3');
    expect(() => cacheResourceItem(4)).toThrow(RuleInputError);
    expect(() => cacheResourceItem(Number.NaN)).toThrow(RuleInputError);
  });
});
