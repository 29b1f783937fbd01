import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { clanTaxedAmount, effectiveTaxPercent } from './taxes';

describe('clan taxes', () => {
  it('takes the higher of the clan and the personal tax', () => {
    expect(effectiveTaxPercent(10, 25)).toBe(25);
    expect(effectiveTaxPercent(30, 5)).toBe(30);
  });
  it('taxes floor(gain x rate / 100)', () => {
    expect(clanTaxedAmount(99, 10, 0)).toBe(9);
    expect(clanTaxedAmount(3, 0, 50)).toBe(1);
    expect(clanTaxedAmount(1000, 0, 0)).toBe(0);
    expect(clanTaxedAmount(7, 100, 0)).toBe(7);
  });
  it('rejects rates outside 0 to 100 and fractional gains', () => {
    expect(() => clanTaxedAmount(10, 101, 0)).toThrow(RuleInputError);
    expect(() => clanTaxedAmount(10.5, 10, 0)).toThrow(RuleInputError);
  });
});
