import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  EQUIPMENT_SLOTS,
  EQUIPMENT_SLOT_IDS,
  equipmentBasePower,
  equipmentPower,
  equipmentTypeName,
  goldRushPercent,
  equipmentGoldRushPercent,
  EQUIPMENT_RARITY_UPGRADE_PERCENT,
  equipmentRarityUpgradeText,
  isWeaponSlot,
  nextEquipmentType,
  rarityBonusPercent,
  slotStatLabel,
  typeModifierPercent,
  upgradeTypeComponentCost,
} from './equipment';

describe('equipment slots', () => {
  it('has weapons in slots 1 and 2 and armor in 3 to 8', () => {
    expect(EQUIPMENT_SLOT_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(EQUIPMENT_SLOT_IDS.map((slot) => EQUIPMENT_SLOTS[slot].name)).toEqual([
      'Main Hand',
      'Off Hand',
      'Helm',
      'Armor',
      'Sleeves',
      'Gloves',
      'Legs',
      'Boots',
    ]);
    expect(isWeaponSlot(1)).toBe(true);
    expect(isWeaponSlot(2)).toBe(true);
    expect(isWeaponSlot(3)).toBe(false);
    expect(isWeaponSlot(8)).toBe(false);
  });
  it('labels weapon values Power and armor values Armor', () => {
    expect(slotStatLabel(1)).toBe('Power');
    expect(slotStatLabel(2)).toBe('Power');
    expect(slotStatLabel(3)).toBe('Armor');
    expect(slotStatLabel(8)).toBe('Armor');
  });
  it('rejects slots outside 1 to 8', () => {
    expect(() => isWeaponSlot(0)).toThrow('equipment slot must be at least 1, got 0');
    expect(() => slotStatLabel(9)).toThrow('equipment slot must be at most 8, got 9');
    expect(() => slotStatLabel(1.5)).toThrow('equipment slot must be a whole number');
    expect(() => isWeaponSlot(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('equipmentTypeName', () => {
  it('puts the slot name in place of the * placeholder', () => {
    expect(equipmentTypeName('Iron *', 'Helm')).toBe('Iron Helm');
    expect(equipmentTypeName('* of Ages', 'Boots')).toBe('Boots of Ages');
    expect(equipmentTypeName('*', 'Legs')).toBe('Legs');
  });
  it('keeps a name without placeholder and a literal $ in the slot name', () => {
    expect(equipmentTypeName('Iron Sword', 'Main Hand')).toBe('Iron Sword');
    expect(equipmentTypeName('Iron *', '$&')).toBe('Iron $&');
  });
  it('rejects empty texts', () => {
    expect(() => equipmentTypeName('', 'Helm')).toThrow('equipment type name must be');
    expect(() => equipmentTypeName('Iron *', ' ')).toThrow('slot name must be');
  });
});

describe('equipmentBasePower', () => {
  it('is level + floor(3 * level * 1.02483^(level - 1)) up to level 85', () => {
    // 1 + floor(3) = 4; 2 + floor(6 * 1.02483 = 6.14898) = 8
    expect(equipmentBasePower(1)).toBe(4);
    expect(equipmentBasePower(2)).toBe(8);
    // 10 + floor(30 * 1.02483^9 = 37.410...) = 47
    expect(equipmentBasePower(10)).toBe(47);
    // 50 + floor(150 * 1.02483^49 = 498.92...) = 548
    expect(equipmentBasePower(50)).toBe(548);
    // 85 + floor(255 * 1.02483^84 = 2001.2157...) = 2086
    expect(equipmentBasePower(85)).toBe(2086);
  });
  it('is floor(level + 2000 + (level - 85) * (75 + (level - 85) / 2.9)) above 85', () => {
    // 86 + 2000 + 1 * (75 + 1 / 2.9) = 2161.3448... -> 2161
    expect(equipmentBasePower(86)).toBe(2161);
    // 87 + 2000 + 2 * (75 + 2 / 2.9) = 2238.3793... -> 2238
    expect(equipmentBasePower(87)).toBe(2238);
    // 100 + 2000 + 15 * (75 + 15 / 2.9) = 3302.5862... -> 3302
    expect(equipmentBasePower(100)).toBe(3302);
  });
  it('rejects invalid levels', () => {
    expect(() => equipmentBasePower(0)).toThrow('equipment level must be at least 1, got 0');
    expect(() => equipmentBasePower(-1)).toThrow(RuleInputError);
    expect(() => equipmentBasePower(2.5)).toThrow('equipment level must be a whole number');
    expect(() => equipmentBasePower(Number.POSITIVE_INFINITY)).toThrow(RuleInputError);
    // (1e9 - 85)^2 / 2.9 is far beyond 2^53
    expect(() => equipmentBasePower(1e9)).toThrow('too large');
  });
});

describe('typeModifierPercent', () => {
  it('is 100 * 1.03^(type - 1) - 100', () => {
    expect(typeModifierPercent(1)).toBe(0);
    expect(typeModifierPercent(2)).toBeCloseTo(3, 10);
    // 100 * 1.0609 - 100 = 6.09; 100 * 1.03^4 - 100 = 12.550881
    expect(typeModifierPercent(3)).toBeCloseTo(6.09, 10);
    expect(typeModifierPercent(5)).toBeCloseTo(12.550881, 10);
  });
  it('rejects invalid types', () => {
    expect(() => typeModifierPercent(0)).toThrow('equipment type must be at least 1, got 0');
    expect(() => typeModifierPercent(1.5)).toThrow(RuleInputError);
    expect(() => typeModifierPercent(100000)).toThrow('type modifier is too large');
  });
});

describe('rarity bonuses', () => {
  it('adds 3% power per rarity step above 1', () => {
    expect(rarityBonusPercent(1)).toBe(0);
    expect(rarityBonusPercent(2)).toBe(3);
    expect(rarityBonusPercent(7)).toBe(18);
  });
  it('adds 3.5 Gold Rush per rarity step above 1', () => {
    expect(goldRushPercent(1)).toBe(0);
    expect(goldRushPercent(2)).toBe(3.5);
    expect(goldRushPercent(7)).toBe(21);
  });
  it('rejects rarities outside 1 to 7', () => {
    expect(() => rarityBonusPercent(0)).toThrow('rarity must be at least 1, got 0');
    expect(() => goldRushPercent(8)).toThrow('rarity must be at most 7, got 8');
    expect(() => goldRushPercent(2.5)).toThrow(RuleInputError);
  });
});

describe('equipmentPower', () => {
  it('is the base power with type and rarity percents added together', () => {
    expect(equipmentPower({ level: 1, type: 1, rarity: 1 })).toBe(4);
    // 47 * 1.03 = 48.41 -> 48
    expect(equipmentPower({ level: 10, type: 2, rarity: 1 })).toBe(48);
    // 47 * 1.06 = 49.82 -> 49
    expect(equipmentPower({ level: 10, type: 1, rarity: 3 })).toBe(49);
    // 548 * (1 + (12.550881 + 9) / 100) = 666.0988... -> 666
    expect(equipmentPower({ level: 50, type: 5, rarity: 4 })).toBe(666);
    // 2161 * (1 + (6.09 + 18) / 100) = 2681.5849 -> 2681
    expect(equipmentPower({ level: 86, type: 3, rarity: 7 })).toBe(2681);
  });
  it('does not lose a whole number to float noise', () => {
    // base(27) = 180; 180 * 1.15 = 207 exactly, but a double gives 206.99999999999997
    expect(equipmentBasePower(27)).toBe(180);
    expect(equipmentPower({ level: 27, type: 1, rarity: 6 })).toBe(207);
    // 180 * (1 + (3 + 12) / 100) = 207 as well
    expect(equipmentPower({ level: 27, type: 2, rarity: 5 })).toBe(207);
  });
  it('rejects invalid input', () => {
    expect(() => equipmentPower({ level: 0, type: 1, rarity: 1 })).toThrow('equipment level');
    expect(() => equipmentPower({ level: 1, type: 0, rarity: 1 })).toThrow('equipment type');
    expect(() => equipmentPower({ level: 1, type: 1, rarity: 8 })).toThrow('rarity');
  });
});

describe('nextEquipmentType', () => {
  it('moves to the next type until the last one', () => {
    expect(nextEquipmentType(1, 5)).toBe(2);
    expect(nextEquipmentType(4, 5)).toBe(5);
    expect(nextEquipmentType(5, 5)).toBeNull();
    expect(nextEquipmentType(1, 1)).toBeNull();
  });
  it('rejects a type outside the known types', () => {
    expect(() => nextEquipmentType(6, 5)).toThrow('equipment type must be at most 5, got 6');
    expect(() => nextEquipmentType(0, 5)).toThrow(RuleInputError);
    expect(() => nextEquipmentType(1, 0)).toThrow('equipment type count must be at least 1');
  });
});

describe('upgradeTypeComponentCost', () => {
  it('charges weapons three times the components in weapon components', () => {
    expect(upgradeTypeComponentCost(1, 10)).toEqual({ itemId: 'weapon_component', amount: 30 });
    expect(upgradeTypeComponentCost(2, 7)).toEqual({ itemId: 'weapon_component', amount: 21 });
  });
  it('charges armor the listed components in armor components', () => {
    expect(upgradeTypeComponentCost(3, 10)).toEqual({ itemId: 'armor_component', amount: 10 });
    expect(upgradeTypeComponentCost(8, 0)).toEqual({ itemId: 'armor_component', amount: 0 });
  });
  it('rejects invalid slots and amounts', () => {
    expect(() => upgradeTypeComponentCost(9, 10)).toThrow('equipment slot must be at most 8');
    expect(() => upgradeTypeComponentCost(1, -1)).toThrow('components required must be at least 0');
    expect(() => upgradeTypeComponentCost(3, 1.5)).toThrow(RuleInputError);
    expect(() => upgradeTypeComponentCost(1, Number.MAX_SAFE_INTEGER)).toThrow('too large');
  });
});

describe('equipment Gold Rush and rarity upgrades', () => {
  it('adds the Gold Rush of every equipped item', () => {
    expect(equipmentGoldRushPercent([])).toBe(0);
    expect(equipmentGoldRushPercent([{ rarity: 1 }, { rarity: 3 }, { rarity: 7 }])).toBe(28);
  });

  it('words a rarity upgrade for the log', () => {
    expect(equipmentRarityUpgradeText('Iron Helm', 'Uncommon')).toBe(
      'Your Iron Helm is now Uncommon!',
    );
    expect(EQUIPMENT_RARITY_UPGRADE_PERCENT).toBe(0.05);
  });
});
