import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  MARKET_AMOUNT_MAX,
  MARKET_PRICE_MAX,
  buyOrderFillGold,
  buyOrderHeld,
  hasDecimalPrice,
} from './market-orders';

const resource = (price: number, priceDecimal: number) => ({ price, priceDecimal, resource: true });
const whole = (price: number) => ({ price, priceDecimal: 0, resource: false });

describe('market order limits', () => {
  it('caps prices at 999,999,999,999 and amounts at the 15-digit box', () => {
    expect(MARKET_PRICE_MAX).toBe(999_999_999_999);
    expect(MARKET_AMOUNT_MAX).toBe(999_999_999_999_999);
    expect(Number.isSafeInteger(MARKET_AMOUNT_MAX)).toBe(true);
  });
  it('gives resources alone a decimal price part', () => {
    expect(hasDecimalPrice('resource')).toBe(true);
    expect(hasDecimalPrice('trophy')).toBe(false);
    expect(hasDecimalPrice('currency')).toBe(false);
  });
});

describe('buyOrderHeld', () => {
  it('holds the price times the amount for whole-priced items', () => {
    expect(buyOrderHeld(whole(7), 3)).toBe(21);
    expect(buyOrderHeld(whole(7), 0)).toBe(0);
  });
  it('holds the rounded-up total for resources', () => {
    // 1.05 * 3 = 3.15 -> 4
    expect(buyOrderHeld(resource(1, 5), 3)).toBe(4);
    expect(buyOrderHeld(resource(1, 50), 2)).toBe(3);
    expect(buyOrderHeld(resource(0, 1), 1)).toBe(1);
  });
});

describe('buyOrderFillGold', () => {
  it('pays the price of each item sold for whole-priced items', () => {
    expect(buyOrderFillGold(whole(7), 10, 4)).toBe(28);
  });
  it('adds up over every partial fill to exactly what the order held', () => {
    const price = resource(1, 5);
    const held = buyOrderHeld(price, 7);
    let remaining = 7;
    let paid = 0;
    for (const amount of [1, 1, 2, 1, 2]) {
      paid += buyOrderFillGold(price, remaining, amount);
      remaining -= amount;
    }
    expect(remaining).toBe(0);
    expect(paid).toBe(held);
    // One at a time would have cost ceil(1.05) = 2 each: 14, more than the 8 held.
    expect(held).toBe(8);
  });
  it('leaves exactly the held gold of what is still wanted', () => {
    const price = resource(2, 33);
    const paid = buyOrderFillGold(price, 9, 4);
    expect(buyOrderHeld(price, 9) - paid).toBe(buyOrderHeld(price, 5));
  });
  it('refuses a sale of more than is still wanted', () => {
    expect(() => buyOrderFillGold(whole(5), 3, 4)).toThrow(RuleInputError);
  });
});
