import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { alchemyEssenceChance, alchemyEssenceChanceDisplay, canBrew } from './alchemy';

describe('alchemyEssenceChance', () => {
  it('is unchanged below level 30 and equal at 30', () => {
    expect(alchemyEssenceChance(125, 1)).toBe(125);
    expect(alchemyEssenceChance(125, 29)).toBe(125);
    expect(alchemyEssenceChance(125, 30)).toBe(125); // 125 * (1 + 0/50)
  });
  it('is multiplied by (1 + (level - 30)/50) from level 30', () => {
    expect(alchemyEssenceChance(125, 31)).toBe(127.5); // 125 * 1.02
    expect(alchemyEssenceChance(125, 55)).toBe(187.5); // 125 * 1.5
    expect(alchemyEssenceChance(125, 80)).toBe(250); // 125 * 2
  });
  it('caps at 1000 (100%)', () => {
    expect(alchemyEssenceChance(500, 80)).toBe(1000); // 500 * 2, exactly the cap
    expect(alchemyEssenceChance(600, 80)).toBe(1000); // 1200 -> 1000
    expect(alchemyEssenceChance(1000, 1)).toBe(1000);
  });
  it('rejects invalid chances and levels', () => {
    expect(() => alchemyEssenceChance(-1, 30)).toThrow(RuleInputError);
    expect(() => alchemyEssenceChance(1001, 30)).toThrow(
      'base essence chance must be at most 1000, got 1001',
    );
    expect(() => alchemyEssenceChance(Number.NaN, 30)).toThrow(RuleInputError);
    expect(() => alchemyEssenceChance(125, 0)).toThrow('alchemy level must be at least 1');
  });
});

describe('alchemyEssenceChanceDisplay', () => {
  it('divides by 10 and keeps at most 2 decimals', () => {
    expect(alchemyEssenceChanceDisplay(125)).toBe('12.5');
    expect(alchemyEssenceChanceDisplay(127.5)).toBe('12.75');
    expect(alchemyEssenceChanceDisplay(1000)).toBe('100');
    expect(alchemyEssenceChanceDisplay(0)).toBe('0');
    expect(alchemyEssenceChanceDisplay(123.456)).toBe('12.35'); // 12.3456 -> 12.35
  });
  it('rejects chances outside 0 to 1000', () => {
    expect(() => alchemyEssenceChanceDisplay(-0.5)).toThrow(RuleInputError);
    expect(() => alchemyEssenceChanceDisplay(1000.5)).toThrow(RuleInputError);
  });
});

describe('canBrew', () => {
  const owned = { herb: 4, water: 2 };
  const required = [
    ['herb', 2],
    ['water', 1],
  ] as const;
  it('needs the level, both sides', () => {
    expect(canBrew(10, 9, owned, required)).toBe(false);
    expect(canBrew(10, 10, owned, required)).toBe(true);
  });
  it('needs the items for every craft', () => {
    expect(canBrew(1, 1, owned, required, 2)).toBe(true);
    expect(canBrew(1, 1, owned, required, 3)).toBe(false);
    expect(canBrew(1, 1, { herb: 4 }, required)).toBe(false);
  });
  it('rejects invalid input', () => {
    expect(() => canBrew(0, 1, owned, required)).toThrow(RuleInputError);
    expect(() => canBrew(1, 1.5, owned, required)).toThrow('alchemy level must be a whole number');
  });
});
