/** items.php requests: items, runes and tools (spec 000 section 7; useItem from spec 002). */
import { z } from 'zod';
import { FormId, ItemId, formInt, jsonField, jsonInt } from './common';

export const UpgradeUpgradeableRequest = z.object({
  mod: z.literal('upgradeUpgradeableItem'),
  id: ItemId,
  /** The level the player saw: a second click on a stale page upgrades nothing twice. */
  level: formInt('level', 0, 1_000_000),
});
/** `id` is the rune's item id. */
export const EquipRuneRequest = z.object({ mod: z.literal('equipRune'), id: ItemId });
/** `id` is the belt entry. */
export const UnequipRuneRequest = z.object({ mod: z.literal('unequipRune'), id: FormId });
export const UpgradeToolRequest = z.object({
  mod: z.literal('upgradeTool'),
  id: z.enum(['pickaxe', 'hatchet', 'hammer'], {
    error: 'Choose a pickaxe, a hatchet or a hammer.',
  }),
});
/** Deconstruct amounts are typed in 5-character fields: at most 99,999 of an item at once. */
export const DestroyItemsRequest = z.object({
  mod: z.literal('destroyItems'),
  type: ItemId,
  data: jsonField(
    'data',
    z
      .array(z.object({ id: ItemId, amount: jsonInt('amount', 1, 99_999) }))
      .min(1, 'Choose at least one item to deconstruct.')
      .max(500, 'Too many items at once.'),
  ),
});
export const UseItemRequest = z.object({
  mod: z.literal('useItem'),
  id: ItemId,
  amount: formInt('amount', 1, 99_999),
});
