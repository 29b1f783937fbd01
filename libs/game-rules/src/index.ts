/**
 * @idle/game-rules: every formula and constant of the specification, shared by the game server
 * (authoritative) and the client (display and client-side checks). See README.md for the list,
 * each name with the spec section it comes from.
 */
export { RuleInputError } from './guards';
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
  equipmentGoldRushPercent,
  EQUIPMENT_RARITY_UPGRADE_PERCENT,
  equipmentRarityUpgradeText,
  equipmentPower,
  nextEquipmentType,
  upgradeTypeComponentCost,
} from './equipment/equipment';
export type {
  EquipmentSlot,
  EquipmentKind,
  EquipmentStatLabel,
  EquipmentPowerInput,
  ComponentCost,
} from './equipment/equipment';
export {
  equipmentLevelUpgradeCost,
  equipmentBonuses,
  equipmentTotals,
} from './equipment/equipment-totals';
export type { EquippedItems, AttributeStats } from './equipment/equipment-totals';
export {
  ATTRIBUTES,
  ATTRIBUTE_IDS,
  NO_SELECTION,
  attributeName,
  toggleSelection,
  effectiveEquipmentAttribute,
  clanTotemAttributeBonus,
} from './equipment/attributes';
export type { AttributeId, AttributeName } from './equipment/attributes';
export {
  DODGE_SOFT_CAP,
  DODGE_HARD_CAP,
  AREA_14_ID,
  AREA_14_DEFAULT_POWER,
  AREA_14_LOOT_BASE,
  TIMER_BAR_COLOURS,
  LOW_AUTOS_THRESHOLD,
  BATTLE_OUTCOME_TEXT,
  BOSS_CHARGE_TEXT,
  hitChance,
  effectiveDodgePercent,
  fightChances,
  BATTLE_MASTERY_EFFECTS,
  battleMasteryPercents,
  area14Modifier,
  area14LootFactor,
  area14LootScale,
  area14Opponent,
  perHour,
  timerBarColour,
  battleOutcomeText,
} from './combat/combat';
export type {
  HitChance,
  FightChances,
  BattleMasteryEffect,
  TimerBarColour,
  BattleOutcomeText,
  Area14Mob,
} from './combat/combat';
export {
  CRIT_CHANCE_PERCENT,
  CRIT_MULTIPLIER,
  BATTLE_MAX_ROUNDS,
  hitDamage,
  simulateBattle,
} from './fight/battle';
export type { FightRandom, CombatantStats, FighterView, BattleOutcome } from './fight/battle';
export {
  NO_POTION_BONUS,
  combatAttributes,
  withTotemAttributes,
  potionBonus,
  potionsAfterAction,
  playerCombatStats,
} from './fight/fighter';
export type {
  FightAttributes,
  EquipmentTotals,
  PotionEffect,
  PotionBonus,
  ActivePotions,
  PlayerFighterInput,
} from './fight/fighter';
export { seededFightRandom } from './simulator/seeded-random';
export {
  EMPTY_TALLY,
  Z_99,
  NO_REWARD_BONUSES,
  tallyFights,
  addTallies,
  winRateInterval,
  averageRoundsError,
  averageWinGold,
  simulationReport,
} from './simulator/simulate';
export type {
  FightTally,
  LootChance,
  OpponentRewards,
  RewardBonuses,
  SimulationReport,
} from './simulator/simulate';
export {
  BREAKPOINT_SEARCH_LIMIT,
  hitsToKill,
  withFigure,
  breakpointOutcome,
  leastChangingValue,
  nextBreakpoints,
} from './simulator/breakpoints';
export type {
  Breakpoint,
  BreakpointFigure,
  BreakpointKind,
  WinRateSearch,
} from './simulator/breakpoints';
export {
  EXP_GROWTH,
  EXP_TABLE,
  levelForExp,
  MAX_SKILL_LEVEL,
  skillFromExp,
} from './progression/experience';
export { SKILL_NAMES } from './display/skills';
export { MASTERY_EXP_PER_ACTION, masteryExpToLevel, masteryFromExp } from './progression/mastery';
export type { MasteryProgress } from './progression/mastery';
export {
  DUNGEON_TEXTS,
  WAITING_FOR_ACTION_TEXT,
  UNABLE_TO_ENTER_TEXT,
  dungeonRoomState,
  canEnterDungeon,
  dungeonProgressChancePercent,
  DUNGEON_PROGRESS_CHANCE_PER_LEVEL,
  dungeonProgressChance,
} from './combat/dungeon';
export type {
  DungeonRoomState,
  DungeonEntryInput,
  DungeonEntryRefusal,
  DungeonEntryCheck,
} from './combat/dungeon';
export {
  TOOLS,
  TOOL_IDS,
  TOOL_COMPONENT_ITEM,
  TOOL_COMPONENT_BOUND_ITEM,
  NOT_ENOUGH_COMPONENTS_TEXT,
  toolResourceBonusPercent,
  toolExtraExpPercent,
  TOOL_COMPONENTS_TABLE,
  toolComponentsForUpgrade,
  toolComponentsOwned,
  splitToolComponentPayment,
} from './tools/tools';
export type { ToolId } from './tools/tools';
export {
  ORDER_TYPE_SELL,
  ORDER_TYPE_BUY,
  ORDER_TYPES,
  MARKET_INPUT_MAX_LENGTH,
  MARKET_PRICE_INPUT_MAX_LENGTH,
  DECONSTRUCT_INPUT_MAX_LENGTH,
  DECONSTRUCT_MAX_AMOUNT,
  PRICE_DECIMAL_MIN,
  PRICE_DECIMAL_MAX,
  PRICE_DECIMAL_RESET,
  MARKET_QUANTITY_FIELDS,
  isSellOrder,
  normalizeDecimalPart,
  parseMarketQuantity,
  validateOrderForm,
  deconstructMax,
  parseDeconstructAmount,
} from './market/market-input';
export type {
  OrderType,
  MarketInputFailureReason,
  MarketInputFailure,
  ParsedQuantity,
  QuantityParseResult,
  MarketCheckResult,
  MarketQuantityField,
  MarketQuantityOptions,
  OrderForm,
} from './market/market-input';
export {
  NOT_ENOUGH_GOLD_TEXT,
  MARKET_SALE_TAX_PERCENT,
  totalBuyCost,
  canAffordBuyOrder,
  maxBuyAmount,
  maxSellAmount,
  validateTransactionAmount,
  marketSaleTax,
  marketSaleNet,
  pageCount,
} from './market/market-costs';
export type { MarketPrice, TransactionAmount } from './market/market-costs';
export { MARKET_TEXTS, JEWEL_MARKET_PAGE_SIZE } from './market/market-texts';
export {
  MARKET_PRICE_MAX,
  MARKET_AMOUNT_MAX,
  MARKET_CURRENCY_ITEM,
  MARKET_DECIMAL_ITEM_TYPE,
  MARKET_ORDERS_SHOWN,
  MARKET_OPEN_ORDERS_MAX,
  hasDecimalPrice,
  buyOrderHeld,
  buyOrderFillGold,
  canHoldOrderEdit,
  orderHoldChange,
  type OrderTerms,
} from './market/market-orders';
export type { MarketTextKey } from './market/market-texts';
export {
  MARKET_LAST_TRADES_SHOWN,
  MARKET_AVERAGE_DAYS,
  MARKET_CHART_DAYS,
  MARKET_DEPTH_LEVELS,
  MARKET_HISTORY_PAGE_SIZE,
  MARKET_LONG_AVERAGE_DAYS,
  MARKET_SHORT_AVERAGE_DAYS,
} from './market/market-history';
export {
  BLACK_MARKET_FIRST_CREDIT_PRICE,
  BLACK_MARKET_LAST_PRICED_CREDIT,
  RESOURCE_CACHE_ITEM,
  RESOURCE_CACHE_YIELD,
  RESOURCE_CACHE_TRADE_MAX,
  blackMarketCreditPrice,
  blackMarketCreditsCost,
  blackMarketMonthKey,
  blackMarketCreditsBoughtThisMonth,
  resourceCacheTrade,
} from './market/black-market';
export type { ResourceCacheTrade } from './market/black-market';
export {
  BOSS_TOKENS_ITEM,
  DUNGEONEERING_TOKENS_ITEM,
  BOSS_TOKEN_STORE_ITEMS,
  bossTokenStoreItem,
  JEWEL_SLOTS_START,
  JEWEL_SLOTS_MAX,
  JEWEL_SLOT_FIRST_COST,
  JEWEL_SLOT_COST_FACTOR,
  jewelSlotCost,
  TOKEN_STORE_TEXTS,
  canBuyBossTokenItem,
  canBuyJewelSlot,
} from './market/token-store';
export type {
  BossTokenStoreItem,
  TokenStoreRefusal,
  TokenStorePurchaseCheck,
} from './market/token-store';
export {
  DEFAULT_MAX_FRACTION_DIGITS,
  MAX_FRACTION_DIGITS,
  formatNumber,
  formatCount,
  statPercent,
  formatStatPercent,
  formatProgressChance,
} from './display/number-format';
export type { FormatNumberOptions } from './display/number-format';
export { indefiniteArticle, withIndefiniteArticle } from './display/words';
export {
  NOBILITY_RANKS,
  NOBILITY_RANK_MIN,
  NOBILITY_RANK_MAX,
  nobilityRankName,
  nobilityRankBonusPercent,
  ACCOUNT_STATUS_LABELS,
  accountStatusLabel,
  MODERATOR_STATUS,
} from './display/nobility';
export type { NobilityRankName, AccountStatusLabel } from './display/nobility';
export {
  BONUS_TIME_BASE_PERCENT,
  bonusTimePercent,
  bonusTimeVisible,
  ACTION_BONUS_HINTS,
  ACTION_BONUS_HINT_KINDS,
  ACTION_BONUS_NAMES,
  actionBonusHint,
} from './display/bonuses';
export type { ActionBonusHintKind, ActionBonusNumbers } from './display/bonuses';
export {
  RARITIES,
  RARITY_MIN,
  RARITY_MAX,
  GOLD_COLOURED_ITEMS,
  GOLD_COLOUR_HEX,
  isRarity,
  rarityName,
  rarityColourName,
  rarityColour,
  isGoldColouredItem,
  itemColour,
} from './display/rarity';
export type {
  Rarity,
  RarityName,
  RarityColourName,
  RarityHex,
  GoldColouredItem,
} from './display/rarity';
export {
  TIMINGS,
  AUTOS_EXPIRED_TITLE,
  autosTitle,
  DEVICE_LOG_MAX_ENTRIES,
  PERSONAL_LOG_PAGE_SIZE,
  LOG_ENTRY_TYPES,
  EMPTY_LOG_TEXT,
  ANNOUNCEMENT_TYPE_UPDATE,
  ANNOUNCEMENT_TYPE_NAMES,
  announcementTypeName,
  newAnnouncementsText,
  BEGINNER_GUIDE_MAX_AGE_DAYS,
  showsBeginnerGuide,
  INVALID_ITEM_TEXT,
  withUrlScheme,
  SERVER_DOWN_TEXT,
  NO_UNEQUIPPED_RUNES_TEXT,
  NO_EQUIPPED_RUNES_TEXT,
  NO_DECONSTRUCTIBLE_TEXT,
  NO_REFERRALS_TEXT,
  BANNED_ACCOUNT_TEXT,
  ANNOUNCEMENTS_SHOWN,
} from './display/shell';
export type { TimingName, LogEntryType } from './display/shell';
export {
  GATHERING_SKILLS,
  GATHERING_SKILL_IDS,
  GATHERING_DROP_LEVELS,
  dropLevelRequired,
  canGatherDrop,
  GATHERING_UPGRADE_LEVEL_SHARD_PERCENT,
  GATHERING_UPGRADE_LEVEL_DOUBLE_SHARD_PERCENT,
  GATHERING_UPGRADE_LEVEL_TOOL_BONUS_START,
  GATHERING_UPGRADE_LEVEL_TOOL_BONUS_PERCENT,
  withUpgradeLevelToolBonus,
  bonusBeyondStart,
  gatheringUpgradeLevelEffects,
  GATHERING_UPGRADE_LEVEL_STEEP_FROM,
  GATHERING_UPGRADE_LEVEL_SINGLE_FACTOR,
  gatheringUpgradeLevelCost,
  gatheringUpgradeLevelSingleResourceCost,
  GATHERING_UPGRADE_LEVEL_PURCHASE_CODES,
  GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS,
  gatheringUpgradeLevelPayment,
  GATHERING_UPGRADES,
  GATHERING_UPGRADE_IDS,
  GATHERING_UPGRADE_COST_ITEM,
  gatheringUpgradeEffect,
  GATHERING_UPGRADE_STEEP_ABOVE,
  gatheringUpgradeCost,
  GATHERING_UPGRADE_LEVEL_SUCCESS_TEXT,
  GATHERING_UPGRADE_SUCCESS_TEXT,
  costExceedsOwned,
} from './gathering/gathering';
export type {
  GatheringSkill,
  GatheringResource,
  GatheringUpgradeLevelEffects,
  GatheringUpgradeLevelPurchaseCode,
  GatheringItemAmount,
  GatheringUpgradeId,
} from './gathering/gathering';
export {
  CRAFT_AMOUNT_MAX_LENGTH,
  INVALID_AMOUNT_TEXT,
  parseCraftAmount,
  UNABLE_TO_CRAFT_TEXT,
  UNABLE_TO_CREATE_TEXT,
} from './crafting/crafting';
export type { CraftAmountResult } from './crafting/crafting';
export { hasRequiredItems } from './crafting/items';
export type { ItemRequirement, OwnedItems } from './crafting/items';
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
  JEWEL_POWER_WEIGHTS,
  PERFECTS_PER_RARITY,
  JEWEL_CRAFTED_MAX_RARITY,
  jewelRarity,
} from './crafting/jewelcrafting';
export {
  RUNE_EXP_BASE,
  RUNE_FAIL_EXP_DIVISOR,
  POTION_EXP_BASE,
  GEM_EXP_BASE,
  JEWEL_EXP_BASE,
  runeAttemptExp,
  potionExp,
  gemCreationExp,
  jewelStepExp,
} from './crafting/crafting-exp';
export type { JewelStepPower, AutoDeconstructFloor } from './crafting/jewelcrafting';
export {
  ALCHEMY_ESSENCE_BONUS_FROM_LEVEL,
  ALCHEMY_ESSENCE_CHANCE_MAX,
  alchemyEssenceChance,
  alchemyEssenceChanceDisplay,
  canBrew,
} from './crafting/alchemy';
export {
  runeAttemptChance,
  runeSuccessChance,
  CHANCE_CALCULATOR_LEVEL_MAX_LENGTH,
  validateChanceCalculatorLevel,
  canCraftRune,
  sortRunesForList,
} from './crafting/runecrafting';
export type {
  RuneChanceRange,
  ChanceCalculatorLevelResult,
  RuneListSortKey,
} from './crafting/runecrafting';
export {
  GEM_TYPES,
  GEM_TYPE_IDS,
  GEM_FRAGMENTS_ITEM,
  JEWEL_STATS,
  JEWEL_TOTAL_INDEX,
  JEWEL_STAT_LABELS,
  JEWEL_MAX_RARITY,
  JEWEL_RESOURCE_BONUS_FACTORS,
  JEWEL_REFUSALS,
  EMPTY_JEWELS_TEXT,
  NO_EQUIPPED_JEWELS_TEXT,
  JEWEL_LISTED_TEXT,
  JEWEL_UNLISTED_TEXT,
  assertGemType,
  gemTypeName,
  gemItemId,
  jewelSlotRarity,
  jewelTotal,
  formatJewelStat,
  jewelResourceBonusPercent,
  canDeconstructJewel,
  canSellJewel,
  canSendJewel,
  canUnequipJewel,
  canRemoveJewelFromMarket,
  canEquipJewel,
  jewelSentText,
  jewelDeconstructedText,
} from './jewels/jewels';
export type {
  GemTypeId,
  GemTypeName,
  GemItemId,
  JewelStat,
  JewelState,
  JewelForEquip,
  JewelCheck,
  JewelEquipCheck,
} from './jewels/jewels';
export {
  CLAN_CREATION_COST_CREDITS,
  CLAN_PENDING_INVITES_MAX,
  CLAN_PERMISSIONS,
  CLAN_PERMISSION_IDS,
  CLAN_TOP_RANK,
  hasClanPermission,
  canManageRanks,
  canActOnMember,
  canKick,
  canChangeRankTo,
  CLAN_STORAGE_ITEMS,
  CLAN_EXCHANGE_MIN_LEVEL,
  validateDonation,
  validateClanSend,
  NO_MEMBER_TO_SEND_TO_TEXT,
  SEND_AMOUNT_ABOVE_ZERO_TEXT,
  canExchange,
  clanConversionRateDisplay,
  CONVERSION_AMOUNT_MAX_LENGTH,
  CONVERSION_SAME_ITEMS_TEXT,
  validateConversion,
  PERSONAL_TAX_MAX_LENGTH,
  CLAN_TAX_MAX_LENGTH,
  TAX_PERCENT_RANGE,
  INVALID_TAX_TEXT,
  isValidTaxPercent,
  parseTaxPercent,
  CLAN_HOME_LOG_ENTRIES,
  CLAN_HOME_PREVIEW_ENTRIES,
  KICK_CONFIRM_TEXT,
  MEMBER_KICKED_TEXT,
  RANK_CHANGED_TEXT,
  PERMISSION_CHANGED_TEXT,
  RANK_NAME_CHANGED_TEXT,
  PERSONAL_TAXES_CHANGED_TEXT,
  NO_MOBS_ALIVE_TEXT,
  NO_BOSSES_ALIVE_TEXT,
  NO_PENDING_INVITES_TEXT,
  itemsSentText,
  buildingUpgradedText,
  CLAN_DEFAULT_RANK_NAMES,
  CLAN_LOWEST_RANK,
  clanLevelExpStart,
  clanLevelFromExp,
  CLAN_GOLD_CONVERSION_RATE,
  CLAN_CONVERSION_ITEMS,
  CLAN_CONVERSION_CAP_PER_LEVEL,
  NOT_CONVERTIBLE_TEXT,
  CONVERSION_TOO_SMALL_TEXT,
  CONVERSION_CAP_TEXT,
  clanConversionCap,
  clanConversionMonth,
  priceClanConversion,
} from './clan/clan';
export type {
  ClanAmountCheck,
  DonationInput,
  ClanSendInput,
  ClanPermission,
  ClanPermissionFlags,
  ClanStorageItem,
  ClanLevel,
  ClanConversionItem,
  ClanConversion,
  ConversionInput,
  ConversionResult,
  TaxPercentResult,
} from './clan/clan';
export {
  USERNAME_CHANGE_COST_CREDITS,
  USERNAME_CHANGED_TEXT,
  PASSWORD_CHANGED_TEXT,
} from './clan/account';
export { REFERRAL_BONUS_PERCENT, referralBonusCredits } from './clan/referral';
export {
  CLAN_BUILDING_CREDITS_CAP,
  CLAN_BUILDING_COST_GROWTH,
  clanBuildingLevelCost,
  CLAN_BASE_MEMBERS_LIMIT,
  CLAN_MEMBERS_PER_HEADQUARTERS_LEVEL,
  clanMembersLimit,
  AUTOS_TOTEM_PERCENT_PER_LEVEL,
  maxAutosWithTotem,
  SPECIAL_AREA_TOTEM_PERCENT_PER_LEVEL,
  dailySpecialBattlesWithTotem,
  SHARDS_TOTEM_PERCENT_PER_LEVEL,
  shardChanceWithTotem,
  ATTRIBUTE_TOTEM_PERCENT_PER_LEVEL,
  attributeTotemPercent,
} from './clan/buildings';
export type { ClanBuildingBaseCost } from './clan/buildings';
export { effectiveTaxPercent, clanTaxedAmount, CLAN_EXP_PER_ACTION } from './clan/taxes';
export type { AcceptedAmount, RefusedInput, AmountInputResult } from './premium/input';
export {
  STARTING_MAX_AUTOS,
  AUTOS_PURCHASE_MAX,
  AUTOS_AMOUNT_INPUT_MAX_LENGTH,
  autosPricePerAuto,
  autosPurchaseCost,
  parseAutosAmount,
  AUTOS_REFRESH_COOLDOWN_MS,
  CAPTCHA_INTERVAL_MS,
} from './premium/autos';
export {
  PREMIUM_CREDITS_MIN,
  PREMIUM_CREDITS_MAX,
  PREMIUM_CREDITS_DEFAULT,
  validatePremiumCreditAmount,
  canUseHonorTokens,
} from './premium/premium';
export {
  CREDITS_PER_CENT,
  BONUS_TIME_PER_DOLLAR_MS,
  PURCHASE_BONUS_TIME_MODIFIER,
  purchaseGrant,
  purchaseBonusTimeMs,
} from './premium/purchase';
export type { PurchaseGrant } from './premium/purchase';
export type { RefusedPremiumCreditAmount, PremiumCreditAmountResult } from './premium/premium';
export {
  HONOR_TOKENS_PER_HONOR,
  NOBILITY_RANK_HONOR,
  honorFromHonorTokens,
  nobilityForHonor,
} from './premium/nobility';
export {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SIZE_MIN,
  CHAT_SIZE_MAX,
  CHAT_HISTORY_MIN,
  CHAT_HISTORY_MAX,
  CHAT_HISTORY_INPUT_MAX_LENGTH,
  CHAT_HISTORY_SIZE_ERROR,
  CHAT_SOCKET_PORT,
  CHAT_MUTE_MAX_MINUTES,
  MUTE_USAGE_TEXT,
  PM_USAGE_TEXT,
  UNKNOWN_COMMAND_TEXT,
  UNMUTE_USAGE_TEXT,
  VIEW_USAGE_TEXT,
  clampChatSize,
  parseChatInput,
  validateChatHistorySize,
  IGNORE_LIST_MAX,
} from './premium/chat';
export type { ChatInput } from './premium/chat';
export {
  BOOST_PERCENT,
  BOOSTS,
  BOOST_PRICES_CREDITS,
  BOOST_MAX_AHEAD_HOURS,
  BOOST_CAP_TEXT,
  NO_PERSONAL_BONUS,
  boostPriceCredits,
  extendedBoostEnd,
  boostRunning,
  personalBonusPercents,
  boostTimeLeftText,
} from './premium/boosts';
export type { BoostId, BoostLengthHours, BoostRun, PersonalBonusPercents } from './premium/boosts';
export { SEND_AMOUNT_MAX_LENGTH, validateSendItems } from './premium/send-items';
export type {
  SendItemsFailureReason,
  SendItemsForm,
  SendItemsCheckResult,
} from './premium/send-items';
export {
  RESOURCE_CACHE_TRADE_MAX_LENGTH,
  CACHE_RESOURCES,
  CACHE_RESOURCE_CHOICES,
  cacheResourceItem,
} from './premium/black-market';
export type { CacheResourceChoice, CacheResourceItem } from './premium/black-market';
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
} from './land/land';
export type {
  LandCostItem,
  LandCostLine,
  LandLevel,
  LandLevelName,
  LandLevelBonuses,
} from './land/land';
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
  RAID_DROPS_BY_RARITY,
  RAID_MIN_RARITY,
  RAID_MAX_RARITY,
  RAID_LOOT_PER_MINUTE_PER_LEVEL,
  RAID_LOOT_ITEMS,
  raidDropCount,
  rollRaidRewards,
  SCOUTED_RAID_MINUTES,
  SCOUTED_RAID_RARITY_WEIGHTS,
  SCOUTED_RAID_NAMES,
  rollScoutedRaid,
  scoutedRaidCount,
} from './land/raids';
export type {
  StandardRaidKey,
  RaidState,
  CurrentRaidTimer,
  RaidLootItem,
  RaidLootLine,
  ScoutedRaidRoll,
} from './land/raids';
export {
  PERSONNEL,
  PERSONNEL_KINDS,
  PERSONNEL_MAX_LEVEL,
  PERSONNEL_MAX_RARITY,
  PERSONNEL_BONUS_TIER_LEVELS,
  personnelBonusPercent,
  canUpgradePersonnelLevel,
  canUpgradePersonnelRarity,
  personnelLevelCost,
  personnelRarityCost,
  personnelEffectPercent,
  quartermasterPrice,
  PERSONNEL_RARITY_CREDITS_STEP,
  PERSONNEL_RARITY_BONUS_PERCENT,
} from './land/personnel';
export type { PersonnelKind } from './land/personnel';
export {
  PORTAL_BATTLES_PER_UPGRADE,
  PORTAL_DAILY_BATTLES_PER_LEVEL,
  PORTAL_BATTLE_CAP_PER_LEVEL,
  SPECIAL_AREA_BATTLE_CAP,
  SPECIAL_BATTLES_PER_DAY,
  PORTAL_UPGRADE_TYPES,
  PORTAL_UPGRADE_TYPE_IDS,
  portalEffects,
  portalUpgradeCost,
  PORTAL_MAX_LEVEL,
  portalBaseCost,
} from './land/portals';
export type { PortalEffects, PortalUpgradeType } from './land/portals';
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
  BATTLING_UPGRADE_PERCENT_PER_LEVEL,
  battlingUpgradePercent,
} from './heroic/heroic';
export type { BattlingUpgradeType } from './heroic/heroic';
export {
  TRINKET_TYPES,
  TRINKET_TYPE_IDS,
  TRINKET_MODS,
  TRINKET_MOD_IDS,
  TRINKET_MOD_BASE_MOB_GOLD,
  TRINKET_MOD_ATTRIBUTES,
  TRINKET_MIN_TIER,
  TRINKET_MAX_TIER,
  TRINKET_MIN_RARITY,
  TRINKET_MAX_RARITY,
  TRINKET_RARITY_MULTIPLIERS,
  TRINKET_FRAGMENTS_ITEM,
  TRINKET_ESSENCE_ITEM,
  TRINKET_MOD_STYLES,
  assertTrinketRarity,
  assertTrinketTier,
  trinketTypeName,
  trinketModName,
  trinketRarityMultiplier,
  trinketModValue,
  trinketModDisplay,
  trinketModHasFlatValue,
  formatTrinketMod,
} from './trinkets/trinkets';
export type {
  TrinketTypeId,
  TrinketTypeName,
  TrinketModId,
  TrinketModName,
  TrinketRarity,
  TrinketModDisplay,
  TrinketModStyle,
} from './trinkets/trinkets';
export {
  TRINKET_EQUIP_SLOTS,
  TRINKET_CRAFT_COSTS,
  CRAFTABLE_TRINKET_RARITIES,
  CELESTIAL_SLOT_CAP,
  TRINKET_TIER_FIXED_COSTS,
  TRINKET_DESTROY_MAX_RARITY,
  TRINKET_REROLL_MIN_RARITY,
  REROLL_STAGES,
  trinketCraftCost,
  celestialSlotIncreaseCost,
  trinketTierUpgradeCost,
  trinketTierUpgradeTotal,
  trinketDestroyYield,
  trinketRerollCost,
  assertRerollStage,
  trinketActions,
} from './trinkets/trinket-costs';
export type {
  TrinketCurrencies,
  CraftableTrinketRarity,
  RerollStage,
  TrinketActionInput,
  TrinketActions,
} from './trinkets/trinket-costs';
export {
  TRINKET_MOD_POOLS,
  TRINKET_MOD_BASE_MIN,
  TRINKET_MOD_BASE_MAX,
  TRINKET_BASE_DROP_CHANCE,
  TRINKET_DROP_RARITY_PER_MILLE,
  NO_TRINKET_BONUSES,
  APPLIED_TRINKET_MODS,
  trinketModCount,
  rollTrinketModBase,
  rollTrinketMods,
  rerollTrinketMods,
  trinketDropChance,
  rollTrinketDropRarity,
  trinketBonuses,
  boostedWholeGain,
} from './trinkets/trinket-rolls';
export type { UnitRandom, TrinketBonuses, TrinketForBonuses } from './trinkets/trinket-rolls';
export {
  LABYRINTH_SKILLS,
  LABYRINTH_SKILL_IDS,
  LABYRINTH_MAX_DIFFICULTY,
  DIFFICULTY_STAR_FILLED,
  DIFFICULTY_STAR_EMPTY,
  LABYRINTH_BASE_DIFFICULTY,
  LABYRINTH_ROOMS_PER_DAY,
  LABYRINTH_MAX_TURNS,
  LABYRINTH_RESET_TIME,
  ARTISAN_SHARD_ITEM,
  LAB_CHEST_WAITING_TEXT,
  labyrinthSkillName,
  difficultyStars,
  labyrinthSuccessChancePercent,
  canEnterLabyrinth,
  artisanShrineUpgradeCost,
  artisanShrineEffects,
  labyrinthChestState,
  labyrinthPityAttempts,
  labyrinthAttemptExp,
  labyrinthChestItemCount,
  labyrinthRunOver,
  labyrinthDayLayout,
} from './labyrinth/labyrinth';
export type {
  LabyrinthSkillId,
  LabyrinthSkillName,
  LabyrinthDifficulty,
  ArtisanShrineEffects,
  LabyrinthChestReward,
  LabyrinthChestState,
  LabyrinthLayoutRoom,
} from './labyrinth/labyrinth';
export { lootAmountText, lootFrequencyText } from './display/loot';
export { playerTextProblems } from './display/player-text';
export {
  BONUS_TIME_EVERY_MS,
  BONUS_TIME_LASTS_MS,
  BONUS_TIME_MAX_MODIFIER,
  ACTION_BONUS_REQUIRED,
  ACTION_BONUS_LASTS_MS,
  ACTION_BONUS_ORDER,
  EVENT_EVERY_MS,
  EVENT_LASTS_MS,
  EVENT_BONUS_PERCENT_PER_RARITY,
  EVENT_MIN_RARITY,
  EVENT_MAX_RARITY,
  EVENT_SKILLS,
  BOSS_RESPAWN_MS,
} from './world/world';
export {
  LOADOUTS_MAX,
  LOADOUT_ACTIVITIES,
  LOADOUTS_FULL_TEXT,
  LOADOUT_NAME_TAKEN_TEXT,
  LOADOUT_GONE_TEXT,
  LOADOUT_EMPTY_TEXT,
  loadoutSavedText,
  loadoutEquippedText,
  loadoutDeletedText,
  loadoutBoundText,
  planLoadout,
  loadoutChangesNothing,
  loadoutShortfallText,
} from './loadouts/loadouts';
export type {
  LoadoutContents,
  LoadoutHoldings,
  LoadoutChanges,
  LoadoutShortfall,
} from './loadouts/loadouts';
export * from './planners';
export {
  ACTION_NAMES,
  NO_RATES_TEXT,
  RATES_RESET_TEXT,
  RESET_RATES_QUESTION,
  addFigures,
  autosLastUntilText,
  autosRunOutAt,
  emptyFigures,
  ratePerHour,
  ratePerHourText,
} from './rates/rates';
export type { RateFigures as RuleRateFigures } from './rates/rates';
export {
  ACTION_BONUS_ACTIVE_TEXT,
  autosLowText,
  BONUS_TIME_STARTED_TEXT,
  bossAppearedText,
  bossSlainText,
  eventEndedText,
  eventStartedText,
  orderFilledText,
  raidReturnedText,
  whisperText,
} from './display/alert-texts';
