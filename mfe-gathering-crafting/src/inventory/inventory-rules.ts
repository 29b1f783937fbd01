/**
 * What the inventory page reads from the game data: the owned items of each category, the
 * potions a player can use, and the Deconstruct dialog's rows, amounts and yield.
 * Spec 000 sections 2, 3 and 5; spec 002 section 7 (useItem).
 */
import type { ItemAmount, ItemCounts, ItemDefinition } from '@idle/contracts';
import {
  deconstructMax,
  formatNumber,
  parseDeconstructAmount,
  parseMarketQuantity,
} from '@idle/game-rules';
import type { GameData } from '@idle/state';

/** The inventory with no item at all. Ours: the spec gives no text. */
export const EMPTY_INVENTORY_TEXT = 'You do not have any items.';
/** Confirm of the Deconstruct dialog waits for at least one amount. Ours. */
export const NOTHING_CHOSEN_TEXT = 'Enter an amount for at least one item.';
/**
 * The use amount box takes at most 5 digits: the server's useItem amount stops at 99,999 (the
 * same bound as the deconstruct box, DECONSTRUCT_INPUT_MAX_LENGTH).
 */
export const USE_AMOUNT_MAX_LENGTH = 5;

export interface OwnedItem {
  id: string;
  item: ItemDefinition;
  count: number;
}

export interface InventoryCategory {
  name: string;
  items: OwnedItem[];
}

function owned(data: GameData, items: ItemCounts, id: string): OwnedItem | null {
  const item = Object.hasOwn(data.itemData, id) ? data.itemData[id] : undefined;
  const count = Object.hasOwn(items, id) ? (items[id] ?? 0) : 0;
  if (!item || !(count > 0)) return null;
  return { id, item, count };
}

/** Each category of `itemIds` in order with the items owned (count above 0); empty ones left out. */
export function inventoryCategories(data: GameData, items: ItemCounts): InventoryCategory[] {
  return Object.entries(data.itemIds)
    .map(([name, ids]) => ({
      name,
      items: ids.flatMap((id) => {
        const entry = owned(data, items, id);
        return entry ? [entry] : [];
      }),
    }))
    .filter((category) => category.items.length > 0);
}

/** Whether an item is a potion the player can drink from the inventory. */
export function isUsablePotion(item: ItemDefinition): boolean {
  return item.useable && item.potion !== undefined;
}

export type AmountResult = { ok: true; value: number } | { ok: false; error: string };

/** Reads the use amount box: digits only, at most 5 of them, from 1 up to the owned count. */
export function parseUseAmount(input: string, ownedCount: number): AmountResult {
  const parsed = parseMarketQuantity(input, { maxLength: USE_AMOUNT_MAX_LENGTH });
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.value > ownedCount)
    return { ok: false, error: `You only have ${formatNumber(ownedCount)}.` };
  return { ok: true, value: parsed.value };
}

/** Item type ids whose items can be deconstructed, in the order of `itemTypes`. */
export function destroyableTypes(data: GameData): string[] {
  return Object.entries(data.itemTypes)
    .filter(([, type]) => type.destroyable)
    .map(([id]) => id);
}

/**
 * The owned items of one destroyable item type, in inventory order (categories of `itemIds`),
 * then any other owned item of that type.
 */
export function deconstructibleItems(data: GameData, items: ItemCounts, type: string): OwnedItem[] {
  if (!Object.hasOwn(data.itemTypes, type) || data.itemTypes[type]?.destroyable !== true) return [];
  const order = [
    ...new Set([...Object.values(data.itemIds).flat(), ...Object.keys(data.itemData)]),
  ];
  return order.flatMap((id) => {
    const entry = owned(data, items, id);
    return entry?.item.type === type ? [entry] : [];
  });
}

/** What the Max button fills in for an item. */
export function deconstructMaxText(count: number): string {
  return String(deconstructMax(count));
}

export interface DeconstructCheck {
  /** What Confirm sends: one entry per item with a valid amount. */
  data: ItemAmount[];
  /** Amount of the type's destroyItemObtained the valid amounts give back. */
  gives: number;
  /** The refusal text of each item whose box is filled in but invalid. */
  errors: Record<string, string>;
  /** Why Confirm is disabled, or null when it may be pressed. */
  reason: string | null;
}

/** What the amounts typed in the dialog ask for, and whether they can be sent. */
export function checkDeconstruct(
  rows: readonly OwnedItem[],
  inputs: Readonly<Record<string, string>>,
): DeconstructCheck {
  const data: ItemAmount[] = [];
  const errors: Record<string, string> = {};
  let gives = 0;
  let reason: string | null = null;
  for (const row of rows) {
    const input = inputs[row.id] ?? '';
    if (input === '') continue;
    const parsed = parseDeconstructAmount(input, row.count);
    if (!parsed.ok) {
      errors[row.id] = parsed.error;
      reason ??= `${row.item.name}: ${parsed.error}`;
      continue;
    }
    data.push({ id: row.id, amount: parsed.value });
    gives += (row.item.destroyValue ?? 0) * parsed.value;
  }
  if (reason === null && data.length === 0) reason = NOTHING_CHOSEN_TEXT;
  return { data, gives, errors, reason };
}
