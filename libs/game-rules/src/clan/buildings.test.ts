import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  attributeTotemPercent,
  clanBuildingLevelCost,
  clanMembersLimit,
  dailySpecialBattlesWithTotem,
  maxAutosWithTotem,
  shardChanceWithTotem,
} from './buildings';

const base = { gold: 1000, credits: 400, metal: 100, wood: 0, stone: 10 };

describe('clanBuildingLevelCost', () => {
  it('costs the base at level 1 and 1.25 times more each level, rounded down, free items left out', () => {
    expect(clanBuildingLevelCost(base, 1)).toEqual({
      gold: 1000,
      credits: 400,
      metal: 100,
      stone: 10,
    });
    expect(clanBuildingLevelCost(base, 2)).toEqual({
      gold: 1250,
      credits: 500,
      metal: 125,
      stone: 12,
    });
    expect(clanBuildingLevelCost(base, 3).gold).toBe(1562); // 1562.5
  });
  it('never asks more than 500 credits a level', () => {
    expect(clanBuildingLevelCost(base, 20).credits).toBe(500);
    expect(clanBuildingLevelCost({ ...base, credits: 900 }, 1).credits).toBe(500);
  });
  it('rejects levels below 1 and negative costs', () => {
    expect(() => clanBuildingLevelCost(base, 0)).toThrow(RuleInputError);
    expect(() => clanBuildingLevelCost({ ...base, gold: -1 }, 1)).toThrow(RuleInputError);
  });
});

describe('building effects', () => {
  it('headquarters: 10 members and 2 more a level', () => {
    expect(clanMembersLimit(0)).toBe(10);
    expect(clanMembersLimit(5)).toBe(20);
  });
  it('Autos totem: +2% a level of the maximum, rounded down', () => {
    expect(maxAutosWithTotem(150, 0)).toBe(150);
    expect(maxAutosWithTotem(150, 5)).toBe(165);
    expect(maxAutosWithTotem(151, 1)).toBe(154); // 154.02
  });
  it('special-area totem: +1% a level of the daily battles, rounded down', () => {
    expect(dailySpecialBattlesWithTotem(25, 3)).toBe(25); // 25.75
    expect(dailySpecialBattlesWithTotem(25, 4)).toBe(26);
  });
  it('shards totem and attribute totems', () => {
    expect(shardChanceWithTotem(1, 4)).toBeCloseTo(1.2);
    expect(attributeTotemPercent(7)).toBe(7);
    expect(() => attributeTotemPercent(-1)).toThrow(RuleInputError);
  });
});
