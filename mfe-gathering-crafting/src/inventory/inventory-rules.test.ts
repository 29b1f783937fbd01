import { DECONSTRUCT_MAX_AMOUNT } from '@idle/game-rules';
import { sampleInitialData } from '@idle/test-fixtures';
import { describe, expect, it } from 'vitest';
import {
  checkDeconstruct,
  deconstructibleItems,
  deconstructMaxText,
  destroyableTypes,
  inventoryCategories,
  isUsablePotion,
  NOTHING_CHOSEN_TEXT,
  parseUseAmount,
} from './inventory-rules';

const data = sampleInitialData();

describe('inventoryCategories', () => {
  it('keeps the categories in order with their owned items, leaving empty ones out', () => {
    const categories = inventoryCategories(data, data.items);
    expect(categories.map((category) => category.name)).toEqual([
      'Currency',
      'Components',
      'Resources',
      'Trophies',
      'Potions',
      'Runes',
      'Materials',
    ]);
    expect(categories[1]?.items.map((entry) => [entry.id, entry.count])).toEqual([
      ['weapon_component', 7],
      ['armor_component', 4],
    ]);
  });

  it('leaves out counts of 0 and ids without item data', () => {
    const categories = inventoryCategories(
      { ...data, itemIds: { Odd: ['rat_tail', 'dragon_egg', 'constructor'] } },
      { rat_tail: 0, dragon_egg: 5, constructor: 3 },
    );
    expect(categories).toEqual([]);
  });
});

describe('isUsablePotion', () => {
  it('needs both useable and potion data', () => {
    const { potion_of_wrath: potion, rat_tail: trophy } = data.itemData;
    if (!potion || !trophy) throw new Error('sample item data changed');
    expect(isUsablePotion(potion)).toBe(true);
    expect(isUsablePotion({ ...potion, useable: false })).toBe(false);
    expect(isUsablePotion({ ...trophy, useable: true })).toBe(false);
  });
});

describe('parseUseAmount', () => {
  it.each([
    ['1', 2, { ok: true, value: 1 }],
    ['2', 2, { ok: true, value: 2 }],
    ['3', 2, { ok: false, error: 'You only have 2.' }],
    ['', 2, { ok: false, error: 'Enter the amount.' }],
    ['0', 2, { ok: false, error: 'The amount must be above 0.' }],
    ['1.5', 2, { ok: false, error: 'The amount must be a whole number.' }],
    ['123456', 999_999, { ok: false, error: 'The amount can have at most 5 digits.' }],
  ] as const)('%j of %d owned', (input, ownedCount, expected) => {
    expect(parseUseAmount(input, ownedCount)).toEqual(expected);
  });
});

describe('deconstruct', () => {
  it('lists the destroyable types', () => {
    expect(destroyableTypes(data)).toEqual(['trophy']);
  });

  it('lists the owned items of a destroyable type only', () => {
    const items = { ...data.items, troll_tooth: 3 };
    expect(deconstructibleItems(data, items, 'trophy').map((entry) => entry.id)).toEqual([
      'rat_tail',
      'troll_tooth',
    ]);
    expect(deconstructibleItems(data, items, 'potion')).toEqual([]);
    expect(deconstructibleItems(data, items, 'constructor')).toEqual([]);
  });

  it('fills Max with the owned count, capped at 99,999', () => {
    expect(deconstructMaxText(58)).toBe('58');
    expect(deconstructMaxText(250_000)).toBe(String(DECONSTRUCT_MAX_AMOUNT));
  });

  const rows = deconstructibleItems(data, { rat_tail: 58, troll_tooth: 3 }, 'trophy');

  it('sends the filled-in amounts and adds up what they give back', () => {
    // 10 rat tails at 2 gold, 3 troll teeth at 150: 20 + 450.
    expect(checkDeconstruct(rows, { rat_tail: '10', troll_tooth: '3' })).toEqual({
      data: [
        { id: 'rat_tail', amount: 10 },
        { id: 'troll_tooth', amount: 3 },
      ],
      gives: 470,
      errors: {},
      reason: null,
    });
    expect(checkDeconstruct(rows, { rat_tail: '', troll_tooth: '1' }).data).toEqual([
      { id: 'troll_tooth', amount: 1 },
    ]);
  });

  it('refuses with a reason when nothing is filled in', () => {
    expect(checkDeconstruct(rows, {}).reason).toBe(NOTHING_CHOSEN_TEXT);
  });

  it('refuses more than owned and 0, naming the item', () => {
    const check = checkDeconstruct(rows, { rat_tail: '59', troll_tooth: '0' });
    expect(check.errors).toEqual({
      rat_tail: 'You only have 58 to deconstruct.',
      troll_tooth: 'The amount must be above 0.',
    });
    expect(check.reason).toBe('Rat Tail: You only have 58 to deconstruct.');
    expect(check.data).toEqual([]);
  });
});
