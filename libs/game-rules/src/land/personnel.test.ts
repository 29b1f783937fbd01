import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  type PersonnelKind,
  canUpgradePersonnelLevel,
  canUpgradePersonnelRarity,
  personnelBonusPercent,
} from './personnel';

describe('personnelBonusPercent', () => {
  it('is 0 below level 50', () => {
    expect(personnelBonusPercent('scout', 1)).toBe(0);
    expect(personnelBonusPercent('scout', 49)).toBe(0);
  });
  it('takes the highest tier reached', () => {
    expect(personnelBonusPercent('scout', 50)).toBe(5);
    expect(personnelBonusPercent('scout', 74)).toBe(5);
    expect(personnelBonusPercent('scout', 75)).toBe(15);
    expect(personnelBonusPercent('scout', 99)).toBe(15);
    expect(personnelBonusPercent('scout', 100)).toBe(30);
    expect(personnelBonusPercent('scout', 125)).toBe(50);
    expect(personnelBonusPercent('scout', 149)).toBe(50);
    expect(personnelBonusPercent('scout', 150)).toBe(75);
  });
  it('uses each kind’s own tiers', () => {
    expect(personnelBonusPercent('treasure_hunter', 75)).toBe(30);
    expect(personnelBonusPercent('treasure_hunter', 150)).toBe(100);
    expect(personnelBonusPercent('quartermaster_1', 50)).toBe(2);
    expect(personnelBonusPercent('quartermaster_1', 125)).toBe(25);
    expect(personnelBonusPercent('dungeon_keeper', 100)).toBe(10);
    expect(personnelBonusPercent('dungeon_keeper', 150)).toBe(40);
    expect(personnelBonusPercent('labyrinth_keeper', 125)).toBe(80);
    expect(personnelBonusPercent('labyrinth_keeper', 150)).toBe(160);
  });
  it('rejects unknown kinds and levels outside 1..150', () => {
    expect(() => personnelBonusPercent('cook' as PersonnelKind, 50)).toThrow(
      'personnel kind must be one of',
    );
    expect(() => personnelBonusPercent('scout', 0)).toThrow('personnel level must be at least 1');
    expect(() => personnelBonusPercent('scout', 151)).toThrow(
      'personnel level must be at most 150',
    );
    expect(() => personnelBonusPercent('scout', 50.5)).toThrow(RuleInputError);
  });
});

describe('personnel upgrades', () => {
  it('offers the level upgrade only below 150', () => {
    expect(canUpgradePersonnelLevel(1)).toBe(true);
    expect(canUpgradePersonnelLevel(149)).toBe(true);
    expect(canUpgradePersonnelLevel(150)).toBe(false);
    expect(() => canUpgradePersonnelLevel(151)).toThrow(RuleInputError);
  });
  it('offers the rarity upgrade only below 6', () => {
    expect(canUpgradePersonnelRarity(1)).toBe(true);
    expect(canUpgradePersonnelRarity(5)).toBe(true);
    expect(canUpgradePersonnelRarity(6)).toBe(false);
    expect(() => canUpgradePersonnelRarity(7)).toThrow('personnel rarity must be at most 6');
    expect(() => canUpgradePersonnelRarity(0)).toThrow(RuleInputError);
  });
});
