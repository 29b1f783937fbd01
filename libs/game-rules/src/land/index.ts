export {
  LAND_COST_ITEMS,
  PLOT_COST,
  LAND_LEVELS,
  LAND_MIN_LEVEL,
  LAND_MAX_LEVEL,
  LAND_BONUS_PER_LEVEL,
  assertLandLevel,
  landLevelName,
  landLevelBonuses,
  landLevelUpgradeCost,
} from './land';
export type {
  LandCostItem,
  LandCostLine,
  LandLevel,
  LandLevelName,
  LandLevelBonuses,
} from './land';
export {
  STANDARD_RAIDS,
  STANDARD_RAID_KEYS,
  SCOUTED_RAID_MIN_ID,
  RAID_STATES,
  NO_RAID_TEXT,
  RAID_STARTED_TEXT,
  canStartRaid,
  isScoutedRaid,
  raidState,
} from './raids';
export type { StandardRaidKey, RaidState, CurrentRaidTimer } from './raids';
export {
  PERSONNEL,
  PERSONNEL_KINDS,
  PERSONNEL_MAX_LEVEL,
  PERSONNEL_MAX_RARITY,
  PERSONNEL_BONUS_TIER_LEVELS,
  personnelBonusPercent,
  canUpgradePersonnelLevel,
  canUpgradePersonnelRarity,
} from './personnel';
export type { PersonnelKind } from './personnel';
export {
  PORTAL_BATTLES_PER_UPGRADE,
  PORTAL_DAILY_BATTLES_PER_LEVEL,
  PORTAL_BATTLE_CAP_PER_LEVEL,
  PORTAL_MAX_SAVED_PER_LEVEL,
  PORTAL_UPGRADE_TYPES,
  PORTAL_UPGRADE_TYPE_IDS,
  portalEffects,
  portalUpgradeCost,
} from './portals';
export type { PortalEffects, PortalUpgradeType } from './portals';
