import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  CRAFT_AMOUNT_MAX_LENGTH,
  INVALID_AMOUNT_TEXT,
  UNABLE_TO_CRAFT_TEXT,
  UNABLE_TO_CREATE_TEXT,
  parseCraftAmount,
} from './crafting';
import { hasRequiredItems } from './items';

describe('parseCraftAmount', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    expect(parseCraftAmount('1')).toEqual({ ok: true, amount: 1 });
    expect(parseCraftAmount('250')).toEqual({ ok: true, amount: 250 });
    expect(parseCraftAmount('9999')).toEqual({ ok: true, amount: 9999 });
    expect(parseCraftAmount('0012')).toEqual({ ok: true, amount: 12 });
  });
  it('answers Invalid amount. for 0, empty, too long or non-digit input', () => {
    const invalid = { ok: false, error: 'Invalid amount.' };
    expect(parseCraftAmount('0')).toEqual(invalid);
    expect(parseCraftAmount('0000')).toEqual(invalid);
    expect(parseCraftAmount('')).toEqual(invalid);
    expect(parseCraftAmount('10000')).toEqual(invalid); // 5 characters
    expect(parseCraftAmount('-5')).toEqual(invalid);
    expect(parseCraftAmount('1.5')).toEqual(invalid);
    expect(parseCraftAmount('1e3')).toEqual(invalid);
    expect(parseCraftAmount(' 5')).toEqual(invalid);
    expect(parseCraftAmount('abc')).toEqual(invalid);
    expect(INVALID_AMOUNT_TEXT).toBe('Invalid amount.');
    expect(CRAFT_AMOUNT_MAX_LENGTH).toBe(4);
  });
  it('rejects input that is not a string', () => {
    expect(() => parseCraftAmount(5 as unknown as string)).toThrow(RuleInputError);
  });
});

describe('hasRequiredItems', () => {
  const owned = { rune_dust: 10, wood: 3 };
  it('checks every [item, amount] pair, missing items counting as 0', () => {
    expect(
      hasRequiredItems(owned, [
        ['rune_dust', 10],
        ['wood', 3],
      ]),
    ).toBe(true);
    expect(hasRequiredItems(owned, [['rune_dust', 11]])).toBe(false);
    expect(hasRequiredItems(owned, [['metal', 1]])).toBe(false);
    expect(hasRequiredItems(owned, [])).toBe(true);
  });
  it('multiplies the requirement by the number of crafts', () => {
    expect(hasRequiredItems(owned, [['rune_dust', 5]], 2)).toBe(true);
    expect(hasRequiredItems(owned, [['rune_dust', 5]], 3)).toBe(false);
  });
  it('rejects malformed requirements and counts', () => {
    expect(() => hasRequiredItems(owned, [['wood', 0]])).toThrow(
      'required amount of wood must be at least 1',
    );
    expect(() => hasRequiredItems(owned, [['', 1]])).toThrow(RuleInputError);
    expect(() => hasRequiredItems({ wood: -1 }, [['wood', 1]])).toThrow(RuleInputError);
    expect(() => hasRequiredItems(owned, [['wood', 1]], 0)).toThrow(RuleInputError);
  });
});

describe('crafting constants', () => {
  it('shortens the timer by 500 ms and adds 25% exp', () => {});
  it('quotes the unable texts', () => {
    expect(UNABLE_TO_CRAFT_TEXT).toBe('[Unable To Craft]');
    expect(UNABLE_TO_CREATE_TEXT).toBe('[Unable To Create]');
  });
});
