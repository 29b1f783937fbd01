import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  formatTrinketMod,
  TRINKET_MOD_IDS,
  trinketModDisplay,
  trinketModHasFlatValue,
  trinketModName,
  trinketModValue,
  trinketRarityMultiplier,
  trinketTypeName,
} from './trinkets';

describe('trinketTypeName', () => {
  it('names the two types', () => {
    expect(trinketTypeName(1)).toBe('battling');
    expect(trinketTypeName(2)).toBe('gathering');
  });
  it('rejects other ids', () => {
    expect(() => trinketTypeName(0)).toThrow('trinket type must be at least 1');
    expect(() => trinketTypeName(3)).toThrow('trinket type must be at most 2');
  });
});

describe('trinketModName', () => {
  it('follows the mod table, including the paired ids', () => {
    expect(trinketModName(1)).toBe('Combat Exp Boost');
    expect(trinketModName(2)).toBe('Gold Boost');
    expect(trinketModName(3)).toBe('Attribute Boost');
    expect(trinketModName(4)).toBe('Mastery Boost');
    expect(trinketModName(13)).toBe('Mastery Boost');
    expect(trinketModName(5)).toBe('Drop Boost');
    expect(trinketModName(14)).toBe('Drop Boost');
    expect(trinketModName(6)).toBe('Base Mob Gold');
    expect(trinketModName(7)).toBe('Attributes');
    expect(trinketModName(8)).toBe('Double Items');
    expect(trinketModName(18)).toBe('Double Items');
    expect(trinketModName(11)).toBe('Gathering Exp Boost');
    expect(trinketModName(12)).toBe('Resource Boost');
    expect(trinketModName(15)).toBe('Gathering Shards Boost');
    expect(trinketModName(16)).toBe('Base Resources');
    expect(trinketModName(17)).toBe('Item Rarity');
  });
  it('lists exactly the 16 ids of the table', () => {
    expect(TRINKET_MOD_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
  it('rejects ids outside the table', () => {
    expect(() => trinketModName(9)).toThrow('trinket mod id must be one of');
    expect(() => trinketModName(10)).toThrow(RuleInputError);
    expect(() => trinketModName(19)).toThrow(RuleInputError);
    expect(() => trinketModName(0)).toThrow('trinket mod id must be at least 1');
    expect(() => trinketModName(1.5)).toThrow('must be a whole number');
  });
});

describe('trinketRarityMultiplier', () => {
  it('is 1.15, 1.35, 1.6, 1.6 for rarities 4 to 7 and 1 below', () => {
    expect(trinketRarityMultiplier(1)).toBe(1);
    expect(trinketRarityMultiplier(3)).toBe(1);
    expect(trinketRarityMultiplier(4)).toBe(1.15);
    expect(trinketRarityMultiplier(5)).toBe(1.35);
    expect(trinketRarityMultiplier(6)).toBe(1.6);
    expect(trinketRarityMultiplier(7)).toBe(1.6);
  });
  it('rejects rarities outside 1..7', () => {
    expect(() => trinketRarityMultiplier(0)).toThrow('trinket rarity must be at least 1');
    expect(() => trinketRarityMultiplier(8)).toThrow('trinket rarity must be at most 7');
  });
});

describe('trinketModValue', () => {
  it('is ceil(base x tier x multiplier)', () => {
    // 5 x 3 x 1.15 = 17.25 -> 18
    expect(trinketModValue(5, 3, 4)).toBe(18);
    // 10 x 2 x 1.35 = 27
    expect(trinketModValue(10, 2, 5)).toBe(27);
    // 3 x 4 x 1.6 = 19.2 -> 20
    expect(trinketModValue(3, 4, 7)).toBe(20);
    // rarity 3 has multiplier 1: 12 x 5 = 60
    expect(trinketModValue(12, 5, 3)).toBe(60);
    // 2.5 x 2 x 1.15 = 5.75 -> 6
    expect(trinketModValue(2.5, 2, 4)).toBe(6);
    expect(trinketModValue(0, 15, 6)).toBe(0);
  });
  it('does not round float noise up', () => {
    // 20 x 9 x 1.35 = 243 exactly; a double gives 243.00000000000003
    expect(trinketModValue(20, 9, 5)).toBe(243);
  });
  it('rejects bad input', () => {
    expect(() => trinketModValue(-1, 1, 4)).toThrow('trinket mod base value must be at least 0');
    expect(() => trinketModValue(Number.NaN, 1, 4)).toThrow('must be a finite number');
    expect(() => trinketModValue(5, 0, 4)).toThrow('trinket tier must be at least 1');
    expect(() => trinketModValue(5, 16, 4)).toThrow('trinket tier must be at most 15');
    expect(() => trinketModValue(5, 1, 8)).toThrow('trinket rarity must be at most 7');
  });
});

describe('trinketModDisplay', () => {
  it('reads most mods as value/10 percent with no flat amount', () => {
    expect(trinketModDisplay(2, 125)).toEqual({ flat: null, percent: 12.5 });
    expect(trinketModDisplay(17, 3)).toEqual({ flat: null, percent: 0.3 });
  });
  it('gives Base Mob Gold a flat amount and value/10 percent', () => {
    expect(trinketModDisplay(6, 40)).toEqual({ flat: 40, percent: 4 });
  });
  it('gives Attributes a flat amount and value/20 percent', () => {
    // 45 / 20 = 2.25
    expect(trinketModDisplay(7, 45)).toEqual({ flat: 45, percent: 2.25 });
  });
  it('knows which mods have a flat reading', () => {
    expect(trinketModHasFlatValue(6)).toBe(true);
    expect(trinketModHasFlatValue(7)).toBe(true);
    expect(trinketModHasFlatValue(3)).toBe(false);
  });
  it('rejects bad values and ids', () => {
    expect(() => trinketModDisplay(2, -1)).toThrow('trinket mod value must be at least 0');
    expect(() => trinketModDisplay(2, 1.5)).toThrow('must be a whole number');
    expect(() => trinketModDisplay(9, 10)).toThrow(RuleInputError);
  });
});

describe('formatTrinketMod', () => {
  it('shows percent-only mods as value/10 %', () => {
    expect(formatTrinketMod(2, 125)).toBe('+12.5% Gold Boost');
    expect(formatTrinketMod(13, 40)).toBe('+4% Mastery Boost');
    // 12345 / 10 = 1234.5, with a thousands separator
    expect(formatTrinketMod(17, 12345)).toBe('+1,234.5% Item Rarity');
    expect(formatTrinketMod(12, 125, 'flat')).toBe('+12.5% Resource Boost');
  });
  it('shows Base Mob Gold and Attributes flat by default, or as percent', () => {
    expect(formatTrinketMod(6, 12345)).toBe('+12,345 Base Mob Gold');
    expect(formatTrinketMod(6, 40, 'percent')).toBe('+4% Base Mob Gold');
    expect(formatTrinketMod(7, 45)).toBe('+45 Attributes');
    expect(formatTrinketMod(7, 45, 'percent')).toBe('+2.25% Attributes');
  });
  it('rejects an unknown style', () => {
    expect(() => formatTrinketMod(6, 40, 'both' as 'flat')).toThrow(
      'trinket mod style must be one of flat, percent',
    );
  });
});
