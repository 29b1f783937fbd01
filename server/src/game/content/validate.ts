/**
 * Checks the game content at start-up, so a typo in a loot table or an item id stops the server
 * with a clear message instead of surfacing mid-game.
 */
import { z } from 'zod';
import { AREAS } from './areas';
import { ITEM_CATEGORIES, ITEM_TYPES, ITEMS } from './items';
import { EQUIPMENT_TYPES, MASTERIES, STARTER } from './progression';

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
    if (!(item.type in content.itemTypes))
      problems.push(`item ${id} has unknown type ${item.type}`);
  }
  for (const [category, ids] of Object.entries(content.categories)) {
    for (const id of ids)
      if (!(id in content.items)) problems.push(`category ${category} lists unknown item ${id}`);
  }
  for (const id of Object.keys(STARTER.items))
    if (!(id in content.items)) problems.push(`starter item ${id} is unknown`);
  if (Object.keys(EQUIPMENT_TYPES).length < 2)
    problems.push('at least two equipment types are needed');
  if (Object.keys(MASTERIES).length === 0) problems.push('no masteries defined');
  if (problems.length > 0) throw new Error(`Game content is invalid:\n- ${problems.join('\n- ')}`);
}
