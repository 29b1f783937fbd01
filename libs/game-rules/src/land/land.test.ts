import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  LAND_LEVELS,
  PLOT_COST,
  landLevelBonuses,
  landLevelName,
  landLevelUpgradeCost,
} from './land';

describe('plot and level names', () => {
  it('prices a plot at 250000 gold and 50000 of each resource', () => {
    expect(PLOT_COST).toEqual([
      { itemId: 'gold', amount: 250000 },
      { itemId: 'metal', amount: 50000 },
      { itemId: 'wood', amount: 50000 },
      { itemId: 'stone', amount: 50000 },
    ]);
  });
  it('has sixteen levels with the spec names at 1, 3 and 5', () => {
    expect(LAND_LEVELS).toHaveLength(16);
    expect(landLevelName(1)).toBe('Camp');
    expect(landLevelName(3)).toBe('Village');
    expect(landLevelName(5)).toBe('Small Town');
    expect(landLevelName(16)).toBe('Empire');
    expect(new Set(LAND_LEVELS.map((entry) => entry.name)).size).toBe(16);
  });
  it('rejects levels outside 1..16', () => {
    expect(() => landLevelName(0)).toThrow('land level must be at least 1');
    expect(() => landLevelName(17)).toThrow('land level must be at most 16');
    expect(() => landLevelName(2.5)).toThrow(RuleInputError);
  });
});

describe('landLevelBonuses', () => {
  it('adds 10 Autos, 1% gold, 1% resources and 2% trinket chance per level', () => {
    expect(landLevelBonuses(1)).toEqual({
      maxAutos: 10,
      mobGoldPercent: 1,
      resourcePercent: 1,
      trinketChancePercent: 2,
    });
    expect(landLevelBonuses(16)).toEqual({
      maxAutos: 160,
      mobGoldPercent: 16,
      resourcePercent: 16,
      trinketChancePercent: 32,
    });
  });
  it('gives nothing without a plot (level 0)', () => {
    expect(landLevelBonuses(0)).toEqual({
      maxAutos: 0,
      mobGoldPercent: 0,
      resourcePercent: 0,
      trinketChancePercent: 0,
    });
  });
  it('rejects levels outside 0..16', () => {
    expect(() => landLevelBonuses(-1)).toThrow(RuleInputError);
    expect(() => landLevelBonuses(17)).toThrow('land level must be at most 16');
  });
});

describe('landLevelUpgradeCost', () => {
  // 250000 x 80000^((L-1)/15) and 50000 x 80000^((L-1)/15), to three significant figures, e.g.
  // L2: 530655.51 -> 531000 and 106131.10 -> 106000; L8: 48534288.71 -> 48500000 and
  // 9706857.74 -> 9710000; L15: 9422308723.47 -> 9420000000 and 1884461744.69 -> 1880000000.
  const expected: readonly (readonly [number, number, number])[] = [
    [2, 531_000, 106_000],
    [3, 1_130_000, 225_000],
    [4, 2_390_000, 478_000],
    [5, 5_070_000, 1_010_000],
    [6, 10_800_000, 2_150_000],
    [7, 22_900_000, 4_570_000],
    [8, 48_500_000, 9_710_000],
    [9, 103_000_000, 20_600_000],
    [10, 219_000_000, 43_700_000],
    [11, 464_000_000, 92_800_000],
    [12, 985_000_000, 197_000_000],
    [13, 2_090_000_000, 418_000_000],
    [14, 4_440_000_000, 888_000_000],
    [15, 9_420_000_000, 1_880_000_000],
    [16, 20_000_000_000, 4_000_000_000],
  ];
  it.each(expected)('level %i costs %i gold and %i of each resource', (level, gold, resource) => {
    expect(landLevelUpgradeCost(level)).toEqual([
      { itemId: 'gold', amount: gold },
      { itemId: 'metal', amount: resource },
      { itemId: 'wood', amount: resource },
      { itemId: 'stone', amount: resource },
    ]);
  });
  it('ends exactly at the original top cost', () => {
    expect(landLevelUpgradeCost(16)[0]).toEqual({ itemId: 'gold', amount: 20e9 });
    expect(landLevelUpgradeCost(16)[1]).toEqual({ itemId: 'metal', amount: 4e9 });
  });
  it('rejects target levels outside 2..16 (level 1 is the plot)', () => {
    expect(() => landLevelUpgradeCost(1)).toThrow('land upgrade target level must be at least 2');
    expect(() => landLevelUpgradeCost(17)).toThrow('land upgrade target level must be at most 16');
    expect(() => landLevelUpgradeCost(Number.NaN)).toThrow(RuleInputError);
  });
});
