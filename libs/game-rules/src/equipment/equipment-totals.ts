/**
 * The equipment totals a player shows and fights with (eqAttack, eqDefence, eqHealth, eqAccuracy,
 * eqDodge), and the gold an item's next level costs. Ours: the spec gives equipment power
 * (equipment.ts) but not how it becomes the totals.
 */
import type { EquipmentTotals, FightAttributes } from '../fight/fighter';
import { assertInteger } from '../guards';
import { equipmentPower, isWeaponSlot } from './equipment';

/** Gold to raise an item's level by one: round(25 * level^1.6), level a whole number from 1. */
export function equipmentLevelUpgradeCost(level: number): number {
  assertInteger('equipment level', level, 1);
  return Math.round(25 * level ** 1.6);
}

/** An equipped item by slot ("1" to "8"). */
export type EquippedItems = Readonly<
  Partial<Record<string, { level: number; type: number; rarity: number }>>
>;

/** Equipment totals of the items alone: weapons give attack, armor defence and twice as much health. */
export function equipmentBonuses(equipment: EquippedItems): EquipmentTotals {
  let weapons = 0;
  let armor = 0;
  for (const [slot, item] of Object.entries(equipment)) {
    if (!item) continue;
    const power = equipmentPower({ level: item.level, type: item.type, rarity: item.rarity });
    if (isWeaponSlot(Number(slot))) weapons += power;
    else armor += power;
  }
  return { eqAttack: weapons, eqDefence: armor, eqHealth: 2 * armor, eqAccuracy: 0, eqDodge: 0 };
}

/** Some of the five attributes (a rune's or a jewel's stats). */
export type AttributeStats = Readonly<Partial<FightAttributes>>;

/**
 * The equipment totals a player fights with: the items' ({@link equipmentBonuses}), plus the
 * stats of the runes on the rune belt and of the equipped jewels, plus the active trinkets'
 * Attributes added to each of the five.
 */
export function equipmentTotals(
  equipment: EquippedItems,
  runes: readonly AttributeStats[],
  jewels: readonly AttributeStats[],
  trinketAttributes = 0,
): EquipmentTotals {
  const totals = equipmentBonuses(equipment);
  const add = (stats: AttributeStats) => {
    totals.eqHealth += stats.health ?? 0;
    totals.eqAttack += stats.attack ?? 0;
    totals.eqDefence += stats.defence ?? 0;
    totals.eqAccuracy += stats.accuracy ?? 0;
    totals.eqDodge += stats.dodge ?? 0;
  };
  for (const rune of runes) add(rune);
  for (const jewel of jewels) add(jewel);
  add({
    health: trinketAttributes,
    attack: trinketAttributes,
    defence: trinketAttributes,
    accuracy: trinketAttributes,
    dodge: trinketAttributes,
  });
  return totals;
}
