export {
  HEROIC_SHARD_UPGRADE_OFFSET,
  HEROIC_SHARD_COST_STEP,
  HEROIC_BONUS_PERCENT_PER_UPGRADE,
  UPGRADE_STONE_ITEMS,
  BATTLING_UPGRADE_TYPES,
  heroicMaxPotionDoses,
  heroicShardUpgradeCap,
  heroicShardCost,
  heroicGoldResourceBonusPercent,
  upgradeStoneItem,
  upgradeStoneCost,
} from './heroic';
export type { BattlingUpgradeType } from './heroic';
