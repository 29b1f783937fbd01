import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  MARKET_AMOUNT_MAX,
  MARKET_PRICE_MAX,
  buyOrderFillGold,
  buyOrderHeld,
  canHoldOrderEdit,
  hasDecimalPrice,
  orderHoldChange,
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

describe('orderHoldChange and canHoldOrderEdit (an edit in place)', () => {
  const terms = (amount: number, price: number, priceDecimal = 0, isResource = true) => ({
    amount,
    ...(isResource ? resource(price, priceDecimal) : whole(price)),
  });
  it('holds a sell order’s extra items, gives back the ones it no longer offers', () => {
    expect(orderHoldChange(true, terms(10, 3), terms(25, 1))).toBe(15);
    expect(orderHoldChange(true, terms(10, 3), terms(4, 9))).toBe(-6);
    expect(canHoldOrderEdit(true, terms(10, 3), terms(25, 3), 15)).toBe(true);
    expect(canHoldOrderEdit(true, terms(10, 3), terms(25, 3), 14)).toBe(false);
    expect(canHoldOrderEdit(true, terms(10, 3), terms(1, 3), 0)).toBe(true);
  });
  it('holds the gold a buy order needs at its new terms, resources rounded up', () => {
    // 10 at 1.05 holds 11; 30 at 2.33 holds 69.90 -> 70.
    expect(orderHoldChange(false, terms(10, 1, 5), terms(30, 2, 33))).toBe(59);
    expect(orderHoldChange(false, terms(30, 2, 33), terms(30, 1))).toBe(-40);
    expect(canHoldOrderEdit(false, terms(10, 1, 5), terms(30, 2, 33), 59)).toBe(true);
    expect(canHoldOrderEdit(false, terms(10, 1, 5), terms(30, 2, 33), 58)).toBe(false);
  });
  it('refuses a hold beyond any gold without failing on numbers too large to hold exactly', () => {
    const huge = terms(MARKET_AMOUNT_MAX, MARKET_PRICE_MAX, 0, false);
    expect(canHoldOrderEdit(false, terms(1, 1), huge, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
