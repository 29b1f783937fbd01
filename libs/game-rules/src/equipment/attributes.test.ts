import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  ATTRIBUTE_IDS,
  attributeName,
  clanTotemAttributeBonus,
  effectiveEquipmentAttribute,
  toggleSelection,
} from './attributes';

describe('attributes', () => {
  it('names ids 0 to 5', () => {
    expect(ATTRIBUTE_IDS.map((id) => attributeName(id))).toEqual([
      'None',
      'Health',
      'Attack',
      'Defence',
      'Accuracy',
      'Dodge',
    ]);
  });
  it('rejects unknown ids', () => {
    expect(() => attributeName(6)).toThrow('attribute id must be at most 5, got 6');
    expect(() => attributeName(-1)).toThrow(RuleInputError);
  });
});

describe('toggleSelection', () => {
  it('turns the active choice off when chosen again', () => {
    expect(toggleSelection(3, 3)).toBe(0);
    expect(toggleSelection(0, 0)).toBe(0);
  });
  it('switches to any other choice', () => {
    expect(toggleSelection(0, 2)).toBe(2);
    expect(toggleSelection(2, 5)).toBe(5);
    expect(toggleSelection(4, 0)).toBe(0);
    // mastery ids use the same rule
    expect(toggleSelection(12, 7)).toBe(7);
  });
  it('rejects non-ids', () => {
    expect(() => toggleSelection(-1, 2)).toThrow('current selection must be at least 0');
    expect(() => toggleSelection(1, 2.5)).toThrow('chosen selection must be a whole number');
  });
});

describe('effectiveEquipmentAttribute', () => {
  it('is the equipment value while attribute * equipment / 2000 is smaller', () => {
    // 1000 * 500 / 2000 = 250 < 500
    expect(effectiveEquipmentAttribute(1000, 500)).toBe(500);
    expect(effectiveEquipmentAttribute(0, 500)).toBe(500);
    // 2000 * 500 / 2000 = 500: the two are equal at attribute 2000
    expect(effectiveEquipmentAttribute(2000, 500)).toBe(500);
  });
  it('scales with the attribute above 2000', () => {
    // 4000 * 500 / 2000 = 1000; 2001 * 500 / 2000 = 500.25
    expect(effectiveEquipmentAttribute(4000, 500)).toBe(1000);
    expect(effectiveEquipmentAttribute(2001, 500)).toBe(500.25);
    expect(effectiveEquipmentAttribute(4000, 0)).toBe(0);
  });
  it('rejects negative and non-finite input', () => {
    expect(() => effectiveEquipmentAttribute(-1, 500)).toThrow('attribute must be at least 0');
    expect(() => effectiveEquipmentAttribute(1, Number.NaN)).toThrow(
      'equipment value must be a finite number',
    );
  });
});

describe('clanTotemAttributeBonus', () => {
  it('is a percent of the base attribute', () => {
    // 1000 * 5 / 100 = 50; 333 * 2 / 100 = 6.66
    expect(clanTotemAttributeBonus(1000, 5)).toBe(50);
    expect(clanTotemAttributeBonus(333, 2)).toBeCloseTo(6.66, 10);
    expect(clanTotemAttributeBonus(1000, 0)).toBe(0);
  });
  it('rejects negative and non-finite input', () => {
    expect(() => clanTotemAttributeBonus(-5, 2)).toThrow('base attribute must be at least 0');
    expect(() => clanTotemAttributeBonus(5, Number.POSITIVE_INFINITY)).toThrow(RuleInputError);
  });
});
