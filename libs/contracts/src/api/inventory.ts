/**
 * The shell's own pages' calls on the player's things: equipment.php, items.php (spec 000
 * section 7) and what the answers carry.
 */
import type { ItemAmount } from './common';
import type { AttributeName, EquipmentSlot, Player, PotionBonus, Tools } from './game';

export type { AttributeName, PotionBonus };

/** The equipment totals of the player (runes and, later, trinkets add to them). */
export type EqStats = Pick<
  Player,
  'eqHealth' | 'eqAttack' | 'eqDefence' | 'eqAccuracy' | 'eqDodge'
>;

/** A rune on the rune belt: `id` is the belt entry, `runeid` the rune's item id. */
export interface RuneEntry {
  id: number;
  runeid: string;
}

export type ToolId = keyof Tools;

/** A crafted jewel (spec 001 section 3); the jewel pages come with the crafting domain. */
export interface Jewel {
  id: number;
  /** Jewel kind (content id). */
  type: number;
  /** 1 to 4: Sapphire, Ruby, Emerald, Diamond. */
  gemType: 1 | 2 | 3 | 4;
  rarity: number;
  stats: Record<AttributeName, number> & { total: number };
  equipped: boolean;
  /** Price while listed on the market, else null. */
  marketPrice: number | null;
  craftedBy: string;
  craftedByUserid: number;
}

/** `equipment.php mod=upgradeLevel`: the item after the upgrade and the gold left. */
export interface UpgradeLevelAnswer {
  eq: EquipmentSlot;
  gold: number;
}

/** `equipment.php mod=upgradeType`: the item at its next type and what it cost. */
export interface UpgradeTypeAnswer {
  eq: EquipmentSlot;
  itemsToRemove: ItemAmount[];
}

/** `items.php mod=upgradeUpgradeableItem`: the new level and what it cost. */
export interface UpgradeUpgradeableAnswer {
  id: string;
  level: number;
  itemsToRemove: ItemAmount[];
}

/** `items.php mod=equipRune`: the new belt entry and the equipment totals after it. */
export interface EquipRuneAnswer {
  rune: RuneEntry;
  eqStats: EqStats;
}

/** `items.php mod=unequipRune`. */
export interface UnequipRuneAnswer {
  eqStats: EqStats;
}

/** `items.php mod=upgradeTool`. */
export interface UpgradeToolAnswer {
  itemsToRemove: ItemAmount[];
  toolLevel: number;
}

/** `items.php mod=destroyItems` (the Deconstruct dialog). */
export interface DestroyItemsAnswer {
  itemsToAdd: ItemAmount[];
  itemsToRemove: ItemAmount[];
}

/** `items.php mod=useItem`: doses used and the potion's [percent, actions remaining] after. */
export interface UseItemAnswer {
  used: number;
  potionData: Record<string, [number, number]>;
}

/** `equipment.php mod=equipJewel`: equipment totals after, and the jewel of that gem swapped out. */
export interface EquipJewelAnswer {
  eqStats: EqStats;
  replaced: number | null;
}

/** `equipment.php mod=unequipJewel`: the equipment totals after. */
export interface UnequipJewelAnswer {
  eqStats: EqStats;
}
