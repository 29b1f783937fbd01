/** equipment.php requests: equipment upgrades and jewels (spec 000 section 7). */
import { z } from 'zod';
import { FormId, PlayerName, formInt } from './common';

/** Equipment slots 1 to 8. */
const Slot = formInt('id', 1, 8);

export const UpgradeLevelRequest = z.object({ mod: z.literal('upgradeLevel'), id: Slot });
export const UpgradeTypeRequest = z.object({ mod: z.literal('upgradeType'), id: Slot });

export const EquipmentRequest = z.discriminatedUnion('mod', [
  UpgradeLevelRequest,
  UpgradeTypeRequest,
]);

export const DestroyJewelRequest = z.object({ mod: z.literal('destroyJewel'), id: FormId });
export const SendJewelRequest = z.object({
  mod: z.literal('sendJewel'),
  username: PlayerName,
  jid: FormId,
});
/** `equipment.php mod=equipJewel`: equip one of the player's jewels (one per gem type). */
export const EquipJewelRequest = z.object({ mod: z.literal('equipJewel'), id: FormId });
/** `equipment.php mod=unequipJewel`. */
export const UnequipJewelRequest = z.object({ mod: z.literal('unequipJewel'), id: FormId });
