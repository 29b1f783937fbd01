/** This remote's requests: what its screens read (hooks on the shared cache) and change. */
export { buyPlot, upgradePlot, useLand, type WithPlot } from './land';
export {
  cancelRaid,
  claimRaidRewards,
  raidReturned,
  showRaidInPanel,
  startRaid,
  useRaids,
} from './raids';
export { type PersonnelUpgrade, upgradePersonnel, usePersonnel } from './personnel';
export { upgradePortal, usePortals } from './portals';
export { upgradeArtisanShrine, useLabyrinth } from './labyrinth';
export {
  convertTrinketToCelestial,
  type CraftChoice,
  craftTrinket,
  destroyTrinket,
  increaseCelestialSlots,
  rerollTrinket,
  toggleTrinketEquipped,
  upgradeTrinket,
  useTrinkets,
} from './trinkets';
export {
  type LandFigures,
  type TrinketFigures,
  useLandFigures,
  useTrinketFigures,
} from './calculator-figures';
export { openLabyrinthChest } from './labyrinth-chest';
