export {
  CRAFT_AMOUNT_MAX_LENGTH,
  INVALID_AMOUNT_TEXT,
  parseCraftAmount,
  UNABLE_TO_CRAFT_TEXT,
  UNABLE_TO_CREATE_TEXT,
} from './crafting';
export type { CraftAmountResult } from './crafting';
export { hasRequiredItems } from './items';
export type { ItemRequirement, OwnedItems } from './items';
export {
  GEM_LEVEL_REQUIREMENTS,
  GEM_FRAGMENT_COSTS,
  gemCreationFragmentCost,
  canCreateGem,
  canCraftJewel,
  JEWEL_STEP_POWER,
  jewelStepText,
  AUTO_DECONSTRUCT_FLOORS,
  AUTO_DECONSTRUCT_FLOOR_IDS,
  shouldAutoDeconstruct,
} from './jewelcrafting';
export type { JewelStepPower, AutoDeconstructFloor } from './jewelcrafting';
export {
  ALCHEMY_ESSENCE_BONUS_FROM_LEVEL,
  ALCHEMY_ESSENCE_CHANCE_MAX,
  alchemyEssenceChance,
  alchemyEssenceChanceDisplay,
  canBrew,
} from './alchemy';
export {
  runeAttemptChance,
  runeSuccessChance,
  CHANCE_CALCULATOR_LEVEL_MAX_LENGTH,
  validateChanceCalculatorLevel,
  canCraftRune,
  sortRunesForList,
} from './runecrafting';
export type { RuneChanceRange, ChanceCalculatorLevelResult, RuneListSortKey } from './runecrafting';
