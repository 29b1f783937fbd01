import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { equipmentBonuses, equipmentLevelUpgradeCost, equipmentTotals } from './equipment-totals';

describe('equipmentLevelUpgradeCost', () => {
  it('is round(25 * level^1.6)', () => {
    expect(equipmentLevelUpgradeCost(1)).toBe(25);
    expect(equipmentLevelUpgradeCost(2)).toBe(76); // 25 * 3.0314 = 75.79
    expect(equipmentLevelUpgradeCost(10)).toBe(995); // 25 * 39.81 = 995.3
    expect(() => equipmentLevelUpgradeCost(0)).toThrow(RuleInputError);
  });
});

describe('equipment totals', () => {
  // level 1 type 1 rarity 1 has power 4; level 50 type 5 rarity 4 has 666
  const items = {
    '1': { level: 50, type: 5, rarity: 4 },
    '3': { level: 1, type: 1, rarity: 1 },
  };

  it('gives weapons to attack and armor to defence and twice to health', () => {
    expect(equipmentBonuses(items)).toEqual({
      eqAttack: 666,
      eqDefence: 4,
      eqHealth: 8,
      eqAccuracy: 0,
      eqDodge: 0,
    });
  });

  it('adds runes, jewels and the trinkets Attributes to each total', () => {
    expect(equipmentTotals(items, [{ accuracy: 100 }], [{ dodge: 7, health: 2 }], 1)).toEqual({
      eqAttack: 667,
      eqDefence: 5,
      eqHealth: 11,
      eqAccuracy: 101,
      eqDodge: 8,
    });
  });
});
