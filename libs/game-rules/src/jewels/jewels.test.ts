import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  canDeconstructJewel,
  canEquipJewel,
  canRemoveJewelFromMarket,
  canSellJewel,
  canSendJewel,
  canUnequipJewel,
  EMPTY_JEWELS_TEXT,
  formatJewelStat,
  gemItemId,
  gemTypeName,
  JEWEL_LISTED_TEXT,
  JEWEL_REFUSALS,
  JEWEL_STATS,
  JEWEL_TOTAL_INDEX,
  JEWEL_UNLISTED_TEXT,
  jewelDeconstructedText,
  jewelResourceBonusPercent,
  jewelSentText,
  jewelSlotRarity,
  jewelTotal,
  NO_EQUIPPED_JEWELS_TEXT,
} from './jewels';

describe('gem types', () => {
  it('names the four gem types', () => {
    expect([1, 2, 3, 4].map(gemTypeName)).toEqual(['Sapphire', 'Ruby', 'Emerald', 'Diamond']);
  });
  it('gives their gem item ids', () => {
    expect([1, 2, 3, 4].map(gemItemId)).toEqual([
      'gem_sapphire',
      'gem_ruby',
      'gem_emerald',
      'gem_diamond',
    ]);
  });
  it('gives their token store jewel slot rarities 2, 3, 3, 4', () => {
    expect([1, 2, 3, 4].map(jewelSlotRarity)).toEqual([2, 3, 3, 4]);
  });
  it('rejects ids outside 1..4', () => {
    expect(() => gemTypeName(0)).toThrow('gem type must be at least 1');
    expect(() => gemTypeName(5)).toThrow('gem type must be at most 4');
    expect(() => gemItemId(1.5)).toThrow(RuleInputError);
  });
});

describe('jewelTotal', () => {
  it('keeps the stat order with the total at index 5', () => {
    expect(JEWEL_STATS).toEqual(['health', 'attack', 'defence', 'accuracy', 'dodge']);
    expect(JEWEL_TOTAL_INDEX).toBe(5);
  });
  it('sums the five stats', () => {
    // 120 + 35 + 40 + 12 + 8 = 215
    expect(jewelTotal([120, 35, 40, 12, 8])).toBe(215);
    expect(jewelTotal([0, 0, 0, 0, 0])).toBe(0);
  });
  it('ignores a stored total at index 5', () => {
    expect(jewelTotal([120, 35, 40, 12, 8, 999])).toBe(215);
  });
  it('rejects wrong shapes and bad stats', () => {
    expect(() => jewelTotal([1, 2, 3, 4])).toThrow('jewel stats must be a list of 5 stats');
    expect(() => jewelTotal([1, 2, 3, 4, 5, 6, 7])).toThrow(RuleInputError);
    expect(() => jewelTotal([1, 2, -3, 4, 5])).toThrow('jewel defence must be at least 0');
    expect(() => jewelTotal([1, Number.NaN, 3, 4, 5])).toThrow('jewel attack must be a finite');
  });
});

describe('jewelResourceBonusPercent', () => {
  it('is gem type x (2, 7, 25, 50 for rarity 3 to 6) / 10', () => {
    expect(jewelResourceBonusPercent(1, 3)).toBe(0.2); // 1 x 2 / 10
    expect(jewelResourceBonusPercent(3, 3)).toBe(0.6); // 3 x 2 / 10
    expect(jewelResourceBonusPercent(2, 4)).toBe(1.4); // 2 x 7 / 10
    expect(jewelResourceBonusPercent(3, 4)).toBe(2.1); // 3 x 7 / 10
    expect(jewelResourceBonusPercent(2, 5)).toBe(5); // 2 x 25 / 10
    expect(jewelResourceBonusPercent(4, 5)).toBe(10); // 4 x 25 / 10
    expect(jewelResourceBonusPercent(1, 6)).toBe(5); // 1 x 50 / 10
    expect(jewelResourceBonusPercent(4, 6)).toBe(20); // 4 x 50 / 10
  });
  it('gives nothing at rarity 2 and below', () => {
    expect(jewelResourceBonusPercent(4, 2)).toBe(0);
    expect(jewelResourceBonusPercent(4, 1)).toBe(0);
  });
  it('uses the rarity-6 value at rarity 7', () => {
    expect(jewelResourceBonusPercent(3, 7)).toBe(15); // 3 x 50 / 10
  });
  it('rejects bad input', () => {
    expect(() => jewelResourceBonusPercent(0, 4)).toThrow('gem type must be at least 1');
    expect(() => jewelResourceBonusPercent(2, 0)).toThrow('jewel rarity must be at least 1');
    expect(() => jewelResourceBonusPercent(2, 8)).toThrow('jewel rarity must be at most 7');
  });
});

const inInventory = { equipped: false, listed: false };
const equipped = { equipped: true, listed: false };
const listed = { equipped: false, listed: true };

describe('deconstruct, sell and send', () => {
  const rules = [canDeconstructJewel, canSellJewel, canSendJewel];
  it('allow a jewel that is neither equipped nor listed', () => {
    for (const rule of rules) expect(rule(inInventory)).toEqual({ allowed: true });
  });
  it('refuse an equipped jewel', () => {
    for (const rule of rules) {
      expect(rule(equipped)).toEqual({ allowed: false, reason: JEWEL_REFUSALS.equipped });
    }
  });
  it('refuse a listed jewel', () => {
    for (const rule of rules) {
      expect(rule(listed)).toEqual({ allowed: false, reason: JEWEL_REFUSALS.listed });
    }
  });
  it('reject an impossible state', () => {
    expect(() => canSellJewel({ equipped: true, listed: true })).toThrow(
      'cannot be equipped and listed',
    );
    expect(() =>
      canSendJewel({ equipped: 1, listed: false } as unknown as typeof equipped),
    ).toThrow('must be true or false');
  });
});

describe('unequip and remove from market', () => {
  it('unequips only an equipped jewel', () => {
    expect(canUnequipJewel(equipped)).toEqual({ allowed: true });
    expect(canUnequipJewel(inInventory)).toEqual({
      allowed: false,
      reason: JEWEL_REFUSALS.notEquipped,
    });
  });
  it('removes only a listed jewel', () => {
    expect(canRemoveJewelFromMarket(listed)).toEqual({ allowed: true });
    expect(canRemoveJewelFromMarket(inInventory)).toEqual({
      allowed: false,
      reason: JEWEL_REFUSALS.notListed,
    });
  });
});

describe('canEquipJewel', () => {
  const ruby = { id: 11, gemType: 2 };
  const diamond = { id: 12, gemType: 4 };
  it('equips into a free gem type slot', () => {
    expect(canEquipJewel({ ...inInventory, gemType: 1 }, [ruby, diamond])).toEqual({
      allowed: true,
      replaces: null,
    });
    expect(canEquipJewel({ ...inInventory, gemType: 3 }, [])).toEqual({
      allowed: true,
      replaces: null,
    });
  });
  it('swaps out the equipped jewel of the same gem type', () => {
    expect(canEquipJewel({ ...inInventory, gemType: 2 }, [ruby, diamond])).toEqual({
      allowed: true,
      replaces: ruby,
    });
  });
  it('refuses a listed or already equipped jewel', () => {
    expect(canEquipJewel({ ...listed, gemType: 1 }, [])).toEqual({
      allowed: false,
      reason: JEWEL_REFUSALS.listed,
    });
    expect(canEquipJewel({ ...equipped, gemType: 2 }, [ruby])).toEqual({
      allowed: false,
      reason: JEWEL_REFUSALS.alreadyEquipped,
    });
  });
  it('rejects bad gem types and more equipped jewels of one type than its slots', () => {
    expect(() => canEquipJewel({ ...inInventory, gemType: 5 }, [])).toThrow(
      'gem type must be at most 4',
    );
    expect(() =>
      canEquipJewel({ ...inInventory, gemType: 1 }, [ruby, { id: 13, gemType: 2 }]),
    ).toThrow('more equipped jewels of gem type 2 than its slots');
  });
  it('fills a free slot of a gem type bought in the token store, then swaps the oldest', () => {
    const second = { id: 14, gemType: 2 };
    const twoRubySlots = (gemType: number) => (gemType === 2 ? 2 : 1);
    expect(canEquipJewel({ ...inInventory, gemType: 2 }, [ruby, diamond], twoRubySlots)).toEqual({
      allowed: true,
      replaces: null,
    });
    expect(
      canEquipJewel({ ...inInventory, gemType: 2 }, [ruby, second, diamond], twoRubySlots),
    ).toEqual({ allowed: true, replaces: ruby });
  });
});

describe('jewel texts', () => {
  it('quotes the spec texts', () => {
    expect(EMPTY_JEWELS_TEXT).toBe('You do not have any jewels.');
    expect(NO_EQUIPPED_JEWELS_TEXT).toBe('You do not have any Jewels equipped.');
    expect(JEWEL_LISTED_TEXT).toBe('You listed your jewel on the market.');
    expect(JEWEL_UNLISTED_TEXT).toBe('You removed your jewel from the market.');
  });
  it('names the recipient of a sent jewel', () => {
    expect(jewelSentText('Aria')).toBe('You have sent a jewel to Aria.');
    expect(jewelSentText('  Aria ')).toBe('You have sent a jewel to Aria.');
    expect(() => jewelSentText('   ')).toThrow('recipient name must be a non-empty string');
  });
  it('counts the fragments of a deconstructed jewel', () => {
    expect(jewelDeconstructedText(1250)).toBe(
      'You deconstructed your jewel and received 1,250 gem fragments.',
    );
    expect(jewelDeconstructedText(1)).toBe(
      'You deconstructed your jewel and received 1 gem fragment.',
    );
    expect(jewelDeconstructedText(0)).toBe(
      'You deconstructed your jewel and received 0 gem fragments.',
    );
    expect(() => jewelDeconstructedText(-1)).toThrow('gem fragments must be at least 0');
    expect(() => jewelDeconstructedText(2.5)).toThrow(RuleInputError);
  });
});

describe('formatJewelStat', () => {
  it('shows accuracy and dodge in percent of their stored hundredths', () => {
    expect(formatJewelStat('accuracy', 50)).toBe('0.5%');
    expect(formatJewelStat('dodge', 25)).toBe('0.25%');
    expect(formatJewelStat('dodge', 123_456)).toBe('1,234.56%');
  });

  it('shows health, attack and defence as numbers', () => {
    expect(formatJewelStat('health', 1_000)).toBe('1,000');
    expect(formatJewelStat('attack', 50)).toBe('50');
    expect(formatJewelStat('defence', 0)).toBe('0');
  });

  it('refuses a value that is not a number', () => {
    expect(() => formatJewelStat('accuracy', Number.NaN)).toThrow(RuleInputError);
  });
});
