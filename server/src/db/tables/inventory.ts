/**
 * What a player holds: items, equipment, tools, upgradeable items, the rune belt, active potions,
 * jewels and jewel slots.
 */
import type { Generated } from 'kysely';

export interface ItemsTable {
  user_id: number;
  item_id: string;
  amount: number;
}

export interface EquipmentTable {
  user_id: number;
  slot: number;
  level: number;
  type: number;
  rarity: number;
}

export interface ToolsTable {
  user_id: number;
  tool: string;
  level: number;
}

/** Upgradeable item levels; a missing row is the item's start level (migration 0002). */
export interface UpgradeableItemsTable {
  user_id: number;
  item_id: string;
  level: number;
}

/** Runes on a player's rune belt, one row per belt entry (migration 0002). */
export interface RuneBeltTable {
  id: Generated<number>;
  user_id: number;
  rune_id: string;
}

/** Active potions: the bonus percent and the actions left (migration 0002). */
export interface PotionsTable {
  user_id: number;
  potion_id: string;
  percent: number;
  remaining: number;
}

/** Crafted jewels (migration 0002; crafting them comes with the crafting domain). */
export interface JewelsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  gem_type: number;
  rarity: number;
  health: number;
  attack: number;
  defence: number;
  accuracy: number;
  dodge: number;
  equipped: Generated<number>;
  market_price: number | null;
  crafted_by_user_id: number;
  crafted_by_name: string;
  created_at: number;
}

/** Jewel slots of a gem type a player owns; no row means the starting count. */
export interface JewelSlotsTable {
  user_id: number;
  gem_type: number;
  slots: number;
}

export interface InventoryTables {
  items: ItemsTable;
  equipment: EquipmentTable;
  tools: ToolsTable;
  upgradeable_items: UpgradeableItemsTable;
  rune_belt: RuneBeltTable;
  potions: PotionsTable;
  jewels: JewelsTable;
  jewel_slots: JewelSlotsTable;
}
