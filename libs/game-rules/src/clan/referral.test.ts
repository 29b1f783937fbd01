import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { REFERRAL_BONUS_PERCENT, referralBonusCredits } from './referral';

describe('referralBonusCredits', () => {
  it('gives 10% of the purchase, rounded down to whole credits', () => {
    expect(REFERRAL_BONUS_PERCENT).toBe(10);
    expect(referralBonusCredits(100)).toBe(10);
    expect(referralBonusCredits(1000)).toBe(100);
    expect(referralBonusCredits(125)).toBe(12); // 12.5 -> 12
    expect(referralBonusCredits(25)).toBe(2); // 2.5 -> 2
    expect(referralBonusCredits(9)).toBe(0); // 0.9 -> 0
    expect(referralBonusCredits(0)).toBe(0);
  });
  it('rejects negative or fractional purchases', () => {
    expect(() => referralBonusCredits(-10)).toThrow('purchased credits must be at least 0');
    expect(() => referralBonusCredits(10.5)).toThrow(RuleInputError);
  });
});
