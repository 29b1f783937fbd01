import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  type BattlingUpgradeType,
  battlingUpgradePercent,
  heroicGoldResourceBonusPercent,
  heroicMaxPotionDoses,
  heroicShardCost,
  heroicShardUpgradeCap,
  upgradeStoneCost,
  upgradeStoneItem,
} from './heroic';

describe('heroic potions and shards', () => {
  it('allows one more potion dose per month since launch', () => {
    expect(heroicMaxPotionDoses(0)).toBe(0);
    expect(heroicMaxPotionDoses(1)).toBe(1);
    expect(heroicMaxPotionDoses(61)).toBe(61);
    expect(() => heroicMaxPotionDoses(-1)).toThrow('months since launch must be at least 0');
  });
  it('caps shard upgrades at the dose maximum minus 60', () => {
    expect(heroicShardUpgradeCap(0)).toBe(0);
    expect(heroicShardUpgradeCap(60)).toBe(0);
    expect(heroicShardUpgradeCap(61)).toBe(1);
    expect(heroicShardUpgradeCap(100)).toBe(40);
    expect(() => heroicShardUpgradeCap(1.5)).toThrow(RuleInputError);
  });
  it('costs 1 + floor(upgrades / 10) shards', () => {
    expect(heroicShardCost(0)).toBe(1);
    expect(heroicShardCost(9)).toBe(1);
    expect(heroicShardCost(10)).toBe(2);
    expect(heroicShardCost(19)).toBe(2);
    expect(heroicShardCost(20)).toBe(3);
    expect(() => heroicShardCost(-1)).toThrow(RuleInputError);
  });
  it('gives +1% gold and resources per dose or shard upgrade', () => {
    expect(heroicGoldResourceBonusPercent(0, 0)).toBe(0);
    expect(heroicGoldResourceBonusPercent(12, 0)).toBe(12);
    expect(heroicGoldResourceBonusPercent(70, 10)).toBe(80);
    expect(() => heroicGoldResourceBonusPercent(-1, 0)).toThrow(RuleInputError);
    expect(() => heroicGoldResourceBonusPercent(0, Number.NaN)).toThrow(RuleInputError);
  });
});

describe('battling upgrades', () => {
  it('pays health and damage with their own stones', () => {
    expect(upgradeStoneItem('health')).toBe('health_upgrade_stone');
    expect(upgradeStoneItem('damage')).toBe('damage_upgrade_stone');
    expect(() => upgradeStoneItem('speed' as BattlingUpgradeType)).toThrow(RuleInputError);
  });
  it('costs floor((level + 5) x 2^(1 + level / 110)) stones', () => {
    // Worked out with 80-digit decimals:
    expect(upgradeStoneCost(0)).toBe(10); // 5 x 2
    expect(upgradeStoneCost(1)).toBe(12); // 6 x 2^(1 + 1/110) = 12.0758...
    expect(upgradeStoneCost(10)).toBe(31); // 31.9512...
    expect(upgradeStoneCost(55)).toBe(169); // 60 x 2^1.5 = 169.7056...
    expect(upgradeStoneCost(109)).toBe(453); // 453.1356...
    expect(upgradeStoneCost(110)).toBe(460); // 115 x 4, exactly
    expect(upgradeStoneCost(111)).toBe(466); // 466.9330...
    expect(upgradeStoneCost(220)).toBe(1800); // 225 x 8, exactly
    expect(upgradeStoneCost(1000)).toBe(1096055); // 1096055.0859...
  });
  it('stays exact at large levels where a tolerant floor would round up', () => {
    // (2336 + 5) x 2^(1 + 2336/110) = 11566816949.99... : the floor is ...949
    expect(upgradeStoneCost(2336)).toBe(11566816949);
  });
  it('rejects levels that cannot be, and costs too large to be exact', () => {
    expect(() => upgradeStoneCost(-1)).toThrow('battling upgrade level must be at least 0');
    expect(() => upgradeStoneCost(3.5)).toThrow(RuleInputError);
    expect(() => upgradeStoneCost(4389)).toThrow('too large');
  });
});

describe('battlingUpgradePercent', () => {
  it('adds 1% per level and refuses a negative or fractional level', () => {
    expect(battlingUpgradePercent(0)).toBe(0);
    expect(battlingUpgradePercent(37)).toBe(37);
    expect(() => battlingUpgradePercent(-1)).toThrow();
    expect(() => battlingUpgradePercent(1.5)).toThrow();
  });
});
