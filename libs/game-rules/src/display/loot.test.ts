import { describe, expect, it } from 'vitest';
import { lootAmountText, lootFrequencyText } from './loot';

describe('loot texts', () => {
  it('writes an amount as "n" or "min-max" with separators', () => {
    expect(lootAmountText([1, 1])).toBe('1');
    expect(lootAmountText([1, 2])).toBe('1-2');
    expect(lootAmountText([1000, 2500])).toBe('1,000-2,500');
  });

  it('writes a frequency as "1/n", or "Always" for 1 or less', () => {
    expect(lootFrequencyText(40)).toBe('1/40');
    expect(lootFrequencyText(1500)).toBe('1/1,500');
    expect(lootFrequencyText(1)).toBe('Always');
  });
});
