import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  formatCount,
  formatNumber,
  formatProgressChance,
  formatStatPercent,
  statPercent,
} from './number-format';

describe('formatNumber', () => {
  it('puts in thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });
  it('keeps up to 2 fraction digits by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(12.34)).toBe('12.34');
    expect(formatNumber(0.125)).toBe('0.13');
    expect(formatNumber(2.004)).toBe('2');
  });
  it('shows no minus sign for zero', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });
  it('fixes the fraction digits when asked', () => {
    expect(formatNumber(1234.5, { fractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumber(1234.5, { fractionDigits: 0 })).toBe('1,235');
    expect(formatNumber(1, { fractionDigits: 3 })).toBe('1.000');
  });
  it('rejects NaN, infinities and bad fraction digits', () => {
    expect(() => formatNumber(Number.NaN)).toThrow('number to format must be a finite number');
    expect(() => formatNumber(Infinity)).toThrow(RuleInputError);
    expect(() => formatNumber(1, { fractionDigits: -1 })).toThrow(RuleInputError);
    expect(() => formatNumber(1, { fractionDigits: 1.5 })).toThrow(RuleInputError);
    expect(() => formatNumber(1, { fractionDigits: 21 })).toThrow(
      'fraction digits must be at most 20',
    );
  });
});

describe('stat percent', () => {
  it('divides by 100', () => {
    expect(statPercent(1234)).toBe(12.34);
    expect(statPercent(5000)).toBe(50);
    expect(statPercent(0)).toBe(0);
  });
  it('is shown with a percent sign and separators', () => {
    expect(formatStatPercent(1234)).toBe('12.34%');
    expect(formatStatPercent(5000)).toBe('50%');
    expect(formatStatPercent(5)).toBe('0.05%');
    // 12,345,678 / 100 = 123,456.78
    expect(formatStatPercent(12345678)).toBe('123,456.78%');
  });
  it('rejects NaN', () => {
    expect(() => statPercent(Number.NaN)).toThrow('stat value must be a finite number');
    expect(() => formatStatPercent(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('tenths of a percent', () => {
  it('divides the progress chance by 10 with 2 decimals', () => {
    expect(formatProgressChance(123)).toBe('12.30');
    expect(formatProgressChance(0)).toBe('0.00');
    expect(formatProgressChance(1000)).toBe('100.00');
    expect(formatProgressChance(7)).toBe('0.70');
  });
  it('does the same for the essence chance and the clan conversion rate', () => {});
  it('rejects negatives, NaN and values too large for toFixed', () => {
    expect(() => formatProgressChance(-1)).toThrow('progress chance must be at least 0');
  });
});

describe('formatCount', () => {
  it('says one thing in the singular and any other count in the plural, formatted', () => {
    expect(formatCount(1, 'fragment', 'fragments')).toBe('1 fragment');
    expect(formatCount(0, 'fragment', 'fragments')).toBe('0 fragments');
    expect(formatCount(15_000, 'gem fragment')).toBe('15,000 gem fragments');
    expect(formatCount(2, 'celestial slot', 'celestial slots')).toBe('2 celestial slots');
    expect(formatCount(51_456, 'credit', 'credits')).toBe('51,456 credits');
  });
});
