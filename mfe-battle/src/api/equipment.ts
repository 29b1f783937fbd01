/** The equipment's upgrades (`equipment.php`): level for gold, type for components and items. */
import { api } from '@idle/api-client';
import { ENDPOINTS, type Equipment } from '@idle/contracts';
import type { EquipmentSlot } from '@idle/game-rules';
import { $equipment, $items, applyItemChanges } from '@idle/state';
import { batch } from 'nanostores';

function slotKey(slot: EquipmentSlot): keyof Equipment {
  return String(slot) as keyof Equipment;
}

/** Raises the item's level in `slot`; the item and the gold left come back. */
export async function upgradeEquipmentLevel(slot: EquipmentSlot) {
  const answer = await api.call(ENDPOINTS.equipment.upgradeLevel, { id: slot });
  batch(() => {
    $equipment.setKey(slotKey(slot), answer.eq);
    $items.setKey('gold', answer.gold);
  });
  return answer;
}

/** Turns the item in `slot` into the next type; the item and what it took come back. */
export async function upgradeEquipmentType(slot: EquipmentSlot) {
  const answer = await api.call(ENDPOINTS.equipment.upgradeType, { id: slot });
  batch(() => {
    $equipment.setKey(slotKey(slot), answer.eq);
    applyItemChanges([], answer.itemsToRemove);
  });
  return answer;
}
