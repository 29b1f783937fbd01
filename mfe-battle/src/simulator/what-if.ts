/**
 * The player's "what if": their base attributes and equipped items as typed in the simulator,
 * turned into fight figures by game-rules exactly as the server turns the stored ones. The
 * equipment totals keep what runes, jewels and trinkets add (the server's totals less what the
 * equipped items give) and take the edited items' own.
 */
import type { AttributeName, FighterFigures } from '@idle/contracts';
import { type CombatantStats, equipmentBonuses, playerCombatStats } from '@idle/game-rules';

export const ATTRIBUTE_NAMES: readonly AttributeName[] = [
  'health',
  'attack',
  'defence',
  'accuracy',
  'dodge',
];

/** Attributes stored in hundredths of a percent and typed as a percent ("50.25"). */
export const PERCENT_ATTRIBUTES: ReadonlySet<AttributeName> = new Set(['accuracy', 'dodge']);

/** An item's figures as chosen: level (typed), type and rarity (picked by name). */
export interface ItemText {
  level: string;
  type: string;
  rarity: string;
}

export interface WhatIf {
  attributes: Record<AttributeName, string>;
  /** Equipped items by slot ("1" to "8"). */
  equipped: Record<string, ItemText>;
}

/** The player's own figures, as the simulator starts. */
export function initialWhatIf(fighter: FighterFigures): WhatIf {
  const attributes = Object.fromEntries(
    ATTRIBUTE_NAMES.map((name) => [name, attributeText(name, fighter.attributes[name])]),
  ) as Record<AttributeName, string>;
  const equipped: Record<string, ItemText> = {};
  for (const [slot, item] of Object.entries(fighter.equipped)) {
    equipped[slot] = {
      level: String(item.level),
      type: String(item.type),
      rarity: String(item.rarity),
    };
  }
  return { attributes, equipped };
}

function wholeNumber(text: string): number | null {
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** A stored attribute as the player types it: a percent for accuracy and dodge. */
function attributeText(name: AttributeName, value: number): string {
  return PERCENT_ATTRIBUTES.has(name) ? String(value / 100) : String(value);
}

/** A typed attribute as stored, or null: a percent has at most two decimals. */
function attributeValue(name: AttributeName, text: string): number | null {
  if (!PERCENT_ATTRIBUTES.has(name)) return wholeNumber(text.trim());
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The fight figures of the what-if, or null when a field is empty or out of range (an item's
 * level, type or rarity the game has no power for).
 */
export function whatIfStats(fighter: FighterFigures, whatIf: WhatIf): CombatantStats | null {
  const attributes = { ...fighter.attributes };
  for (const name of ATTRIBUTE_NAMES) {
    const value = attributeValue(name, whatIf.attributes[name]);
    if (value === null) return null;
    attributes[name] = value;
  }
  const edited: Record<string, { level: number; type: number; rarity: number }> = {};
  for (const [slot, item] of Object.entries(whatIf.equipped)) {
    const level = wholeNumber(item.level);
    const type = wholeNumber(item.type);
    const rarity = wholeNumber(item.rarity);
    if (level === null || type === null || rarity === null) return null;
    edited[slot] = { level, type, rarity };
  }
  try {
    const own = equipmentBonuses(fighter.equipped);
    const items = equipmentBonuses(edited);
    const totals = fighter.equipment;
    return playerCombatStats({
      ...fighter,
      attributes,
      equipment: {
        eqHealth: totals.eqHealth - own.eqHealth + items.eqHealth,
        eqAttack: totals.eqAttack - own.eqAttack + items.eqAttack,
        eqDefence: totals.eqDefence - own.eqDefence + items.eqDefence,
        eqAccuracy: totals.eqAccuracy - own.eqAccuracy + items.eqAccuracy,
        eqDodge: totals.eqDodge - own.eqDodge + items.eqDodge,
      },
    });
  } catch {
    // game-rules refuses a level, type or rarity it has no power for.
    return null;
  }
}
