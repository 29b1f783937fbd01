/**
 * Equipment: the eight slots, the power formula, and what a type upgrade costs.
 * Spec 000, sections 3, 4 and 9.
 */
import { RuleInputError, assertInteger, assertIntegerInRange, assertSafeResult } from '../guards';
import { floorExact } from '../numeric';

/**
 * The eight equipment slots. The spec names only the armor slots; the two weapon slots are
 * ours. Weapons show their value as Power, armor as Armor.
 */
export const EQUIPMENT_SLOTS = {
  1: { name: 'Main Hand', kind: 'weapon', statLabel: 'Power' },
  2: { name: 'Off Hand', kind: 'weapon', statLabel: 'Power' },
  3: { name: 'Helm', kind: 'armor', statLabel: 'Armor' },
  4: { name: 'Armor', kind: 'armor', statLabel: 'Armor' },
  5: { name: 'Sleeves', kind: 'armor', statLabel: 'Armor' },
  6: { name: 'Gloves', kind: 'armor', statLabel: 'Armor' },
  7: { name: 'Legs', kind: 'armor', statLabel: 'Armor' },
  8: { name: 'Boots', kind: 'armor', statLabel: 'Armor' },
} as const;
export type EquipmentSlot = keyof typeof EQUIPMENT_SLOTS;
export type EquipmentKind = (typeof EQUIPMENT_SLOTS)[EquipmentSlot]['kind'];
export type EquipmentStatLabel = (typeof EQUIPMENT_SLOTS)[EquipmentSlot]['statLabel'];
export const EQUIPMENT_SLOT_IDS: readonly EquipmentSlot[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Rarities run from 1 (common) to 7; each step above 1 adds to power and Gold Rush. */
export const EQUIPMENT_RARITY_MIN = 1;
export const EQUIPMENT_RARITY_MAX = 7;

/** Item ids paid for a type upgrade, by slot kind. */
export const WEAPON_COMPONENT_ITEM = 'weapon_component';
export const ARMOR_COMPONENT_ITEM = 'armor_component';
/** Weapons pay three times the components listed in the type data. */
export const WEAPON_COMPONENT_MULTIPLIER = 3;

/** Shown when an item has no next type. Spec 000, sections 4 and 8. */
export const EQUIPMENT_FULLY_UPGRADED_TEXT = 'This item is fully upgraded.';
/** Shown after a successful level or type upgrade. Spec 000, section 8. */
export const EQUIPMENT_UPGRADED_TEXT = 'You have upgraded your item.';

function assertSlot(slot: number): EquipmentSlot {
  return assertIntegerInRange('equipment slot', slot, 1, 8) as EquipmentSlot;
}

function assertRarity(rarity: number): number {
  return assertIntegerInRange('rarity', rarity, EQUIPMENT_RARITY_MIN, EQUIPMENT_RARITY_MAX);
}

function assertFiniteResult(name: string, value: number): number {
  if (!Number.isFinite(value)) {
    throw new RuleInputError(`${name} is too large to compute (${value})`);
  }
  return value;
}

/** Whether a slot (1 to 8) holds a weapon: slots 1 and 2. Spec 000, section 3. */
export function isWeaponSlot(slot: number): boolean {
  return EQUIPMENT_SLOTS[assertSlot(slot)].kind === 'weapon';
}

/** The label of a slot's value: 'Power' for weapons, 'Armor' for armor. Spec 000, section 3. */
export function slotStatLabel(slot: number): EquipmentStatLabel {
  return EQUIPMENT_SLOTS[assertSlot(slot)].statLabel;
}

/**
 * The display name of an equipment type for one slot: every `*` in the type data's name is
 * replaced by the slot name ("Iron *" for the Helm slot reads "Iron Helm"). A name without a
 * placeholder is already complete and comes back unchanged. Spec 000, section 3.
 */
export function equipmentTypeName(template: string, slotName: string): string {
  if (typeof template !== 'string' || template.trim() === '') {
    throw new RuleInputError('equipment type name must be a non-empty text');
  }
  if (typeof slotName !== 'string' || slotName.trim() === '') {
    throw new RuleInputError('slot name must be a non-empty text');
  }
  // split/join rather than replaceAll: a `$` in the slot name must stay literal.
  return template.split('*').join(slotName);
}

/**
 * Base power of an item at `level` (an integer from 1), before type and rarity:
 * level + floor(3 * level * 1.02483^(level - 1)) up to level 85, then
 * level + 2000 + (level - 85) * (75 + (level - 85) / 2.9) above 85. The spec leaves the second
 * range unrounded; we floor it so power stays a whole number (2086 at 85, 2161 at 86).
 * Spec 000, section 9.
 */
export function equipmentBasePower(level: number): number {
  assertInteger('equipment level', level, 1);
  if (level <= 85) return level + floorExact(3 * level * 1.02483 ** (level - 1));
  const above = level - 85;
  return assertSafeResult('equipment power', floorExact(level + 2000 + above * (75 + above / 2.9)));
}

/**
 * Power bonus of an equipment type, in percent: 100 * 1.03^(type - 1) - 100, so type 1 adds
 * nothing and each later type compounds 3%. Type is an integer from 1. Spec 000, section 9.
 */
export function typeModifierPercent(type: number): number {
  assertInteger('equipment type', type, 1);
  return assertFiniteResult('type modifier', 100 * 1.03 ** (type - 1) - 100);
}

/** Power bonus of a rarity (1 to 7), in percent: 3 per step above 1. Spec 000, section 9. */
export function rarityBonusPercent(rarity: number): number {
  return 3 * (assertRarity(rarity) - 1);
}

/** Base Gold Rush of a rarity (1 to 7), in percent: 3.5 per step above 1. Spec 000, section 9. */
export function goldRushPercent(rarity: number): number {
  return 3.5 * (assertRarity(rarity) - 1);
}

/**
 * Base Gold Rush of a set of equipped items, in percent: each item adds {@link goldRushPercent}
 * of its rarity. Fights add it to the gold a mob gives, like the other gold percents (ours: the
 * spec names the figure, not how it applies). Spec 000, section 9.
 */
export function equipmentGoldRushPercent(items: readonly { readonly rarity: number }[]): number {
  return items.reduce((total, item) => total + goldRushPercent(item.rarity), 0);
}

/**
 * Chance, in percent, that one fight raises the rarity of one equipped item below the top
 * rarity by a step (1 in 2,000 fights). Ours: the spec has the message (`eqRarityUpgrade`),
 * not the chance.
 */
export const EQUIPMENT_RARITY_UPGRADE_PERCENT = 0.05;

/** The log line of an item's rarity rising: "Your Iron Helm is now Uncommon!" (ours). */
export function equipmentRarityUpgradeText(itemName: string, rarityName: string): string {
  return `Your ${itemName} is now ${rarityName}!`;
}

/** What decides an item's power. */
export interface EquipmentPowerInput {
  readonly level: number;
  readonly type: number;
  readonly rarity: number;
}

/**
 * The Power or Armor value of an item: floor(basePower * (1 + (typeModifier + rarityBonus) / 100)).
 * The spec lists the two bonuses without saying how they combine; we add the two percents
 * (rather than multiply the factors). Spec 000, section 9.
 */
export function equipmentPower({ level, type, rarity }: EquipmentPowerInput): number {
  const base = equipmentBasePower(level);
  const percent = typeModifierPercent(type) + rarityBonusPercent(rarity);
  return assertSafeResult('equipment power', floorExact(base * (1 + percent / 100)));
}

/**
 * The next type of an item, or null when `type` is the last of `typeCount` types (the item is
 * fully upgraded). Spec 000, section 4.
 */
export function nextEquipmentType(type: number, typeCount: number): number | null {
  assertInteger('equipment type count', typeCount, 1);
  assertIntegerInRange('equipment type', type, 1, typeCount);
  return type < typeCount ? type + 1 : null;
}

/** A component payment: which item and how many. */
export interface ComponentCost {
  readonly itemId: typeof WEAPON_COMPONENT_ITEM | typeof ARMOR_COMPONENT_ITEM;
  readonly amount: number;
}

/**
 * Components paid to move the item in `slot` to its next type: weapons pay three times
 * `componentsRequired` in weapon components, armor pays `componentsRequired` armor components.
 * Spec 000, section 9.
 */
export function upgradeTypeComponentCost(slot: number, componentsRequired: number): ComponentCost {
  const weapon = isWeaponSlot(slot);
  assertInteger('components required', componentsRequired);
  return weapon
    ? {
        itemId: WEAPON_COMPONENT_ITEM,
        amount: assertSafeResult(
          'component cost',
          WEAPON_COMPONENT_MULTIPLIER * componentsRequired,
        ),
      }
    : { itemId: ARMOR_COMPONENT_ITEM, amount: componentsRequired };
}
