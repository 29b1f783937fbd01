export {
  EQUIPMENT_SLOTS,
  EQUIPMENT_SLOT_IDS,
  EQUIPMENT_RARITY_MIN,
  EQUIPMENT_RARITY_MAX,
  WEAPON_COMPONENT_ITEM,
  ARMOR_COMPONENT_ITEM,
  WEAPON_COMPONENT_MULTIPLIER,
  EQUIPMENT_FULLY_UPGRADED_TEXT,
  EQUIPMENT_UPGRADED_TEXT,
  isWeaponSlot,
  slotStatLabel,
  equipmentTypeName,
  equipmentBasePower,
  typeModifierPercent,
  rarityBonusPercent,
  goldRushPercent,
  equipmentPower,
  nextEquipmentType,
  upgradeTypeComponentCost,
} from './equipment';
export type {
  EquipmentSlot,
  EquipmentKind,
  EquipmentStatLabel,
  EquipmentPowerInput,
  ComponentCost,
} from './equipment';
export {
  ATTRIBUTES,
  ATTRIBUTE_IDS,
  NO_SELECTION,
  attributeName,
  toggleSelection,
  effectiveEquipmentAttribute,
  clanTotemAttributeBonus,
} from './attributes';
export type { AttributeId, AttributeName } from './attributes';
