import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { POTION_RECIPES, RUNE_RECIPES } from './crafting';
import { ITEM_CATEGORIES, ITEM_TYPES, ITEMS } from './items';
import { EQUIPMENT_TYPES, LAST_EQUIPMENT_TYPE } from './progression';
import { UPGRADEABLE_ITEMS } from './upgradeables';
import { validateContent } from './validate';

const byType = (type: string) =>
  Object.entries(ITEMS)
    .filter(([, item]) => item.type === type)
    .map(([id]) => id);
const droppedBy = (itemId: string) =>
  AREAS.flatMap((area) =>
    area.mobs.filter((mob) => mob.loot.some((entry) => entry.itemId === itemId)),
  );
const content = () => ({
  areas: structuredClone(AREAS),
  items: structuredClone(ITEMS),
  itemTypes: structuredClone(ITEM_TYPES),
  categories: structuredClone(ITEM_CATEGORIES),
});

describe('runes, potions and the rune belt', () => {
  it('has 8+ runes and 3+ potions, each with a recipe and each dropped by a mob or crafted', () => {
    const runes = byType('rune');
    const potions = byType('potion');
    expect(runes.length).toBeGreaterThanOrEqual(8);
    expect(potions.length).toBeGreaterThanOrEqual(3);
    for (const id of runes) expect(RUNE_RECIPES[id], id).toBeDefined();
    for (const id of potions) expect(POTION_RECIPES[id], id).toBeDefined();
    for (const id of [...potions, 'leather_strap', 'rune_fire', 'rune_storm']) {
      expect(droppedBy(id).length, id).toBeGreaterThan(0);
    }
    expect(ITEMS.potion_of_wrath?.potion).toEqual({
      bonus: 'damage',
      percent: 10,
      actionsPerDose: 25,
    });
    expect(ITEMS.rune_fire?.runeStats).toEqual({ attack: 8 });
    expect(ITEMS.rune_wind?.description).toBe('+1% dodge while on your rune belt.');
  });

  it('lets a new player find leather in the first area', () => {
    expect(AREAS[0]?.mobs.some((mob) => droppedBy('leather_strap').includes(mob))).toBe(true);
  });

  it('prices rune belt slots at 1, 5, 25, 125 and 375 leather, from level 1 to 5', () => {
    const belt = UPGRADEABLE_ITEMS.rune_belt;
    expect(belt).toMatchObject({ maxLevel: 5, startLevel: 1 });
    expect(belt?.costs.map((cost) => cost[0]?.amount)).toEqual([1, 5, 25, 125, 375]);
  });

  it('has 12 equipment types, the higher ones needing trophies too', () => {
    expect(LAST_EQUIPMENT_TYPE).toBe(12);
    expect(Object.keys(EQUIPMENT_TYPES)).toHaveLength(12);
    expect(EQUIPMENT_TYPES['1']?.itemsRequired).toEqual([]);
    expect(EQUIPMENT_TYPES['6']?.itemsRequired).toEqual([{ id: 'troll_tooth', amount: 30 }]);
  });
});

describe('content validation', () => {
  it('names broken runes, potions, deconstruction and categories', () => {
    const broken = content();
    const rune = broken.items.rune_fire;
    const potion = broken.items.potion_of_wrath;
    const trophy = broken.items.rat_tail;
    if (!rune || !potion || !trophy) throw new Error('content missing');
    rune.runeStats = { attack: -1 };
    potion.useable = false;
    delete trophy.destroyValue;
    broken.items.gold = { ...broken.items.gold, runeStats: { health: 1 } } as typeof rune;
    broken.items.mystery = { ...rune, type: 'rune' };
    const trophyType = broken.itemTypes.trophy;
    if (trophyType) trophyType.destroyItemObtained = 'diamonds';
    let message = '';
    try {
      validateContent(broken);
    } catch (error) {
      message = String(error);
    }
    for (const problem of [
      'rune rune_fire raises attack by -1',
      'potion potion_of_wrath is not useable',
      'item rat_tail can be deconstructed but has no destroyValue',
      'item gold has runeStats but is no rune',
      'item type trophy gives unknown item diamonds',
      'item mystery is in no inventory category',
    ]) {
      expect(message).toContain(problem);
    }
  });

  it('names broken upgradeable items and equipment types', () => {
    const upgradeables = structuredClone(UPGRADEABLE_ITEMS);
    const belt = upgradeables.rune_belt;
    if (!belt) throw new Error('no belt');
    belt.costs = belt.costs.slice(0, 3);
    belt.costs[1] = [{ id: 'dragon_hide', amount: 5 }];
    const equipmentTypes = structuredClone(EQUIPMENT_TYPES);
    equipmentTypes['2'] = {
      weaponName: 'x',
      armorName: 'x *',
      componentsRequired: 0,
      itemsRequired: [{ id: 'unobtainium', amount: 1 }],
    };
    expect(() => validateContent({ ...content(), upgradeables, equipmentTypes })).toThrow(
      /lacks costs up to level 5[\s\S]*costs unknown item dragon_hide[\s\S]*equipment type 2 needs no components[\s\S]*requires unknown item unobtainium/,
    );
    expect(() => validateContent({ ...content(), upgradeables: {} })).toThrow(
      /the rune belt is not an upgradeable item/,
    );
  });
});
