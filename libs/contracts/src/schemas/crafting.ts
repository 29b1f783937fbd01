/** Requests of the gathering and crafting domain: tick bodies, misc.php and jewel calls. */
import { z } from 'zod';
import { FormId, ItemId, PlayerName, decimalFormValue, formInt } from './common';

/** Largest count a crafting amount input takes (4 characters, spec 001 §5). */
export const CRAFT_AMOUNT_MAX = 9999;

/** `actions/mining.php` (woodcutting, quarrying): `event` joins a running gathering event. */
export const GatheringTickRequest = z.object({ event: FormId.optional() });

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

export const LoadGatheringQuery = z.object({ mod: z.literal('loadGathering') });
export const LoadCraftingQuery = z.object({ mod: z.literal('loadCrafting') });
export const UpgradeGatheringLevelRequest = z.object({
  mod: z.literal('upgradeGatheringUpgradeLevel'),
  c: z.preprocess(
    decimalFormValue,
    z
      .number({ error: 'Choose an upgrade.' })
      .refine((c) => [1, 11, 12, 13].includes(c), 'That upgrade does not exist.'),
  ),
});
export const UpgradeGatheringUpgradeRequest = z.object({
  mod: z.literal('upgradeGatheringUpgrade'),
  id: formInt('id', 1, 5),
});
export const RunecraftingFlagsRequest = z.object({
  mod: z.literal('runecraftingFlags'),
  stopAfterCraft: formInt('stopAfterCraft', 0, 1),
  stopAfterFail: formInt('stopAfterFail', 0, 1),
});

export const DestroyJewelRequest = z.object({ mod: z.literal('destroyJewel'), id: FormId });
export const SellJewelMarketRequest = z.object({
  mod: z.literal('sellJewelMarket'),
  id: FormId,
  cost: formInt('cost', 1, 999_999_999_999),
});
export const RemoveJewelMarketRequest = z.object({
  mod: z.literal('removeJewelMarket'),
  id: FormId,
});
export const SendJewelRequest = z.object({
  mod: z.literal('sendJewel'),
  username: PlayerName,
  jid: FormId,
});
/** `equipment.php mod=buyJewelMarket`: buy a jewel listed on the jewel market. */
export const BuyJewelMarketRequest = z.object({ mod: z.literal('buyJewelMarket'), id: FormId });
/** `equipment.php mod=equipJewel`: equip one of the player's jewels (one per gem type). */
export const EquipJewelRequest = z.object({ mod: z.literal('equipJewel'), id: FormId });
/** `equipment.php mod=unequipJewel`. */
export const UnequipJewelRequest = z.object({ mod: z.literal('unequipJewel'), id: FormId });
