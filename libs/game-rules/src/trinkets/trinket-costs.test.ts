import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  assertRerollStage,
  celestialSlotIncreaseCost,
  REROLL_STAGES,
  trinketActions,
  trinketCraftCost,
  trinketDestroyYield,
  trinketRerollCost,
  trinketTierUpgradeCost,
  trinketTierUpgradeTotal,
} from './trinket-costs';

describe('trinketCraftCost', () => {
  it('is 1/5, 5/15 and 15/75 for epic, legendary and mythical', () => {
    expect(trinketCraftCost(4)).toEqual({ fragments: 1, essence: 5 });
    expect(trinketCraftCost(5)).toEqual({ fragments: 5, essence: 15 });
    expect(trinketCraftCost(6)).toEqual({ fragments: 15, essence: 75 });
  });
  it('rejects other rarities', () => {
    expect(() => trinketCraftCost(3)).toThrow('craft rarity must be at least 4');
    expect(() => trinketCraftCost(7)).toThrow('craft rarity must be at most 6');
  });
});

describe('celestialSlotIncreaseCost', () => {
  it('is 75 + 25 x current slots below the cap', () => {
    expect(celestialSlotIncreaseCost(0)).toBe(75);
    expect(celestialSlotIncreaseCost(1)).toBe(100);
    expect(celestialSlotIncreaseCost(2)).toBe(125);
  });
  it('offers nothing at the cap of 3', () => {
    expect(celestialSlotIncreaseCost(3)).toBeNull();
  });
  it('rejects counts outside 0..3', () => {
    expect(() => celestialSlotIncreaseCost(4)).toThrow('celestial slots must be at most 3');
    expect(() => celestialSlotIncreaseCost(-1)).toThrow('celestial slots must be at least 0');
    expect(() => celestialSlotIncreaseCost(1.5)).toThrow(RuleInputError);
  });
});

describe('trinketTierUpgradeCost', () => {
  it('uses floor((tier+1)^3/2 x max(1,(rarity-1)/2)) below tier 10', () => {
    // 1 -> 2: 2^3/2 = 4; x1.5 = 6 (rarity 4); x2.5 = 10 (rarity 6)
    expect(trinketTierUpgradeCost(1, 4)).toBe(6);
    expect(trinketTierUpgradeCost(1, 6)).toBe(10);
    // 2 -> 3: 27/2 = 13.5; x1 = 13 (rarity 2)
    expect(trinketTierUpgradeCost(2, 2)).toBe(13);
  });
  it('8 -> 9: 9^3/2 = 364.5 times the rarity factor, rounded down', () => {
    expect(trinketTierUpgradeCost(8, 3)).toBe(364); // x1
    expect(trinketTierUpgradeCost(8, 4)).toBe(546); // x1.5 = 546.75
    expect(trinketTierUpgradeCost(8, 5)).toBe(729); // x2
    expect(trinketTierUpgradeCost(8, 6)).toBe(911); // x2.5 = 911.25
    expect(trinketTierUpgradeCost(8, 7)).toBe(1093); // x3 = 1093.5
  });
  it('9 -> 10 costs the fixed 2000 at every rarity', () => {
    expect(trinketTierUpgradeCost(9, 1)).toBe(2000);
    expect(trinketTierUpgradeCost(9, 4)).toBe(2000);
    expect(trinketTierUpgradeCost(9, 6)).toBe(2000);
    expect(trinketTierUpgradeCost(9, 7)).toBe(2000);
  });
  it('uses the fixed values up to 15', () => {
    expect(trinketTierUpgradeCost(10, 5)).toBe(3200);
    expect(trinketTierUpgradeCost(11, 5)).toBe(5120);
    expect(trinketTierUpgradeCost(12, 5)).toBe(8192);
    expect(trinketTierUpgradeCost(13, 5)).toBe(13107);
    expect(trinketTierUpgradeCost(14, 4)).toBe(20971);
    expect(trinketTierUpgradeCost(14, 6)).toBe(20971);
  });
  it('refuses to go past tier 15', () => {
    expect(trinketTierUpgradeCost(15, 6)).toBeNull();
  });
  it('rejects bad tiers and rarities', () => {
    expect(() => trinketTierUpgradeCost(0, 4)).toThrow('trinket tier must be at least 1');
    expect(() => trinketTierUpgradeCost(16, 4)).toThrow('trinket tier must be at most 15');
    expect(() => trinketTierUpgradeCost(5, 0)).toThrow('trinket rarity must be at least 1');
    expect(() => trinketTierUpgradeCost(Number.NaN, 4)).toThrow(RuleInputError);
  });
});

describe('trinketTierUpgradeTotal', () => {
  it('sums the steps', () => {
    // 1 -> 2: 6; 2 -> 3: 13.5 x 1.5 = 20.25 -> 20
    expect(trinketTierUpgradeTotal(1, 3, 4)).toBe(26);
    // 2000 + 3200 + 5120 + 8192 + 13107 + 20971
    expect(trinketTierUpgradeTotal(9, 15, 6)).toBe(52590);
    expect(trinketTierUpgradeTotal(7, 7, 6)).toBe(0);
  });
  it('rejects a target below the current tier', () => {
    expect(() => trinketTierUpgradeTotal(5, 4, 6)).toThrow(
      'target tier must be at least the current tier 5',
    );
    expect(() => trinketTierUpgradeTotal(5, 5, 9)).toThrow(RuleInputError);
  });
});

describe('trinketDestroyYield', () => {
  it('gives rarity-2 fragments at tier 1, never below 0', () => {
    expect(trinketDestroyYield(1, 6)).toEqual({ fragments: 4, essence: 25 });
    expect(trinketDestroyYield(1, 4)).toEqual({ fragments: 2, essence: 1 });
    expect(trinketDestroyYield(1, 3)).toEqual({ fragments: 1, essence: 0 });
    expect(trinketDestroyYield(1, 2)).toEqual({ fragments: 0, essence: 0 });
    expect(trinketDestroyYield(1, 1)).toEqual({ fragments: 0, essence: 0 });
  });
  it('gives ceil(tier^3/2.5 x factor) fragments above tier 1', () => {
    // 8/2.5 = 3.2; x1.5 = 4.8 -> 5; essence 5^0 = 1
    expect(trinketDestroyYield(2, 4)).toEqual({ fragments: 5, essence: 1 });
    // 3.2 x 2 = 6.4 -> 7; essence 5^1 = 5
    expect(trinketDestroyYield(2, 5)).toEqual({ fragments: 7, essence: 5 });
    // 3.2 x 1 = 3.2 -> 4; no essence below rarity 4
    expect(trinketDestroyYield(2, 3)).toEqual({ fragments: 4, essence: 0 });
    // 27/2.5 = 10.8; x2.5 = 27 exactly
    expect(trinketDestroyYield(3, 6)).toEqual({ fragments: 27, essence: 25 });
    // 1000/2.5 = 400; x1.5 = 600
    expect(trinketDestroyYield(10, 4)).toEqual({ fragments: 600, essence: 1 });
    // 3375/2.5 = 1350; x2.5 = 3375
    expect(trinketDestroyYield(15, 6)).toEqual({ fragments: 3375, essence: 25 });
  });
  it('is not offered above rarity 6', () => {
    expect(() => trinketDestroyYield(3, 7)).toThrow(
      'trinket rarity must be at most 6 to destroy, got 7',
    );
  });
  it('rejects bad tiers', () => {
    expect(() => trinketDestroyYield(0, 4)).toThrow('trinket tier must be at least 1');
    expect(() => trinketDestroyYield(2.5, 4)).toThrow('must be a whole number');
  });
});

describe('trinketRerollCost', () => {
  it('is 5 + 5 x (min(rarity,6) - 3) fragments and 5^(min(rarity,6) - 4) essence', () => {
    expect(trinketRerollCost(4)).toEqual({ fragments: 10, essence: 1 });
    expect(trinketRerollCost(5)).toEqual({ fragments: 15, essence: 5 });
    expect(trinketRerollCost(6)).toEqual({ fragments: 20, essence: 25 });
    expect(trinketRerollCost(7)).toEqual({ fragments: 20, essence: 25 });
  });
  it('is not offered at rarity 3 and below', () => {
    expect(() => trinketRerollCost(3)).toThrow('trinket rarity must be at least 4 to re-roll');
  });
});

describe('re-roll stages', () => {
  it('numbers the four stages', () => {
    expect(REROLL_STAGES).toEqual({ preview: 0, payAndRoll: 1, accept: 2, reject: 3 });
    expect(assertRerollStage(0)).toBe(0);
    expect(assertRerollStage(3)).toBe(3);
    expect(() => assertRerollStage(4)).toThrow('re-roll stage must be at most 3');
    expect(() => assertRerollStage(-1)).toThrow(RuleInputError);
  });
});

describe('trinketActions', () => {
  it('offers equip, upgrade, re-roll, destroy and convert on an unequipped mythical', () => {
    expect(trinketActions({ rarity: 6, tier: 5, equipped: false })).toEqual({
      equip: true,
      unequip: false,
      reroll: true,
      upgradeTier: true,
      destroy: true,
      convertToCelestial: true,
    });
  });
  it('offers only unequip and the rarity-bound actions while equipped', () => {
    expect(trinketActions({ rarity: 6, tier: 5, equipped: true })).toEqual({
      equip: false,
      unequip: true,
      reroll: true,
      upgradeTier: false,
      destroy: true,
      convertToCelestial: true,
    });
  });
  it('follows the rarity boundaries', () => {
    const rare = trinketActions({ rarity: 3, tier: 1, equipped: false });
    expect(rare.reroll).toBe(false);
    expect(rare.destroy).toBe(true);
    expect(rare.convertToCelestial).toBe(false);
    const epic = trinketActions({ rarity: 4, tier: 1, equipped: false });
    expect(epic.reroll).toBe(true);
    expect(epic.convertToCelestial).toBe(false);
    const seventh = trinketActions({ rarity: 7, tier: 1, equipped: false });
    expect(seventh.destroy).toBe(false);
    expect(seventh.convertToCelestial).toBe(false);
    expect(seventh.reroll).toBe(true);
  });
  it('stops tier upgrades at 15', () => {
    expect(trinketActions({ rarity: 5, tier: 14, equipped: false }).upgradeTier).toBe(true);
    expect(trinketActions({ rarity: 5, tier: 15, equipped: false }).upgradeTier).toBe(false);
  });
  it('rejects bad trinkets', () => {
    expect(() => trinketActions({ rarity: 8, tier: 1, equipped: false })).toThrow(RuleInputError);
    expect(() => trinketActions({ rarity: 5, tier: 0, equipped: false })).toThrow(RuleInputError);
    expect(() =>
      trinketActions({ rarity: 5, tier: 1, equipped: 'yes' as unknown as boolean }),
    ).toThrow('trinket equipped must be true or false');
  });
});
