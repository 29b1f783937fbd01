/**
 * @idle/contracts: the shapes server and client agree on. This entry holds no zod, so the apps'
 * bundles stay small; the request schemas the server validates with are in
 * `@idle/contracts/schemas`.
 */
export { CONTRACTS_VERSION, contractsMajor, isCompatibleContractsVersion } from './version';
export { APP_OWNERS, OWNER_LABELS, ROUTES, federationName, routesOwnedBy } from './routes';
export type { AppOwner, RemoteName, RouteEntry } from './routes';
export type { BusEvents, NotificationKind } from './events';
export { REMOTE_ROUTES_MODULE } from './remotes';
export type { RemoteRegistry, RemoteRegistryEntry, RemoteRoutesModule } from './remotes';
export { API_BASE } from './api/common';
export type { ErrorAnswer, FatalErrorAnswer, ItemAmount, ItemCounts } from './api/common';
export {
  LOGIN_FAILED_TEXT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOO_MANY_ATTEMPTS_TEXT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_TAKEN_TEXT,
} from './api/account';
export type { AccountAnswer } from './api/account';
export {
  ACTION_BONUS_KINDS,
  ACTION_TYPES,
  DEFAULT_ACTION_TYPES,
  SKILL_IDS,
  STATISTIC_KEYS,
} from './api/game';
export type {
  ActiveMob,
  ActiveSelection,
  EquipmentSlot,
  Mastery,
  Player,
  Skill,
  Tools,
  ActionBonusKind,
  ActionType,
  AreaData,
  ChatAccess,
  ClanSummary,
  ClientData,
  Equipment,
  EquipmentTypeData,
  ItemDefinition,
  ItemType,
  LootEntry,
  Misc,
  MobData,
  SkillId,
  Skills,
  StatisticKey,
  Statistics,
  UpgradeableItemData,
} from './api/game';
export type { InitialData } from './api/initial';
export { ACTION_ENDPOINTS, actionPath } from './api/actions';
export { ENDPOINTS, listEndpoints } from './endpoints';
export type {
  AnswerOf,
  Endpoint,
  EndpointGroup,
  EndpointSchemas,
  Endpoints,
  HttpMethod,
  RequestOf,
  SchemaOf,
} from './endpoints';
export type {
  BattleResult,
  BattleTickAnswer,
  BattleTracker,
  EnterAreaAnswer,
  Fighter,
  CurrentActionAnswer,
  RefreshAnswer,
  StopAction,
  TickAnswer,
  TooEarlyAnswer,
} from './api/actions';
export type {
  AddItemsMessage,
  BonusTimeMessage,
  BossChargeData,
  BossFightData,
  BossTickAnswer,
  DungeonBattleResult,
  DungeonData,
  DungeonRun,
  DungeonTickAnswer,
  DungeonTickInfo,
  EnterDungeonAnswer,
  LoadDungeonsAnswer,
  LoadHeroicAnswer,
  SpecialBattleResult,
  SpecialBattleTickAnswer,
  SpecialBattlesRemaining,
  UseHeroicAnswer,
  UseUpgradeStonesAnswer,
  WorldBoss,
} from './api/battle';
export type {
  AlchemyData,
  AlchemyResult,
  AlchemyTickAnswer,
  DestroyJewelAnswer,
  GatheringDrop,
  GatheringEvent,
  GatheringEventMessage,
  GatheringResult,
  GatheringSkillData,
  GatheringSkillId,
  GatheringTickAnswer,
  GemCreationResult,
  GemCreationTickAnswer,
  JewelMarketAnswer,
  JewelcraftingResult,
  JewelcraftingTickAnswer,
  LoadCraftingAnswer,
  LoadGatheringAnswer,
  RuneCraftingData,
  RuneFlags,
  RunecraftingResult,
  RunecraftingTickAnswer,
  UpgradeGatheringLevelAnswer,
  UpgradeGatheringUpgradeAnswer,
} from './api/crafting';
export { CLAN_PERMISSIONS, CLAN_STORAGE_ITEMS } from './api/clan';
export type {
  ChangeRankAnswer,
  ClanBattleTickAnswer,
  ClanBoss,
  ClanBuilding,
  ClanData,
  ClanDonations,
  ClanInvite,
  ClanListEntry,
  ClanLogEntry,
  ClanMember,
  ClanMob,
  ClanPermission,
  ClanPermissions,
  ClanProfileAnswer,
  ClanRank,
  ClanRanksAnswer,
  ClanSentInvite,
  ClanSentInvitesAnswer,
  ClanStorageAnswer,
  ClanStorageItem,
  ClanTaxesAnswer,
  CreateClanAnswer,
  DonateItemsAnswer,
  HandleInviteAnswer,
  LoadBattlegroundsAnswer,
  LoadBuildingsAnswer,
  LoadClanHomeAnswer,
  LoadClanLogAnswer,
  LoadMembersAnswer,
  LoadStorageAnswer,
  PersonalTaxesAnswer,
} from './api/clan';
export type { OnlinePlayer } from './api/misc';
export type {
  BuyAnswer,
  BuyJewelMarketAnswer,
  CancelOrderAnswer,
  JewelListing,
  LoadItemsAnswer,
  LoadJewelsAnswer,
  MarketDay,
  MarketOrder,
  MarketTrade,
  PlaceBuyOrderAnswer,
  PlaceSellOrderAnswer,
  PriceHistoryAnswer,
  SellAnswer,
  YourListingsAnswer,
} from './api/market';
export type { SendItemsAnswer } from './api/send-items';
export type {
  BlackMarketAnswer,
  BlackMarketCacheAnswer,
  BlackMarketCreditsAnswer,
  BossTokenStoreEntry,
  BuyJewelSlotsAnswer,
  SpendBossTokensAnswer,
  TokenStoreAnswer,
} from './api/store';
export type {
  AttributeName,
  DestroyItemsAnswer,
  EqStats,
  EquipJewelAnswer,
  EquipRuneAnswer,
  Jewel,
  PotionBonus,
  RuneEntry,
  ToolId,
  UnequipJewelAnswer,
  UnequipRuneAnswer,
  UpgradeLevelAnswer,
  UpgradeToolAnswer,
  UpgradeTypeAnswer,
  UpgradeUpgradeableAnswer,
  UseItemAnswer,
} from './api/inventory';
export { STATIC_PAGES } from './api/info';
export type {
  Announcement,
  LeaderboardCategory,
  LeaderboardRow,
  LeaderboardsAnswer,
  LogEntry,
  LogEntryType,
  LogPage,
  ChangeUsernameAnswer,
  PreferencesAnswer,
  ProfileAnswer,
  ProfileStatistic,
  Referral,
  StaticPage,
} from './api/info';
