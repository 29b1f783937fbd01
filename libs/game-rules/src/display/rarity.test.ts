import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  GOLD_COLOUR_HEX,
  GOLD_COLOURED_ITEMS,
  RARITIES,
  isGoldColouredItem,
  isRarity,
  itemColour,
  rarityColour,
  rarityColourName,
  rarityName,
} from './rarity';

describe('rarities', () => {
  it('names rarities 1 to 7 and their colours', () => {
    const names = [1, 2, 3, 4, 5, 6, 7].map((rarity) => rarityName(rarity));
    expect(names).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'Epic',
      'Legendary',
      'Mythical',
      'Celestial',
    ]);
    const colours = [1, 2, 3, 4, 5, 6, 7].map((rarity) => rarityColourName(rarity));
    expect(colours).toEqual(['White', 'Green', 'Blue', 'Yellow', 'Orange', 'Red', 'Cyan']);
  });
  it('gives each rarity a distinct CSS hex colour', () => {
    const hexes = [1, 2, 3, 4, 5, 6, 7].map((rarity) => rarityColour(rarity));
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set([...hexes, GOLD_COLOUR_HEX]).size).toBe(8);
    expect(rarityColour(3)).toBe(RARITIES[3].hex);
  });
  it('rejects rarities outside 1 to 7', () => {
    expect(() => rarityName(0)).toThrow('rarity must be at least 1');
    expect(() => rarityColour(8)).toThrow('rarity must be at most 7');
    expect(() => rarityColourName(2.5)).toThrow(RuleInputError);
  });
  it('knows rarities 1 to 7 and nothing else', () => {
    expect([1, 2, 3, 4, 5, 6, 7].every(isRarity)).toBe(true);
    expect([0, 8, 2.5, -1, Number.NaN].some(isRarity)).toBe(false);
  });
});

describe('item colours', () => {
  it('draws gold, credits, bound_credits and honor_tokens in gold', () => {
    expect(GOLD_COLOURED_ITEMS).toEqual(['gold', 'credits', 'bound_credits', 'honor_tokens']);
    for (const itemId of GOLD_COLOURED_ITEMS) {
      expect(isGoldColouredItem(itemId)).toBe(true);
      expect(itemColour(itemId, 1)).toBe(GOLD_COLOUR_HEX);
    }
  });
  it('draws every other item in its rarity colour', () => {
    expect(isGoldColouredItem('metal')).toBe(false);
    expect(itemColour('metal', 1)).toBe(rarityColour(1));
    expect(itemColour('gem_diamond', 5)).toBe(rarityColour(5));
    expect(itemColour('boss_tokens', 4)).toBe(rarityColour(4));
    expect(itemColour('Gold', 2)).toBe(rarityColour(2));
  });
  it('rejects an empty item id and a bad rarity', () => {
    expect(() => itemColour('', 1)).toThrow('item id must be a non-empty string');
    expect(() => itemColour('gold', 0)).toThrow(RuleInputError);
  });
});
