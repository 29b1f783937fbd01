import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { purchaseBonusTimeMs, purchaseGrant } from './purchase';

describe('a credit purchase', () => {
  it('gives a credit a cent, an honor and an honor token a whole dollar, 10% to the referrer', () => {
    expect(purchaseGrant(1999)).toEqual({
      credits: 1999,
      honor: 19,
      honorTokens: 19,
      referralCredits: 199, // 10% of 1,999 = 199.9 -> 199
    });
    expect(purchaseGrant(99)).toEqual({
      credits: 99,
      honor: 0,
      honorTokens: 0,
      referralCredits: 9,
    });
    expect(() => purchaseGrant(1.5)).toThrow(RuleInputError);
  });

  it('adds a minute of Bonus Time a whole dollar', () => {
    expect(purchaseBonusTimeMs(1999)).toBe(19 * 60_000);
    expect(purchaseBonusTimeMs(99)).toBe(0);
  });
});
