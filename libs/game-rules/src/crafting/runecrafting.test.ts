import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  canCraftRune,
  runeAttemptChance,
  runeSuccessChance,
  sortRunesForList,
  validateChanceCalculatorLevel,
} from './runecrafting';

const range = { startLevel: 10, endLevel: 50, startChance: 60, endChance: 100 };

describe('runeAttemptChance', () => {
  it('is null below the start level', () => {
    expect(runeAttemptChance(range, 9)).toBeNull();
    expect(runeAttemptChance(range, 1)).toBeNull();
  });
  it('rises linearly between start and end levels', () => {
    expect(runeAttemptChance(range, 10)).toBe(60);
    expect(runeAttemptChance(range, 11)).toBe(61); // 60 + 40 * 1/40
    expect(runeAttemptChance(range, 30)).toBe(80); // 60 + 40 * 20/40
    expect(runeAttemptChance(range, 49)).toBe(99);
    expect(runeAttemptChance(range, 50)).toBe(100);
  });
  it('stays at the end chance above the end level', () => {
    expect(runeAttemptChance(range, 51)).toBe(100);
    expect(runeAttemptChance(range, 999)).toBe(100);
  });
  it('handles a rune whose start and end levels are equal', () => {
    const flat = { startLevel: 5, endLevel: 5, startChance: 40, endChance: 90 };
    expect(runeAttemptChance(flat, 4)).toBeNull();
    expect(runeAttemptChance(flat, 5)).toBe(90);
  });
  it('rejects malformed data and levels', () => {
    expect(() => runeAttemptChance({ ...range, endLevel: 9 }, 20)).toThrow(
      'rune end level must be at least 10',
    );
    expect(() => runeAttemptChance({ ...range, endChance: 101 }, 20)).toThrow(
      'rune end chance must be a percent from 0 to 100, got 101',
    );
    expect(() => runeAttemptChance({ ...range, startChance: Number.NaN }, 20)).toThrow(
      RuleInputError,
    );
    expect(() => runeAttemptChance(range, 0)).toThrow('runecrafting level must be at least 1');
  });
});

describe('runeSuccessChance', () => {
  it('raises the attempt chance to the number of attempts', () => {
    expect(runeSuccessChance(80, 3)).toBeCloseTo(51.2, 10); // 100 * 0.8^3
    expect(runeSuccessChance(90, 10)).toBeCloseTo(34.86784401, 8); // 100 * 0.9^10
    expect(runeSuccessChance(50, 1)).toBe(50);
    expect(runeSuccessChance(100, 20)).toBe(100);
    expect(runeSuccessChance(0, 2)).toBe(0);
  });
  it('rejects invalid chances and attempt counts', () => {
    expect(() => runeSuccessChance(120, 2)).toThrow(RuleInputError);
    expect(() => runeSuccessChance(-1, 2)).toThrow(RuleInputError);
    expect(() => runeSuccessChance(50, 0)).toThrow('attempts required must be at least 1');
  });
});

describe('validateChanceCalculatorLevel', () => {
  it('accepts 1 to 3 digits at or above the start level', () => {
    expect(validateChanceCalculatorLevel('10', 10)).toEqual({ ok: true, level: 10 });
    expect(validateChanceCalculatorLevel('999', 10)).toEqual({ ok: true, level: 999 });
    expect(validateChanceCalculatorLevel('1', 1)).toEqual({ ok: true, level: 1 });
  });
  it('refuses levels below the start level', () => {
    expect(validateChanceCalculatorLevel('9', 10)).toEqual({
      ok: false,
      error: 'This rune needs at least level 10.',
    });
  });
  it('refuses 0, empty, more than 3 characters and non-digits', () => {
    const invalid = { ok: false, error: 'Enter a level from 1 to 999.' };
    expect(validateChanceCalculatorLevel('0', 1)).toEqual(invalid);
    expect(validateChanceCalculatorLevel('', 1)).toEqual(invalid);
    expect(validateChanceCalculatorLevel('1000', 1)).toEqual(invalid);
    expect(validateChanceCalculatorLevel('-5', 1)).toEqual(invalid);
    expect(validateChanceCalculatorLevel('2.5', 1)).toEqual(invalid);
  });
  it('rejects a bad start level', () => {
    expect(() => validateChanceCalculatorLevel('5', 0)).toThrow(RuleInputError);
  });
});

describe('canCraftRune', () => {
  const owned = { rune_stone: 3, gold: 1000 };
  const required = [
    ['rune_stone', 3],
    ['gold', 1000],
  ] as const;
  it('needs the start level, both sides', () => {
    expect(canCraftRune(9, 10, owned, required)).toBe(false);
    expect(canCraftRune(10, 10, owned, required)).toBe(true);
  });
  it('needs every required item', () => {
    expect(canCraftRune(10, 10, { ...owned, gold: 999 }, required)).toBe(false);
    expect(canCraftRune(10, 10, { gold: 1000 }, required)).toBe(false);
  });
  it('rejects invalid input', () => {
    expect(() => canCraftRune(0, 10, owned, required)).toThrow(RuleInputError);
    expect(() => canCraftRune(10, 10, owned, [['gold', -1]])).toThrow(RuleInputError);
  });
});

describe('sortRunesForList', () => {
  it('orders by start level, then rarity, keeping ties in place', () => {
    const runes = [
      { id: 'a', startLevel: 20, rarity: 1 },
      { id: 'b', startLevel: 1, rarity: 3 },
      { id: 'c', startLevel: 1, rarity: 2 },
      { id: 'd', startLevel: 20, rarity: 1 },
      { id: 'e', startLevel: 5, rarity: 4 },
    ];
    expect(sortRunesForList(runes).map((r) => r.id)).toEqual(['c', 'b', 'e', 'a', 'd']);
    expect(runes[0]?.id).toBe('a'); // the input is not changed
  });
  it('rejects malformed runes', () => {
    expect(() => sortRunesForList([{ startLevel: 1, rarity: 0 }])).toThrow(
      'rune rarity must be at least 1',
    );
  });
});
