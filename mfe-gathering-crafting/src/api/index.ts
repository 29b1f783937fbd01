/** The gathering and crafting remote's server data: query hooks on the shared cache, and the changes. */
export { saveRuneFlags, useCrafting } from './crafting';
export { equipRune, unequipRune, upgradeTool, upgradeUpgradeableItem } from './home-items';
export { buyGatheringUpgrade, buyGatheringUpgradeLevel, useGathering } from './gathering';
export { destroyItems, drinkPotions } from './inventory';
export {
  destroyJewel,
  equipJewel,
  listJewel,
  sendJewel,
  unequipJewel,
  unlistJewel,
} from './jewels';
