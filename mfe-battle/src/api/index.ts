/** The battle remote's server data: query hooks on the shared cache, and the changes. */
export { enterArea, useSpecialBattlesRemaining } from './areas';
export { enterDungeon, leaveDungeon, setDungeonStopAfter, useDungeons } from './dungeons';
export { buyBattlingUpgrade, drinkHeroicPotion, spendHeroicShards, useHeroic } from './heroic';
export { type DungeonFigures, useDungeonFigures } from './dungeon-figures';
export { useFightFigures } from './simulator';
export {
  applyBoundLoadout,
  bindLoadout,
  deleteLoadout,
  equipLoadout,
  saveLoadout,
  useLoadouts,
} from './loadouts';
export { upgradeEquipmentLevel, upgradeEquipmentType } from './equipment';
export { changeActiveAttribute, changeActiveMastery } from './training';
