import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { canUseHonorTokens, validatePremiumCreditAmount } from './premium';

describe('validatePremiumCreditAmount', () => {
  it('accepts 5 to 500 written as up to three digits and an optional two-digit fraction', () => {
    expect(validatePremiumCreditAmount('5')).toEqual({ ok: true, value: 5 });
    expect(validatePremiumCreditAmount('5.00')).toEqual({ ok: true, value: 5 });
    expect(validatePremiumCreditAmount('25.50')).toEqual({ ok: true, value: 25.5 });
    expect(validatePremiumCreditAmount('005')).toEqual({ ok: true, value: 5 });
    expect(validatePremiumCreditAmount('500')).toEqual({ ok: true, value: 500 });
    expect(validatePremiumCreditAmount('500.00')).toEqual({ ok: true, value: 500 });
  });
  it('refuses values outside 5..500 and resets to 5', () => {
    const refused = { ok: false, error: 'Invalid amount.', resetTo: '5' };
    expect(validatePremiumCreditAmount('4.99')).toEqual(refused);
    expect(validatePremiumCreditAmount('0')).toEqual(refused);
    expect(validatePremiumCreditAmount('500.01')).toEqual(refused);
    expect(validatePremiumCreditAmount('999')).toEqual(refused);
  });
  it('refuses text that does not match the pattern', () => {
    const refused = { ok: false, error: 'Invalid amount.', resetTo: '5' };
    for (const input of ['', '1000', '10.5', '10.', '.50', '10.500', '-10', ' 10', 'ten', '1e2']) {
      expect(validatePremiumCreditAmount(input)).toEqual(refused);
    }
  });
  it('throws for a non-string', () => {
    expect(() => validatePremiumCreditAmount(10 as unknown as string)).toThrow(RuleInputError);
  });
});

describe('canUseHonorTokens', () => {
  it('is true only with tokens above 0', () => {
    expect(canUseHonorTokens(0)).toBe(false);
    expect(canUseHonorTokens(1)).toBe(true);
    expect(canUseHonorTokens(40)).toBe(true);
  });
  it('rejects counts that cannot be owned', () => {
    expect(() => canUseHonorTokens(-1)).toThrow('honor tokens must be at least 0');
    expect(() => canUseHonorTokens(0.5)).toThrow(RuleInputError);
  });
});
