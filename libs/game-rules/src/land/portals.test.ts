import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { portalEffects, portalUpgradeCost } from './portals';

describe('portalEffects', () => {
  it('scales with the level: the cap is 150 x level, 100 without a portal', () => {
    expect(portalEffects(0)).toEqual({ battlesPerUpgrade: 25, dailyBattles: 0, battleCap: 100 });
    expect(portalEffects(1)).toEqual({ battlesPerUpgrade: 25, dailyBattles: 5, battleCap: 150 });
    expect(portalEffects(3)).toEqual({ battlesPerUpgrade: 25, dailyBattles: 15, battleCap: 450 });
    expect(portalEffects(4)).toEqual({ battlesPerUpgrade: 25, dailyBattles: 20, battleCap: 600 });
  });
  it('rejects levels that cannot be', () => {
    expect(() => portalEffects(-1)).toThrow('portal level must be at least 0');
    expect(() => portalEffects(1.5)).toThrow(RuleInputError);
  });
});

describe('portalUpgradeCost', () => {
  it('type 1 takes the portal cost in each of metal, wood and stone', () => {
    expect(portalUpgradeCost(1000, 1)).toEqual([
      { itemId: 'metal', amount: 1000 },
      { itemId: 'wood', amount: 1000 },
      { itemId: 'stone', amount: 1000 },
    ]);
  });
  it('types 2 to 4 take 3.3 x the cost of one resource, rounded up', () => {
    // 3.3 x 1000 = 3300; 3.3 x 7 = 23.1 -> 24; 3.3 x 10 = 33
    expect(portalUpgradeCost(1000, 2)).toEqual([{ itemId: 'metal', amount: 3300 }]);
    expect(portalUpgradeCost(7, 3)).toEqual([{ itemId: 'wood', amount: 24 }]);
    expect(portalUpgradeCost(10, 4)).toEqual([{ itemId: 'stone', amount: 33 }]);
    // 3.3 x 123457 = 407408.1 -> 407409
    expect(portalUpgradeCost(123457, 2)).toEqual([{ itemId: 'metal', amount: 407409 }]);
  });
  it('type 5 takes 9 x the cost in gold', () => {
    expect(portalUpgradeCost(1000, 5)).toEqual([{ itemId: 'gold', amount: 9000 }]);
  });
  it('rejects unknown types and costs', () => {
    expect(() => portalUpgradeCost(1000, 0)).toThrow(
      'portal upgrade type must be one of 1, 2, 3, 4, 5',
    );
    expect(() => portalUpgradeCost(1000, 6)).toThrow(RuleInputError);
    expect(() => portalUpgradeCost(1000, 2.5)).toThrow(RuleInputError);
    expect(() => portalUpgradeCost(0, 1)).toThrow('portal cost must be at least 1');
    expect(() => portalUpgradeCost(Number.NaN, 1)).toThrow(RuleInputError);
  });
});
