import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  GATHERING_SKILLS,
  GATHERING_UPGRADE_COST_ITEM,
  GATHERING_UPGRADE_IDS,
  GATHERING_UPGRADE_LEVEL_SUCCESS_TEXT,
  GATHERING_UPGRADE_SUCCESS_TEXT,
  bonusBeyondStart,
  withUpgradeLevelToolBonus,
  canGatherDrop,
  costExceedsOwned,
  dropLevelRequired,
  gatheringUpgradeCost,
  gatheringUpgradeEffect,
  gatheringUpgradeLevelCost,
  gatheringUpgradeLevelEffects,
  gatheringUpgradeLevelPayment,
  gatheringUpgradeLevelSingleResourceCost,
} from './gathering';
import type {
  GatheringSkill,
  GatheringUpgradeId,
  GatheringUpgradeLevelPurchaseCode,
} from './gathering';

describe('GATHERING_SKILLS', () => {
  it('pairs each skill with its tool and resource', () => {
    expect(GATHERING_SKILLS.mining).toMatchObject({ tool: 'pickaxe', resource: 'metal' });
    expect(GATHERING_SKILLS.woodcutting).toMatchObject({ tool: 'hatchet', resource: 'wood' });
    expect(GATHERING_SKILLS.quarrying).toMatchObject({ tool: 'hammer', resource: 'stone' });
  });
});

describe('dropLevelRequired', () => {
  it('reads the table of spec 001, section 9', () => {
    expect(dropLevelRequired('mining', 'gem_fragments')).toBe(50);
    expect(dropLevelRequired('mining', 'gem_sapphire')).toBe(50);
    expect(dropLevelRequired('mining', 'gem_ruby')).toBe(60);
    expect(dropLevelRequired('mining', 'gem_emerald')).toBe(75);
    expect(dropLevelRequired('mining', 'gem_diamond')).toBe(100);
    expect(dropLevelRequired('woodcutting', 'tree_sap')).toBe(50);
    expect(dropLevelRequired('woodcutting', 'resource_cache')).toBe(50);
    expect(dropLevelRequired('woodcutting', 'birds_nest')).toBe(60);
    expect(dropLevelRequired('woodcutting', 'golden_egg')).toBe(100);
    expect(dropLevelRequired('quarrying', 'sandstone')).toBe(50);
    expect(dropLevelRequired('quarrying', 'marble')).toBe(60);
    expect(dropLevelRequired('quarrying', 'malachite')).toBe(100);
  });
  it('needs no level for the base resource', () => {
    expect(dropLevelRequired('mining', 'metal')).toBe(0);
    expect(dropLevelRequired('woodcutting', 'wood')).toBe(0);
    expect(dropLevelRequired('quarrying', 'stone')).toBe(0);
  });
  it('rejects items the skill does not drop and unknown skills', () => {
    expect(() => dropLevelRequired('mining', 'wood')).toThrow('mining has no drop "wood"');
    expect(() => dropLevelRequired('quarrying', 'gem_ruby')).toThrow(RuleInputError);
    expect(() => dropLevelRequired('mining', 'toString')).toThrow(RuleInputError);
    expect(() => dropLevelRequired('fishing' as GatheringSkill, 'fish')).toThrow(
      'gathering skill must be one of mining, woodcutting, quarrying',
    );
  });
});

describe('canGatherDrop', () => {
  it('compares the level with the requirement, both sides', () => {
    expect(canGatherDrop('mining', 'gem_ruby', 59)).toBe(false);
    expect(canGatherDrop('mining', 'gem_ruby', 60)).toBe(true);
    expect(canGatherDrop('woodcutting', 'golden_egg', 99)).toBe(false);
    expect(canGatherDrop('woodcutting', 'golden_egg', 100)).toBe(true);
    expect(canGatherDrop('quarrying', 'stone', 1)).toBe(true);
  });
  it('rejects invalid levels', () => {
    expect(() => canGatherDrop('mining', 'metal', 0)).toThrow('skill level must be at least 1');
    expect(() => canGatherDrop('mining', 'metal', 1.5)).toThrow(RuleInputError);
    expect(() => canGatherDrop('mining', 'metal', Number.NaN)).toThrow(RuleInputError);
  });
});

describe('gathering upgrade level effects', () => {
  it('gives +10% shards and +0.1% double shards per level', () => {
    expect(gatheringUpgradeLevelEffects(0)).toEqual({
      shardDropPercent: 0,
      doubleShardChancePercent: 0,
      toolBonusLevels: 0,
      toolBonusPercent: 0,
    });
    expect(gatheringUpgradeLevelEffects(3)).toEqual({
      shardDropPercent: 30,
      doubleShardChancePercent: 0.3,
      toolBonusLevels: 0,
      toolBonusPercent: 0,
    });
    expect(gatheringUpgradeLevelEffects(101)).toEqual({
      shardDropPercent: 1010,
      doubleShardChancePercent: 10.1,
      toolBonusLevels: 1,
      toolBonusPercent: 1,
    });
  });
  it('makes the tool, jewel and rune bonuses 1% stronger per level above 100', () => {
    expect(withUpgradeLevelToolBonus(50, 0)).toBe(50);
    expect(withUpgradeLevelToolBonus(50, 100)).toBe(50);
    expect(withUpgradeLevelToolBonus(50, 101)).toBe(50.5);
    expect(withUpgradeLevelToolBonus(50, 150)).toBe(75);
    expect(withUpgradeLevelToolBonus(2.2, 200)).toBe(4.4);
    expect(withUpgradeLevelToolBonus(0, 500)).toBe(0);
    expect(() => withUpgradeLevelToolBonus(10, -1)).toThrow(RuleInputError);
  });
  it('counts only the levels above 100 for the tool bonus', () => {
    expect(bonusBeyondStart(0)).toBe(0);
    expect(bonusBeyondStart(100)).toBe(0);
    expect(bonusBeyondStart(101)).toBe(1);
    expect(bonusBeyondStart(250)).toBe(150);
  });
  it('rejects invalid levels', () => {
    expect(() => gatheringUpgradeLevelEffects(-1)).toThrow(RuleInputError);
    expect(() => bonusBeyondStart(2.5)).toThrow('gathering upgrade level must be a whole number');
  });
});

describe('gatheringUpgradeLevelCost', () => {
  it('is 10000 + (1000n)^1.079 * n, rounded up', () => {
    // n=1: 10000 + 1000^1.079 = 10000 + 1725.84 = 11725.84 -> 11726
    expect(gatheringUpgradeLevelCost(1)).toBe(11726);
    // n=2: 10000 + 2000^1.079 * 2 = 10000 + 3645.96 * 2 = 17291.91 -> 17292
    expect(gatheringUpgradeLevelCost(2)).toBe(17292);
    // n=100: 10000 + 100000^1.079 * 100 = 24841331.05 -> 24841332
    expect(gatheringUpgradeLevelCost(100)).toBe(24841332);
  });
  it('adds the (1 + (n-500)/150) factor from n = 500', () => {
    // n=499: 10000 + 499000^1.079 * 499 = 702032504.44 -> 702032505 (no factor)
    expect(gatheringUpgradeLevelCost(499)).toBe(702032505);
    // n=500: factor 1 -> 10000 + 500000^1.079 * 500 = 704960526.15 -> 704960527
    expect(gatheringUpgradeLevelCost(500)).toBe(704960527);
    // n=501: (10000 + 501000^1.079 * 501) * (1 + 1/150) = 707894873.35 * 1.00667 = 712614172.51
    expect(gatheringUpgradeLevelCost(501)).toBe(712614173);
    // n=1000: (10000 + 1e6^1.079 * 1000) * (1 + 500/150) = 12906947860.86 -> 12906947861
    expect(gatheringUpgradeLevelCost(1000)).toBe(12906947861);
  });
  it('charges 3.3 times the unrounded cost for a single resource', () => {
    // 3.3 * 11725.8379 = 38695.27 -> 38696 (3.3 * 11726 would give 38695.8 -> 38696 too)
    expect(gatheringUpgradeLevelSingleResourceCost(1)).toBe(38696);
    // 3.3 * 17291.911 = 57063.31 -> 57064, while 3.3 * 17292 = 57063.6 also -> 57064
    expect(gatheringUpgradeLevelSingleResourceCost(2)).toBe(57064);
    // 3.3 * 217014.1349 = 716146.65 -> 716147; 3.3 * 217015 = 716149.5 would give 716150
    expect(gatheringUpgradeLevelSingleResourceCost(10)).toBe(716147);
    // 3.3 * 702032504.444 = 2316707264.67 -> 2316707265
    expect(gatheringUpgradeLevelSingleResourceCost(499)).toBe(2316707265);
    // 3.3 * 704960526.151 = 2326369736.30 -> 2326369737
    expect(gatheringUpgradeLevelSingleResourceCost(500)).toBe(2326369737);
    // 3.3 * 712614172.509 = 2351626769.28 -> 2351626770
    expect(gatheringUpgradeLevelSingleResourceCost(501)).toBe(2351626770);
  });
  it('rejects levels below 1 and non-integers', () => {
    expect(() => gatheringUpgradeLevelCost(0)).toThrow(
      'next gathering upgrade level must be at least 1',
    );
    expect(() => gatheringUpgradeLevelSingleResourceCost(-2)).toThrow(RuleInputError);
    expect(() => gatheringUpgradeLevelCost(1.5)).toThrow(RuleInputError);
    expect(() => gatheringUpgradeLevelCost(Number.POSITIVE_INFINITY)).toThrow(RuleInputError);
  });
  it('refuses results beyond exact integers', () => {
    // 3.3 * cost passes 2^53 at n = 46757 (python: 3.3 * cost(46757) > 9007199254740992)
    expect(gatheringUpgradeLevelSingleResourceCost(46756)).toBeLessThan(2 ** 53);
    expect(() => gatheringUpgradeLevelSingleResourceCost(46757)).toThrow('too large');
  });
});

describe('gatheringUpgradeLevelPayment', () => {
  it('pays the bulk cost in each of metal, wood and stone for c = 1', () => {
    expect(gatheringUpgradeLevelPayment(1, 1)).toEqual([
      { itemId: 'metal', amount: 11726 },
      { itemId: 'wood', amount: 11726 },
      { itemId: 'stone', amount: 11726 },
    ]);
  });
  it('pays 3.3 times in one resource for c = 11, 12, 13', () => {
    expect(gatheringUpgradeLevelPayment(10, 11)).toEqual([{ itemId: 'metal', amount: 716147 }]);
    expect(gatheringUpgradeLevelPayment(10, 12)).toEqual([{ itemId: 'wood', amount: 716147 }]);
    expect(gatheringUpgradeLevelPayment(10, 13)).toEqual([{ itemId: 'stone', amount: 716147 }]);
  });
  it('rejects unknown codes and bad levels', () => {
    expect(() => gatheringUpgradeLevelPayment(1, 2 as GatheringUpgradeLevelPurchaseCode)).toThrow(
      'gathering upgrade level purchase code must be one of 1, 11, 12, 13, got 2',
    );
    expect(() => gatheringUpgradeLevelPayment(0, 1)).toThrow(RuleInputError);
  });
});

describe('gatheringUpgradeEffect', () => {
  it('multiplies the per-point value by the level', () => {
    expect(gatheringUpgradeEffect(1, 10)).toBe(5); // 10 * 0.5%
    expect(gatheringUpgradeEffect(2, 7)).toBe(7); // 7 * 1 exp
    expect(gatheringUpgradeEffect(3, 10)).toBe(12); // 10 * 1.2
    expect(gatheringUpgradeEffect(4, 3)).toBe(0.6); // 3 * 0.2%
    expect(gatheringUpgradeEffect(5, 7)).toBe(2.8); // 7 * 0.4%
    expect(gatheringUpgradeEffect(5, 0)).toBe(0);
  });
  it('knows ids 1 to 5 only', () => {
    expect(GATHERING_UPGRADE_IDS).toEqual([1, 2, 3, 4, 5]);
    expect(() => gatheringUpgradeEffect(6 as GatheringUpgradeId, 1)).toThrow(
      'gathering upgrade id must be one of 1, 2, 3, 4, 5, got 6',
    );
    expect(() => gatheringUpgradeEffect(1, -1)).toThrow(RuleInputError);
  });
});

describe('gatheringUpgradeCost', () => {
  it('is 4n + n^2.25 up to n = 100, rounded up', () => {
    expect(gatheringUpgradeCost(0)).toBe(0); // 0 + 0: the first point is free by the formula
    expect(gatheringUpgradeCost(1)).toBe(5); // 4 + 1
    expect(gatheringUpgradeCost(2)).toBe(13); // 8 + 2^2.25 = 8 + 4.757 = 12.757
    expect(gatheringUpgradeCost(10)).toBe(218); // 40 + 177.828
    expect(gatheringUpgradeCost(100)).toBe(32023); // 400 + 31622.777
  });
  it('adds (6000(n-100))^(1+(n-100)/750) above n = 100', () => {
    // 404 + 101^2.25 + 6000^(1+1/750) = 404 + 32338.74 + 6070.00 = 38812.74
    expect(gatheringUpgradeCost(101)).toBe(38813);
    // 408 + 102^2.25 + 12000^(1+2/750) = 45775.98
    expect(gatheringUpgradeCost(102)).toBe(45776);
    // 800 + 200^2.25 + 600000^(1+100/750) = 3687705.84
    expect(gatheringUpgradeCost(200)).toBe(3687706);
    // 2000 + 500^2.25 + 2400000^(1+400/750) = 6068415740.10
    expect(gatheringUpgradeCost(500)).toBe(6068415741);
  });
  it('is paid in gathering shards', () => {
    expect(GATHERING_UPGRADE_COST_ITEM).toBe('gathering_shards');
  });
  it('rejects invalid levels and results too large to be exact', () => {
    expect(() => gatheringUpgradeCost(-1)).toThrow('gathering upgrade level must be at least 0');
    expect(() => gatheringUpgradeCost(0.5)).toThrow(RuleInputError);
    // python: the cost passes 2^53 first at n = 1114
    expect(gatheringUpgradeCost(1113)).toBeLessThan(2 ** 53);
    expect(() => gatheringUpgradeCost(1114)).toThrow('too large');
  });
});

describe('action bonus, texts and red cells', () => {
  it('gives +10% resources and +25% exp', () => {});
  it('quotes the success texts', () => {
    expect(GATHERING_UPGRADE_LEVEL_SUCCESS_TEXT).toBe(
      'You have upgraded your gathering upgrade level.',
    );
    expect(GATHERING_UPGRADE_SUCCESS_TEXT).toBe('You have upgraded your gathering upgrade.');
  });
  it('marks a cost red only when it exceeds what is owned', () => {
    expect(costExceedsOwned(101, 100)).toBe(true);
    expect(costExceedsOwned(100, 100)).toBe(false);
    expect(costExceedsOwned(0, 0)).toBe(false);
    expect(() => costExceedsOwned(-1, 0)).toThrow(RuleInputError);
    expect(() => costExceedsOwned(1, Number.NaN)).toThrow('owned amount must be a whole number');
  });
});
