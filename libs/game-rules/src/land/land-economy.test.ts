import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  personnelEffectPercent,
  personnelLevelCost,
  personnelRarityCost,
  quartermasterPrice,
} from './personnel';
import { PORTAL_MAX_LEVEL, portalBaseCost } from './portals';
import {
  raidDropCount,
  rollRaidRewards,
  rollScoutedRaid,
  scoutedRaidCount,
  SCOUTED_RAID_NAMES,
} from './raids';

const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe('personnel costs', () => {
  it('runs from 100,000 gold at level 2 to 6.57 billion at 150, rising every level', () => {
    expect(personnelLevelCost(2)).toBe(100_000);
    expect(personnelLevelCost(3)).toBe(108_000);
    expect(personnelLevelCost(150)).toBe(6_570_000_000);
    for (let level = 3; level <= 150; level++) {
      expect(personnelLevelCost(level)).toBeGreaterThan(personnelLevelCost(level - 1));
    }
  });
  it('refuses levels outside 2 to 150', () => {
    expect(() => personnelLevelCost(1)).toThrow(RuleInputError);
    expect(() => personnelLevelCost(151)).toThrow(RuleInputError);
  });
  it('charges 50, 100, 150, 200, 250 credits for rarities 2 to 6', () => {
    expect([2, 3, 4, 5, 6].map(personnelRarityCost)).toEqual([50, 100, 150, 200, 250]);
    expect(() => personnelRarityCost(7)).toThrow(RuleInputError);
    expect(() => personnelRarityCost(1)).toThrow(RuleInputError);
  });
  it('raises the tier bonus by 10% of itself per rarity above common', () => {
    expect(personnelEffectPercent('scout', 50, 1)).toBe(5);
    expect(personnelEffectPercent('scout', 50, 6)).toBe(7.5);
    expect(personnelEffectPercent('labyrinth_keeper', 150, 3)).toBe(192);
    expect(personnelEffectPercent('scout', 49, 6)).toBe(0);
  });
  it('discounts land costs by whole units, never to zero', () => {
    expect(quartermasterPrice(1000, 0)).toBe(1000);
    expect(quartermasterPrice(1000, 2)).toBe(980);
    expect(quartermasterPrice(999, 2.5)).toBe(975);
    expect(quartermasterPrice(1, 50)).toBe(1);
    expect(quartermasterPrice(0, 50)).toBe(0);
  });
});

describe('raid rewards', () => {
  it('brings 3, 4, 5, 6, 8, 10 drops by rarity', () => {
    expect([1, 2, 3, 4, 5, 6].map(raidDropCount)).toEqual([3, 4, 5, 6, 8, 10]);
    expect(() => raidDropCount(7)).toThrow(RuleInputError);
  });
  it('sums drops of one item, worth minutes x land level', () => {
    // 0 picks gold, 0.3 metal: a common 150-minute raid at Camp gives 2 gold drops and 1 metal.
    expect(rollRaidRewards(1, 150, 1, sequence(0, 0.3, 0))).toEqual([
      { itemId: 'gold', amount: 30_000 },
      { itemId: 'metal', amount: 3_000 },
    ]);
    const mythic = rollRaidRewards(6, 60, 2, sequence(0));
    expect(mythic).toEqual([{ itemId: 'gold', amount: 10 * 100 * 60 * 2 }]);
  });
});

describe('scouted raids', () => {
  it('rolls rarity by weight, 90 to 360 minutes, named by rarity', () => {
    expect(rollScoutedRaid(sequence(0, 0))).toEqual({
      name: SCOUTED_RAID_NAMES[0],
      rarity: 1,
      durationMinutes: 90,
    });
    const mythic = rollScoutedRaid(sequence(0.999, 0.999));
    expect(mythic).toEqual({ name: 'Dragon Nest', rarity: 6, durationMinutes: 360 });
    expect(rollScoutedRaid(sequence(0.5, 0.5)).rarity).toBe(2);
    expect(rollScoutedRaid(sequence(0.7, 0.5)).rarity).toBe(3);
  });
  it('offers one a land level', () => {
    expect(scoutedRaidCount(0)).toBe(0);
    expect(scoutedRaidCount(16)).toBe(16);
  });
});

describe('portal cost', () => {
  it('starts at 50,000 and grows by half a level up to the top', () => {
    expect(portalBaseCost(0)).toBe(50_000);
    expect(portalBaseCost(1)).toBe(75_000);
    expect(portalBaseCost(2)).toBe(113_000);
    expect(() => portalBaseCost(PORTAL_MAX_LEVEL)).toThrow(RuleInputError);
  });
});
