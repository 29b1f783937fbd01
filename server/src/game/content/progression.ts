/**
 * The masteries, equipment types and what a new player starts with.
 */
import type { EquipmentTypeData } from '@idle/contracts';
import { ownTable } from './own-table';

export const MASTERIES: Record<number, { name: string; description: string }> = {
  1: { name: 'Might', description: '+1% damage per level.' },
  2: { name: 'Bulwark', description: '+1% defence per level.' },
  3: { name: 'Precision', description: '+1% accuracy per level.' },
  4: { name: 'Evasion', description: '+1% dodge per level.' },
  5: { name: 'Greed', description: '+1% gold from mobs per level.' },
};

/** Equipment types 1 to 12; the last one is fully upgraded. */
const TYPE_NAMES = [
  'Rusty',
  'Bronze',
  'Iron',
  'Steel',
  'Mithril',
  'Adamant',
  'Runic',
  'Dragonbone',
  'Celestial',
  'Abyssal',
  'Astral',
  'Primordial',
];
/**
 * Trophies a type upgrade also takes, by the type being left (index 0 is type 1): the first three
 * upgrades need components only, later ones the trophies of the areas where those components drop.
 */
const TYPE_ITEMS_REQUIRED: { id: string; amount: number }[][] = [
  [],
  [],
  [],
  [{ id: 'goblin_ear', amount: 20 }],
  [{ id: 'bandit_badge', amount: 25 }],
  [{ id: 'troll_tooth', amount: 30 }],
  [{ id: 'wyvern_scale', amount: 35 }],
  [{ id: 'lich_dust', amount: 40 }],
  [{ id: 'titan_shard', amount: 45 }],
  [{ id: 'titan_shard', amount: 100 }],
  [{ id: 'titan_shard', amount: 250 }],
  [],
];
export const EQUIPMENT_TYPES: Record<string, EquipmentTypeData> = ownTable(
  Object.fromEntries(
    TYPE_NAMES.map((name, index) => [
      String(index + 1),
      {
        weaponName: `${name} Sword`,
        armorName: `${name} *`,
        componentsRequired: Math.round(5 * 2.6 ** index),
        itemsRequired: TYPE_ITEMS_REQUIRED[index] ?? [],
      },
    ]),
  ),
);
/** The last equipment type: an item of this type is fully upgraded. */
export const LAST_EQUIPMENT_TYPE = TYPE_NAMES.length;

/** What every account starts with. */
export const STARTER = {
  maxAutos: 150,
  attributes: { health: 100, attack: 10, defence: 5, accuracy: 5000, dodge: 500 },
  items: { gold: 100 } as Record<string, number>,
  /** Slots 1 (weapon) and 3 to 8 (armor) at level 1, type 1, common. */
  equipmentSlots: [1, 3, 4, 5, 6, 7, 8],
  tools: { pickaxe: 1, hatchet: 1, hammer: 1 },
};
