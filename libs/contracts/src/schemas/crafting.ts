/** Requests of crafting: the tick bodies and the crafting screens' misc.php calls. */
import { z } from 'zod';
import { ItemId, formInt } from './common';

/** Largest count a crafting amount input takes (4 characters, spec 001 §5). */
export const CRAFT_AMOUNT_MAX = 9999;

/** `actions/runecrafting.php`: the rune to craft. */
export const RunecraftingTickRequest = z.object({ itemid: ItemId });

/** `actions/jewelcrafting.php`: the gem, stop after the jewel, the auto-deconstruct floor. */
export const JewelcraftingTickRequest = z.object({
  gemType: formInt('gemType', 1, 4),
  stopAfterCraft: formInt('stopAfterCraft', 0, 1).default(0),
  floor: formInt('floor', 0, 4).default(0),
});

/** `actions/creategem.php`: gems to create from fragments. */
export const CreateGemTickRequest = z.object({
  gemType: formInt('gemType', 1, 4),
  amount: formInt('amount', 1, CRAFT_AMOUNT_MAX),
});

/** `actions/alchemy.php`: the potion and how many to brew. */
export const AlchemyTickRequest = z.object({
  itemid: ItemId,
  amount: formInt('amount', 1, CRAFT_AMOUNT_MAX),
});

export const LoadCraftingQuery = z.object({ mod: z.literal('loadCrafting') });
export const RunecraftingFlagsRequest = z.object({
  mod: z.literal('runecraftingFlags'),
  stopAfterCraft: formInt('stopAfterCraft', 0, 1),
  stopAfterFail: formInt('stopAfterFail', 0, 1),
});
