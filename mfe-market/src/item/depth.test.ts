import { describe, expect, it } from 'vitest';
import { BEST_PRICE_TEXT, bestPriceText, cumulativeDepth } from './depth';
import { order } from './fixtures';

const depth = {
  sell: [
    { priceCents: 250, amount: 100, orders: 1 },
    { priceCents: 300, amount: 300, orders: 2 },
  ],
  buy: [
    { priceCents: 120, amount: 1_000, orders: 1 },
    { priceCents: 105, amount: 40, orders: 1 },
  ],
};

describe('cumulativeDepth', () => {
  it('adds each level to the better ones before it', () => {
    expect(cumulativeDepth(depth.sell).map((step) => step.cumulative)).toEqual([100, 400]);
    expect(cumulativeDepth([])).toEqual([]);
  });
});

describe('bestPriceText', () => {
  it('says nothing without an own order', () => {
    expect(bestPriceText(depth, [], true)).toBeNull();
  });

  it('says the player is the best price when no order is better, shared or alone', () => {
    expect(bestPriceText(depth, [order({ cost: 2, costDec: 50 })], true)).toBe(BEST_PRICE_TEXT);
    expect(bestPriceText(depth, [order({ type: 2, cost: 1, costDec: 30 })], true)).toBe(
      BEST_PRICE_TEXT,
    );
    expect(bestPriceText({ sell: [], buy: [] }, [order()], true)).toBe(BEST_PRICE_TEXT);
  });

  it("says how far the player's best sell order is above the cheapest", () => {
    const own = [order({ cost: 3, costDec: 0 }), order({ id: 2, cost: 2, costDec: 75 })];
    expect(bestPriceText(depth, own, true)).toBe(
      'Your cheapest sell order, at 2.75, is 0.25 above the best price of 2.50.',
    );
  });

  it("says how far the player's best buy order is below the dearest, in whole gold for items", () => {
    expect(bestPriceText(depth, [order({ type: 2, cost: 1, costDec: 5 })], true)).toBe(
      'Your dearest buy order, at 1.05, is 0.15 below the best price of 1.20.',
    );
    const items = { sell: [], buy: [{ priceCents: 250_000, amount: 1, orders: 1 }] };
    expect(bestPriceText(items, [order({ type: 2, cost: 1_200, costDec: 0 })], false)).toBe(
      'Your dearest buy order, at 1,200, is 1,300 below the best price of 2,500.',
    );
  });
});
