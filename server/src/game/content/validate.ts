/**
 * Checks the game content at start-up, so a typo in a loot table or an item id stops the server
 * with a clear message instead of surfacing mid-game.
 */
import type { ItemDefinition } from '@idle/contracts';
import { z } from 'zod';
import { AREAS } from './areas';
import { BOSSES } from './bosses';
import { DUNGEONS } from './dungeons';
import { ITEM_CATEGORIES, ITEM_TYPES, ITEMS } from './items';
import { LEADERBOARDS } from './leaderboards';
import { EQUIPMENT_TYPES, MASTERIES, STARTER } from './progression';
import { RUNE_BELT, UPGRADEABLE_ITEMS, type UpgradeableItem } from './upgradeables';

const ATTRIBUTE_KEYS = ['health', 'attack', 'defence', 'accuracy', 'dodge'];
const POTION_BONUSES = ['exp', 'gold', 'damage', 'defence'];
const positiveInt = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

const Range = z
  .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
  .refine(([min, max]) => min <= max, 'min above max');
const Mob = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  level: z.number().int().positive(),
  powerLevel: z.number().int().positive(),
  health: z.number().int().positive(),
  attack: z.number().int().positive(),
  defence: z.number().int().nonnegative(),
  accuracy: z.number().int().nonnegative(),
  dodge: z.number().int().nonnegative(),
  gold: Range,
  exp: z.number().int().positive(),
  loot: z.array(z.object({ itemId: z.string(), amount: Range, frequency: z.number().positive() })),
});
const Area = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  type: z.union([z.literal(1), z.literal(2)]),
  mobs: z.array(Mob).min(3),
});

export interface Content {
  areas: unknown;
  items: typeof ITEMS;
  itemTypes: typeof ITEM_TYPES;
  categories: typeof ITEM_CATEGORIES;
  upgradeables?: Record<string, UpgradeableItem>;
  equipmentTypes?: typeof EQUIPMENT_TYPES;
}

/** Runes carry stats, potions their effect, and nothing else does either. */
function itemProblems(id: string, item: ItemDefinition): string[] {
  const problems: string[] = [];
  if (item.type === 'rune') {
    const stats = Object.entries(item.runeStats ?? {});
    if (stats.length === 0) problems.push(`rune ${id} has no runeStats`);
    for (const [stat, value] of stats) {
      if (!ATTRIBUTE_KEYS.includes(stat)) problems.push(`rune ${id} raises unknown stat ${stat}`);
      if (!positiveInt(value)) problems.push(`rune ${id} raises ${stat} by ${value}`);
    }
  } else if (item.runeStats) {
    problems.push(`item ${id} has runeStats but is no rune`);
  }
  if (item.type === 'potion') {
    const effect = item.potion;
    if (!item.useable) problems.push(`potion ${id} is not useable`);
    if (!effect) problems.push(`potion ${id} has no effect`);
    else {
      if (!POTION_BONUSES.includes(effect.bonus))
        problems.push(`potion ${id} has unknown bonus ${effect.bonus}`);
      if (!positiveInt(effect.percent)) problems.push(`potion ${id} has percent ${effect.percent}`);
      if (!positiveInt(effect.actionsPerDose))
        problems.push(`potion ${id} lasts ${effect.actionsPerDose} actions a dose`);
    }
  } else if (item.potion || item.useable) {
    problems.push(`item ${id} is useable or has a potion effect but is no potion`);
  }
  return problems;
}

/** Throws an Error listing every problem found; returns quietly when the content is sound. */
export function validateContent(
  content: Content = {
    areas: AREAS,
    items: ITEMS,
    itemTypes: ITEM_TYPES,
    categories: ITEM_CATEGORIES,
  },
): void {
  const problems: string[] = [];
  const parsed = z.array(Area).min(8).safeParse(content.areas);
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.map((issue) => `areas.${issue.path.join('.')}: ${issue.message}`),
    );
  } else {
    const seenAreas = new Set<number>();
    const seenMobs = new Set<number>();
    for (const area of parsed.data) {
      if (seenAreas.has(area.id)) problems.push(`area id ${area.id} is used twice`);
      seenAreas.add(area.id);
      for (const mob of area.mobs) {
        if (seenMobs.has(mob.id)) problems.push(`mob id ${mob.id} is used twice`);
        seenMobs.add(mob.id);
        for (const drop of mob.loot) {
          if (!(drop.itemId in content.items))
            problems.push(`${mob.name} drops unknown item ${drop.itemId}`);
        }
      }
    }
  }
  for (const [id, item] of Object.entries(content.items)) {
    const type = content.itemTypes[item.type];
    if (!type) problems.push(`item ${id} has unknown type ${item.type}`);
    problems.push(...itemProblems(id, item));
    if (type?.destroyable && !positiveInt(item.destroyValue))
      problems.push(`item ${id} can be deconstructed but has no destroyValue`);
  }
  for (const [id, type] of Object.entries(content.itemTypes)) {
    if (
      type.destroyable &&
      !(type.destroyItemObtained && type.destroyItemObtained in content.items)
    )
      problems.push(`item type ${id} gives unknown item ${String(type.destroyItemObtained)}`);
  }
  const listed = new Set<string>();
  for (const [category, ids] of Object.entries(content.categories)) {
    for (const id of ids) {
      if (!(id in content.items)) problems.push(`category ${category} lists unknown item ${id}`);
      listed.add(id);
    }
  }
  for (const id of Object.keys(content.items))
    if (!listed.has(id)) problems.push(`item ${id} is in no inventory category`);
  for (const id of Object.keys(STARTER.items))
    if (!(id in content.items)) problems.push(`starter item ${id} is unknown`);
  const upgradeables = content.upgradeables ?? UPGRADEABLE_ITEMS;
  if (!(RUNE_BELT in upgradeables)) problems.push('the rune belt is not an upgradeable item');
  for (const [id, upgradeable] of Object.entries(upgradeables)) {
    if (!positiveInt(upgradeable.maxLevel)) problems.push(`upgradeable ${id} has no maxLevel`);
    if (upgradeable.startLevel < 0 || upgradeable.startLevel > upgradeable.maxLevel)
      problems.push(`upgradeable ${id} starts outside 0 to ${upgradeable.maxLevel}`);
    if (upgradeable.costs.length < upgradeable.maxLevel)
      problems.push(`upgradeable ${id} lacks costs up to level ${upgradeable.maxLevel}`);
    upgradeable.costs.forEach((cost, level) => {
      if (cost.length === 0) problems.push(`upgradeable ${id} level ${level} costs nothing`);
      for (const part of cost) {
        if (!(part.id in content.items))
          problems.push(`upgradeable ${id} level ${level} costs unknown item ${part.id}`);
        if (!positiveInt(part.amount))
          problems.push(`upgradeable ${id} level ${level} costs ${part.amount} ${part.id}`);
      }
    });
  }
  const equipmentTypes = content.equipmentTypes ?? EQUIPMENT_TYPES;
  const typeIds = Object.keys(equipmentTypes);
  if (typeIds.length < 2) problems.push('at least two equipment types are needed');
  typeIds.forEach((key, index) => {
    const type = equipmentTypes[key];
    if (key !== String(index + 1)) problems.push(`equipment type ${key} is out of order`);
    if (!type) return;
    if (!positiveInt(type.componentsRequired))
      problems.push(`equipment type ${key} needs no components`);
    for (const part of type.itemsRequired) {
      if (!(part.id in content.items))
        problems.push(`equipment type ${key} requires unknown item ${part.id}`);
      if (!positiveInt(part.amount))
        problems.push(`equipment type ${key} requires ${part.amount} ${part.id}`);
    }
  });
  if (new Set(LEADERBOARDS.map((board) => board.id)).size !== LEADERBOARDS.length)
    problems.push('two leaderboards share an id');
  if (Object.keys(MASTERIES).length === 0) problems.push('no masteries defined');
  problems.push(...dungeonAndBossProblems(content.items));
  if (problems.length > 0) throw new Error(`Game content is invalid:\n- ${problems.join('\n- ')}`);
}

/** Keys, chests and boss loot name real items; ids are unique; numbers are sane. */
function dungeonAndBossProblems(items: Content['items']): string[] {
  const problems: string[] = [];
  const known = (where: string, id: string) => {
    if (!(id in items)) problems.push(`${where} names unknown item ${id}`);
  };
  if (new Set(DUNGEONS.map((dungeon) => dungeon.id)).size !== DUNGEONS.length)
    problems.push('two dungeons share an id');
  for (const dungeon of DUNGEONS) {
    known(`dungeon ${dungeon.name}'s key`, dungeon.key);
    if (items[dungeon.key]?.type !== 'key')
      problems.push(`dungeon ${dungeon.name}'s key is no key`);
    for (const entry of dungeon.chest) known(`dungeon ${dungeon.name}'s chest`, entry.itemId);
    if (dungeon.rooms.length < 2) problems.push(`dungeon ${dungeon.name} has fewer than 2 rooms`);
    if (!positiveInt(dungeon.progressChance) || dungeon.progressChance > 1000)
      problems.push(`dungeon ${dungeon.name} progress chance ${dungeon.progressChance}`);
  }
  if (new Set(BOSSES.map((boss) => boss.id)).size !== BOSSES.length)
    problems.push('two bosses share an id');
  for (const boss of BOSSES) {
    for (const entry of boss.loot) known(`boss ${boss.name}'s loot`, entry.itemId);
    if (!positiveInt(boss.tokens)) problems.push(`boss ${boss.name} gives no tokens`);
  }
  return problems;
}
