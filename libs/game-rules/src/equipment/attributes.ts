/**
 * Attributes: the active-attribute choice, and how equipment and clan totems add to an
 * attribute. Spec 000, sections 3, 4 and 9.
 */
import { assertAtLeast, assertInteger, assertIntegerInRange } from '../guards';

/**
 * Ids of the active attribute (the one battles train). 0 means none is chosen; the names
 * match the player's fields health, attack, defence, accuracy and dodge.
 */
export const ATTRIBUTES = {
  0: 'None',
  1: 'Health',
  2: 'Attack',
  3: 'Defence',
  4: 'Accuracy',
  5: 'Dodge',
} as const;
export type AttributeId = keyof typeof ATTRIBUTES;
export type AttributeName = (typeof ATTRIBUTES)[AttributeId];
export const ATTRIBUTE_IDS: readonly AttributeId[] = [0, 1, 2, 3, 4, 5];
/** The id that means "no active attribute" (and, for masteries, "no active mastery"). */
export const NO_SELECTION = 0;

/** The display name of an active-attribute id (0 to 5). Spec 000, section 3. */
export function attributeName(id: number): AttributeName {
  return ATTRIBUTES[assertIntegerInRange('attribute id', id, 0, 5) as AttributeId];
}

/**
 * The new active id after the player chooses `chosen` while `current` is active: choosing the
 * active one again toggles it off (0), anything else becomes active. Works for attribute and
 * mastery ids alike (whole numbers from 0). The client applies it only once the server has
 * answered true. Spec 000, section 4.
 */
export function toggleSelection(current: number, chosen: number): number {
  assertInteger('current selection', current);
  assertInteger('chosen selection', chosen);
  return chosen === current ? NO_SELECTION : chosen;
}

/**
 * The value an item's attribute bonus counts for: the greater of the equipment value itself
 * and attribute * (equipmentValue / 2000), so equipment scales with a high base attribute.
 * Both inputs are finite and at least 0; the result is not rounded. Spec 000, section 9.
 */
export function effectiveEquipmentAttribute(attribute: number, equipmentValue: number): number {
  assertAtLeast('attribute', attribute);
  assertAtLeast('equipment value', equipmentValue);
  return Math.max(equipmentValue, (attribute * equipmentValue) / 2000);
}

/**
 * What a clan totem adds to an attribute: `totemPercent` percent of the base attribute (both
 * finite and at least 0; not rounded). Spec 000, section 9.
 */
export function clanTotemAttributeBonus(baseAttribute: number, totemPercent: number): number {
  assertAtLeast('base attribute', baseAttribute);
  assertAtLeast('totem percent', totemPercent);
  return (baseAttribute * totemPercent) / 100;
}
